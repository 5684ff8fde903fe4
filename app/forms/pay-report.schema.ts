import { z } from 'zod'
import { formatPaise, paiseFromRupees } from '~/lib/money'

// The pay page's "I have paid" form (issue 55): what the student reads off their UPI app or bank's confirmation. The
// schema is the gate; the store then checks what needs the fee account (the balance, a UTR already recorded, an
// enrolment that takes no money).

/** The largest amount one report may name: a whole bootcamp fee with room to spare. */
export const PAY_REPORT_MAX_PAISE = 5_00_000_00

const oneLine = z
  .string({ error: 'Please fill this in.' })
  .transform((text) => text.replaceAll('\0', '').replace(/\s+/g, ' ').trim())

export const PayReportSchema = z.object({
  amount: oneLine.transform((text, ctx) => {
    const paise = paiseFromRupees(text.replace(/^₹\s*/, ''))
    if (paise === undefined || paise <= 0 || paise > PAY_REPORT_MAX_PAISE) {
      ctx.addIssue({
        code: 'custom',
        message: `Give the amount you paid in rupees, as your app shows it, e.g. 20000 or 20,000 (up to ${formatPaise(PAY_REPORT_MAX_PAISE)}).`,
      })
      return z.NEVER
    }
    return paise
  }),
  // A real calendar day written 'YYYY-MM-DD' (what a date input posts), as every day field of the site is checked.
  onDay: oneLine.pipe(z.iso.date('Give the day you paid, e.g. 2027-01-05.')),
  // UPI references are 12 digits; NEFT UTRs are 16 letters and digits, RTGS ones 22. Spaces people copy are dropped.
  utr: oneLine
    .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
    .refine((text) => /^[A-Z0-9]{12,22}$/.test(text), {
      error:
        'Give the 12-digit UPI reference (UTR) from your UPI app’s payment details, or the bank’s UTR for a NEFT, RTGS or IMPS transfer.',
    }),
})

export type PayReport = z.infer<typeof PayReportSchema>
export type PayReportField = keyof PayReport

/** A refused post's answer: the field errors, the values to show again, and the message above the form. */
export interface PayReportAnswer {
  errors: Partial<Record<PayReportField | 'screenshot', string>>
  values: Partial<Record<PayReportField, string>>
  formError: string
}
