/** Fees (migration 019, docs/decisions/019). Money is integer paise; days are 'YYYY-MM-DD' in India. */
export interface FeePlanTable {
  enrolment_id: string
  discount_paise: number
  discount_reason: string | null
  /** JSON of `Instalment[]`. */
  instalments: string
  /** The student's GST state code (place of supply), asked on the registration or at payment. */
  student_state: string | null
  pay_token: string
  updated_at: string
  updated_by: string
}

export interface PaymentRequestTable {
  id: string
  enrolment_id: string
  amount_paise: number
  due_on: string
  created_at: string
  created_by: string
}

export interface DocumentSeriesTable {
  series: string
  financial_year: string
  last_number: number
}

export type PaymentKind = 'payment' | 'cancellation' | 'refund'
export type PaymentMethod = 'upi' | 'bank-transfer' | 'card' | 'cash'

/** One ledger entry; never updated. A cancellation or refund carries a negative amount and its credit note. */
export interface PaymentTable {
  id: string
  enrolment_id: string | null
  reference: string
  kind: PaymentKind
  amount_paise: number
  on_day: string
  method: PaymentMethod
  utr: string | null
  document_number: string
  financial_year: string
  /** 1 when the company's GSTIN was set: a tax invoice (or credit note); 0: a receipt that says it is not one. */
  tax_invoice: number
  gstin: string | null
  taxable_paise: number
  cgst_paise: number
  sgst_paise: number
  igst_paise: number
  place_of_supply: string
  recipient_name: string
  course_title: string
  batch_code: string
  /** A cancellation's payment: unique, so a payment is cancelled at most once. */
  reverses_id: string | null
  /** The payment (invoice) a credit note adjusts, cancellation or refund (migration 022). */
  credits_id: string | null
  /** An intra-state document's odd paisa of tax, so CGST and SGST are equal halves. */
  round_off_paise: number
  /** Staff's internal note on a cancellation or refund; never shown to the student. */
  reason: string | null
  /** The student-facing reason of a credit note, from `CREDIT_REASONS` (app/content/credit-reasons.ts). */
  reason_code: string | null
  /** An owner's note approving a refund outside the policy's window. */
  exception_note: string | null
  /** 'staff' today; 'gateway' for a payment a signed webhook records (decision 019). */
  source: 'staff' | 'gateway'
  /** The gateway's payment id: one gateway payment, one row. */
  external_id: string | null
  created_at: string
  created_by: string
}

export interface PaymentUtrTable {
  utr: string
  payment_id: string
}

export type PayReportStatus = 'pending' | 'confirmed' | 'rejected'

/** A student's "I have paid" report from the pay page (migration 025), waiting for staff to confirm or reject it. */
export interface PayReportTable {
  id: string
  enrolment_id: string
  amount_paise: number
  on_day: string
  /** The 12-digit UPI reference or bank UTR the student gave; one pending report per UTR. */
  utr: string
  status: PayReportStatus
  screenshot_name: string | null
  screenshot_type: string | null
  screenshot: Uint8Array | null
  created_at: string
  decided_at: string | null
  decided_by: string | null
  /** Staff's reason for a rejection, shown to the student on the pay page and mailed to them. */
  reject_reason: string | null
  /** The payment a confirmed report became. */
  payment_id: string | null
}

/** Per bank account, the headers of its statement's columns (migration 027). */
export interface BankStatementColumnsTable {
  /** The name staff gave the account, e.g. "HDFC current account". */
  bank: string
  /** JSON: `{ "date": "Date", "narration": "Narration", "reference": "Chq./Ref.No.", "credit": "Deposit Amt." }`. */
  columns: string
  updated_at: string
  updated_by: string
}

export type StatementLineStatus = 'open' | 'recorded' | 'ignored'

/** One credit from a bank statement (migration 027): imported once, then recorded as a payment or set aside. */
export interface BankStatementLineTable {
  id: string
  bank: string
  /** SHA-256 of the bank and the line as printed: unique, so a re-upload adds nothing. */
  line_key: string
  on_day: string
  amount_paise: number
  narration: string
  reference: string
  /** The UPI reference or bank UTR read from the line, when it carries one. */
  utr: string | null
  status: StatementLineStatus
  imported_at: string
  imported_by: string
  decided_at: string | null
  decided_by: string | null
  payment_id: string | null
}

/** 'creating' while the gateway is asked; then the link's status as its events move it (never back from 'paid'). */
export type GatewayLinkStatus = 'creating' | 'failed' | 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled'

/** The Razorpay payment link of a payment request (migration 028, decision 027). */
export interface GatewayLinkTable {
  request_id: string
  enrolment_id: string
  /** `plink_…`; null until made (or when making it failed). */
  link_id: string | null
  short_url: string | null
  amount_paise: number
  status: GatewayLinkStatus
  /** Why the link could not be made (a timeout, the gateway's answer), for staff. */
  error: string | null
  created_at: string
  updated_at: string
}

export type GatewayEventOutcome = 'received' | 'recorded' | 'held' | 'ignored' | 'refund-recorded' | 'refund-failed'

/** A webhook event, stored once by its `x-razorpay-event-id`. */
export interface GatewayEventTable {
  event_id: string
  event: string
  enrolment_id: string | null
  outcome: GatewayEventOutcome
  /** Why it was held or ignored, for staff. */
  note: string | null
  gateway_payment_id: string | null
  amount_paise: number | null
  received_at: string
}

export type GatewayRefundStatus = 'asking' | 'pending' | 'processed' | 'failed'

/** A refund of a gateway payment asked of the gateway; recorded (a credit note) when `refund.processed` arrives. */
export interface GatewayRefundTable {
  id: string
  /** `rfnd_…`, once the gateway has answered. */
  refund_id: string | null
  payment_id: string
  enrolment_id: string
  amount_paise: number
  reason_code: string
  note: string
  status: GatewayRefundStatus
  error: string | null
  /** The credit note it became. */
  credit_id: string | null
  created_at: string
  created_by: string
  updated_at: string
}
