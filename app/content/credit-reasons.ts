/**
 * Why a credit note was issued, as the student reads it on the document and in the mail. Staff choose one and may add
 * a note of their own, which stays in the ledger and never reaches the student (decision 024).
 */
export const CANCELLATION_REASONS = {
  'wrong-amount': 'The amount was recorded incorrectly; the correct payment is on a new invoice.',
  'wrong-enrolment': 'The payment was recorded against the wrong enrolment.',
  duplicate: 'The same payment was recorded twice.',
  'not-received': 'The payment did not reach our bank account.',
} as const

export const REFUND_REASONS = {
  'withdrawal-in-window': 'You withdrew within the 14 days our refund policy allows.',
  'batch-cancelled': 'Your batch was cancelled.',
  'batch-postponed': 'Your batch was postponed and the new dates did not suit you.',
  'discount-after-payment': 'A discount was applied to your fee after you had paid.',
  exception: 'A refund approved as an exception to our refund policy.',
} as const

export type CancellationReason = keyof typeof CANCELLATION_REASONS
export type RefundReason = keyof typeof REFUND_REASONS
export type CreditReason = CancellationReason | RefundReason

const ALL: Record<string, string> = { ...CANCELLATION_REASONS, ...REFUND_REASONS }

/** The student-facing sentence of a stored reason code; null for a code this version does not know (or none). */
export function creditReasonText(code: string | null): string | null {
  return code && code in ALL ? ALL[code]! : null
}
