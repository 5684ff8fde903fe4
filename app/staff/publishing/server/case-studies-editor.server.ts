import { data } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import { fillTemplate } from '~/lib/format'
import { getCaseStudy, type StoredCaseStudy } from '~/server/case-studies/current.server'
import {
  CaseStudySlugTakenError,
  deleteCaseStudy,
  saveCaseStudy,
} from '~/staff/publishing/server/case-studies-store.server'
import { ConsentMissingError as CaseStudyConsentMissingError } from '~/staff/publishing/server/published-store.server'
import { contentChanged } from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'
import { staffCaseStudiesPage } from '~/staff/publishing/content/staff-case-studies'
import {
  CASE_STUDY_CONSENT_REQUIRED,
  CASE_STUDY_FIELDS,
  CaseStudyFormSchema,
  DeleteCaseStudySchema,
  type CaseStudyEdit,
  type CaseStudyFormValues,
} from '~/staff/publishing/forms/case-study.schema'
import { describeChanges, refused, refusedForm, type EditFormData } from '~/staff/publishing/server/edit-form.server'
import { done, intent, staffAction } from '~/staff/shell/server/staff-action.server'

/** A refused case study save's answer, or a refused delete's. */
export type CaseStudyActionData = EditFormData<CaseStudyFormValues> | { deleteError: string }

/** The stored case study with this id (hidden ones too), or a 404 for the staff page. */
export async function storedCaseStudy(id: string): Promise<StoredCaseStudy> {
  const caseStudy = await getCaseStudy((await getDatabase()).db, id)
  if (!caseStudy) throw data('No such case study', { status: 404 })
  return caseStudy
}

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

function auditView(c: CaseStudyEdit | StoredCaseStudy) {
  return {
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
  }
}

/** The add and edit pages' action (`current()` gives undefined: add one), for owners and editors. */
export function caseStudyAction(request: Request, current: () => Promise<StoredCaseStudy | undefined>) {
  const save = intent(
    CaseStudyFormSchema,
    async (fields, { db }) => {
      const existing = await current()
      let saved: { id: string; slug: string }
      try {
        saved = await saveCaseStudy(db, { id: existing?.id, fields })
      } catch (error) {
        if (error instanceof CaseStudyConsentMissingError)
          return refused(caseStudyFormValues(fields), { consentOn: CASE_STUDY_CONSENT_REQUIRED })
        if (error instanceof CaseStudySlugTakenError)
          return refused(caseStudyFormValues(fields), {
            title: `Another case study has this title’s address (/services/portfolio/${error.slug}): change the title.`,
          })
        throw error
      }
      contentChanged()
      const audit = existing
        ? {
            action: 'case-study-edit' as const,
            target: existing.title,
            detail: describeChanges(auditView(existing), auditView(fields)) || 'no change',
          }
        : {
            action: 'case-study-add' as const,
            target: fields.title,
            detail: `/services/portfolio/${saved.slug}, ${fields.shown ? 'shown' : 'hidden'}`,
          }
      return done(`${staffPaths.staffCaseStudies}?saved=${encodeURIComponent(saved.id)}`, { audit })
    },
    refusedForm(CASE_STUDY_FIELDS),
  )
  const remove = intent(DeleteCaseStudySchema, async ({ confirm }, { db }) => {
    const existing = await current()
    if (!existing) throw data('No such case study', { status: 404 })
    if (confirm !== existing.title) {
      const deleteError = fillTemplate(staffCaseStudiesPage.remove.mismatch, { name: existing.title })
      return data<CaseStudyActionData>({ deleteError }, { status: 400 })
    }
    if (!(await deleteCaseStudy(db, existing.id))) throw data('No such case study', { status: 404 })
    contentChanged()
    return done(`${staffPaths.staffCaseStudies}?deleted=1`, {
      audit: { action: 'case-study-delete', target: existing.title, detail: 'deleted' },
    })
  })
  return staffAction({
    request,
    gate: 'staff',
    fallback: 'save',
    limits: { maxBytes: 64 * 1024, maxFields: CASE_STUDY_FIELDS.length + 1, maxFieldBytes: 8 * 1024 },
    intents: { save, delete: remove },
  })
}
