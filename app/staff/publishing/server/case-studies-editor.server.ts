import { staffPaths } from '~/content/staff-routes'
import { getCaseStudy, type StoredCaseStudy } from '~/server/case-studies/current.server'
import { staffCaseStudiesPage } from '~/staff/publishing/content/staff-case-studies'
import {
  CASE_STUDY_CONSENT_REQUIRED,
  CASE_STUDY_FIELDS,
  CaseStudyFormSchema,
  DeleteCaseStudySchema,
  type CaseStudyEdit,
  type CaseStudyFormValues,
} from '~/staff/publishing/forms/case-study.schema'
import { CaseStudySlugTakenError, deleteCaseStudy, saveCaseStudy } from './case-studies-store.server'
import { publishedRoutes, type PublishedActionData, type PublishedEditor } from './published-editor.server'

/** A refused case study save's answer, or a refused delete's. */
export type CaseStudyActionData = PublishedActionData<CaseStudyFormValues>

/** A case study's form values from what is stored (a new one: hidden until consent is recorded). */
export function caseStudyFormValues(c: StoredCaseStudy | CaseStudyEdit | undefined): CaseStudyFormValues {
  return {
    title: c?.title ?? '',
    client: c?.client ?? '',
    sector: c?.sector ?? '',
    problem: c?.problem ?? '',
    built: c?.built ?? '',
    stack: c?.stack.join('\n') ?? '',
    results: c?.results.join('\n') ?? '',
    liveUrl: c?.liveUrl ?? '',
    consentOn: c?.consentOn ?? '',
    shown: c?.shown ? 'on' : undefined,
  }
}

/** Where a case study is published: its address stays once added, so that a link to it holds. */
const page = (slug: string) => `/services/portfolio/${slug}`

const caseStudies: PublishedEditor<StoredCaseStudy, CaseStudyFormValues, CaseStudyEdit> = {
  noun: 'case study',
  list: staffPaths.staffCaseStudies,
  get: getCaseStudy,
  schema: CaseStudyFormSchema,
  fields: CASE_STUDY_FIELDS,
  formValues: caseStudyFormValues,
  consentRequired: CASE_STUDY_CONSENT_REQUIRED,
  save: async (db, { existing, fields }) => {
    const { id, slug } = await saveCaseStudy(db, { id: existing?.id, fields })
    return { id, address: page(slug) }
  },
  refusal: (error) =>
    error instanceof CaseStudySlugTakenError
      ? { title: `Another case study has this title’s address (${page(error.slug)}): change the title.` }
      : undefined,
  name: (c) => c.title,
  remove: {
    schema: DeleteCaseStudySchema,
    mismatch: staffCaseStudiesPage.remove.mismatch,
    audit: 'case-study-delete',
    run: async (db, c) => ((await deleteCaseStudy(db, c.id)) ? { target: c.title } : undefined),
  },
  audit: {
    add: 'case-study-add',
    edit: 'case-study-edit',
    target: (title) => title,
    added: (c, saved) => `${saved.address}, ${c.shown ? 'shown' : 'hidden'}`,
    view: (c) => ({
      title: c.title,
      client: c.client || 'unnamed',
      sector: c.sector,
      problem: c.problem,
      built: c.built,
      stack: c.stack.join(', '),
      results: c.results.join('; '),
      link: c.liveUrl ?? '',
      consent: c.consentOn ?? 'not recorded',
      shown: c.shown,
    }),
  },
}

/** The add (`id` 'new') and edit page's loader and action, for owners and editors. */
export const {
  stored: storedCaseStudy,
  editPage: caseStudyEditPage,
  action: caseStudyAction,
} = publishedRoutes(caseStudies, staffCaseStudiesPage)
