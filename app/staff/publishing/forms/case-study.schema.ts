import { z } from 'zod'
import { slugify } from '~/lib/slug'
import { consentDay, httpsLink, type PublishedFormValues } from '~/staff/publishing/forms/published-fields'
import { oneLineText, paragraphText, postedText, ticked, trimmedText } from '~/staff/shell/forms/form-text'
import { CASE_STUDY_LIMITS } from '~/staff/shell/forms/limits'

export { CASE_STUDY_LIMITS }

export const CASE_STUDY_CONSENT_REQUIRED =
  'Record the day the client agreed to this case study before showing it, or untick “Shown on the site”.'

const line = (label: string, max: number) =>
  oneLineText.pipe(z.string().min(1, `Give the ${label}.`).max(max, `Keep the ${label} within ${max} characters.`))

const paragraph = (label: string) =>
  paragraphText.pipe(
    z
      .string()
      .min(40, `Describe ${label} in at least 40 characters.`)
      .max(CASE_STUDY_LIMITS.text, `Keep ${label} within ${CASE_STUDY_LIMITS.text} characters.`),
  )

/** One item a line, blank lines dropped: at least one, at most the limit, each within its length. */
const list = (label: string, check?: { test: (line: string) => boolean; message: string }) =>
  postedText
    .transform((text) =>
      text
        .split(/\r\n?|\n/)
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    )
    .superRefine((items, ctx) => {
      if (items.length === 0) ctx.addIssue({ code: 'custom', message: `Give the ${label}, one a line.` })
      else if (items.length > CASE_STUDY_LIMITS.lines)
        ctx.addIssue({ code: 'custom', message: `Give at most ${CASE_STUDY_LIMITS.lines} lines of ${label}.` })
      else if (items.some((l) => l.length > CASE_STUDY_LIMITS.line))
        ctx.addIssue({
          code: 'custom',
          message: `Keep each line of ${label} within ${CASE_STUDY_LIMITS.line} characters.`,
        })
      else if (check && !items.every(check.test)) ctx.addIssue({ code: 'custom', message: check.message })
    })

/** The case study form's gate: one intent, every field checked and parsed (docs/architecture.md, "Schemas"). */
export const CaseStudyFormSchema = z
  .object({
    title: line('title', CASE_STUDY_LIMITS.title).refine(
      (title) => slugify(title).length > 0,
      'Give a title with letters or digits: it makes the page’s address.',
    ),
    client: oneLineText.pipe(
      z.string().max(CASE_STUDY_LIMITS.client, `Keep the client’s name within ${CASE_STUDY_LIMITS.client} characters.`),
    ),
    sector: line('sector', CASE_STUDY_LIMITS.sector),
    problem: paragraph('the problem'),
    built: paragraph('what was built'),
    stack: list('technologies'),
    results: list('results', {
      test: (l) => /\d/.test(l),
      message: 'Give each result with its number, e.g. “Orders on the site up from 40 to 210 a month”.',
    }),
    liveUrl: httpsLink({ name: 'link', site: 'live', max: CASE_STUDY_LIMITS.url }),
    consentOn: consentDay,
    shown: ticked('on'),
  })
  .refine((c) => !c.shown || c.consentOn, { path: ['consentOn'], message: CASE_STUDY_CONSENT_REQUIRED })

export type CaseStudyFormValues = PublishedFormValues<typeof CaseStudyFormSchema>
export type CaseStudyEdit = z.output<typeof CaseStudyFormSchema>
export const CASE_STUDY_FIELDS = Object.keys(CaseStudyFormSchema.shape) as (keyof CaseStudyFormValues)[]

/** Deleting a case study: the title typed to confirm (the handler compares it with the stored one). */
export const DeleteCaseStudySchema = z.object({ confirm: trimmedText })
