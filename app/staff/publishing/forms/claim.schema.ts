import { z } from 'zod'
import { CLAIM_IDS } from '~/content/claims'
import { postedText } from '~/staff/shell/forms/form-text'
import { CLAIM_LIMITS } from '~/staff/shell/forms/limits'

export { CLAIM_LIMITS }

/** One line: spaces collapsed, trimmed. */
const oneLine = postedText.transform((text) => text.replace(/\s+/g, ' ').trim())

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/**
 * Saving one claim at /staff/claims: the gate. The figure and its label are required; the basis (what it counts and
 * the as-of day) may be left empty, which keeps the claim off public pages; a source is an https address. `today` is
 * the day in India, given by the caller: a figure cannot be true as of a day still to come.
 */
export function claimSchema(today: string) {
  return z
    .object({
      id: z.enum(CLAIM_IDS, { error: 'Choose a claim from the list.' }),
      figure: oneLine.pipe(
        z
          .string()
          .min(1, 'Give the figure as it is shown, e.g. 82% or 120+.')
          .max(CLAIM_LIMITS.figure, `Keep the figure within ${CLAIM_LIMITS.figure} characters.`),
      ),
      label: oneLine.pipe(
        z
          .string()
          .min(1, 'Say what the figure is, e.g. Placement rate.')
          .max(CLAIM_LIMITS.label, `Keep the label within ${CLAIM_LIMITS.label} characters.`),
      ),
      counts: oneLine.pipe(
        z.string().max(CLAIM_LIMITS.counts, `Keep the basis within ${CLAIM_LIMITS.counts} characters.`),
      ),
      asOf: oneLine
        .refine((value) => value === '' || isDay(value), 'Give the day the figure was true, e.g. 2026-06-30.')
        .refine((value) => value === '' || value <= today, 'This day is still to come: give the day it was counted.')
        .transform((value) => (value === '' ? null : value)),
      sourceUrl: oneLine
        .pipe(z.string().max(CLAIM_LIMITS.url, `Keep the address within ${CLAIM_LIMITS.url} characters.`))
        .refine(
          (value) => value === '' || (URL.canParse(value) && new URL(value).protocol === 'https:'),
          'Give the source as a full https:// address, or leave it empty.',
        )
        .transform((value) => (value === '' ? null : value)),
    })
    .superRefine((claim, ctx) => {
      // Half a basis is none: say which half is missing rather than keep it off the site silently.
      if (claim.counts && !claim.asOf)
        ctx.addIssue({ code: 'custom', path: ['asOf'], message: 'Give the day this basis was true, too.' })
      if (!claim.counts && claim.asOf)
        ctx.addIssue({ code: 'custom', path: ['counts'], message: 'Say what the figure counts and over which period.' })
    })
}

export type ClaimInput = z.output<ReturnType<typeof claimSchema>>
/** The form as posted, every field text. */
export type ClaimFormValues = Record<keyof ClaimInput, string>
