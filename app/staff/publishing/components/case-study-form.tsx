import { staffPaths } from '~/content/staff-routes'
import {
  PublishedForm,
  publishedTextField,
  type PublishedFormProps,
} from '~/staff/publishing/components/published-form'
import type { staffCaseStudiesPage } from '~/staff/publishing/content/staff-case-studies'
import { CASE_STUDY_LIMITS } from '~/staff/shell/forms/limits'
import type { CaseStudyFormValues } from '~/staff/publishing/forms/case-study.schema'

type Name = Exclude<keyof CaseStudyFormValues, 'shown' | 'consentOn'>
const LIST_MAX = CASE_STUDY_LIMITS.lines * (CASE_STUDY_LIMITS.line + 1)
const MAX: Record<Name, number> = {
  title: CASE_STUDY_LIMITS.title,
  client: CASE_STUDY_LIMITS.client,
  sector: CASE_STUDY_LIMITS.sector,
  problem: CASE_STUDY_LIMITS.text,
  built: CASE_STUDY_LIMITS.text,
  stack: LIST_MAX,
  results: LIST_MAX,
  liveUrl: CASE_STUDY_LIMITS.url,
}
const ROWS: Partial<Record<Name, number>> = { problem: 5, built: 5, stack: 4, results: 4 }

/** A case study's add or edit form (its screenshots have their own page). */
export function CaseStudyForm({
  copy,
  ...form
}: PublishedFormProps<CaseStudyFormValues> & { copy: typeof staffCaseStudiesPage }) {
  const text = publishedTextField('case-study', copy, form.values, form.errors)
  return (
    <PublishedForm idPrefix="case-study" copy={copy} back={staffPaths.staffCaseStudies} consent {...form}>
      {(Object.keys(MAX) as Name[]).map((name) =>
        text(name, {
          maxLength: MAX[name],
          type: name === 'liveUrl' ? 'url' : 'text',
          rows: ROWS[name],
          autoComplete: 'off',
        }),
      )}
    </PublishedForm>
  )
}
