import { data } from 'react-router'
import { fillTemplate, formatDate } from '~/lib/format'
import { formatPaise } from '~/lib/money'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'
import type { LedgerRefusal } from './ledger.server'
import type { PlanResult } from './plan.server'

export type FeeFormName = 'plan' | 'request' | 'payment' | 'cancel' | 'refund'

type Refusal =
  | LedgerRefusal
  | Exclude<PlanResult, { ok: true }>
  | { ok: false; reason: keyof typeof staffFeesCopy.errors }

/** What a fee form posted, shown in it again after a refusal or the review's "Change something". */
export interface FeePosted {
  form: string
  fields: Record<string, string>
}

/**
 * A refusal from the ledger or the plan as the message above its form, with what staff need to act on it, and the
 * form's fields as posted (`posted`: the action's `ctx.posted`), so nothing typed is lost without scripts.
 */
export function feeRefusal(
  form: FeeFormName,
  result: Refusal,
  extra: Record<string, string> = {},
  posted: Record<string, string> = {},
) {
  const answer: { error: { form: string; message: string }; posted: FeePosted } = {
    error: { form, message: refusalMessage(result, extra) },
    posted: { form, fields: posted },
  }
  return data(answer, { status: 409 })
}

/** A refusal's message: the copy for its reason, filled with the document, days and amounts it names. */
export function refusalMessage(result: Refusal, extra: Record<string, string> = {}): string {
  const values: Record<string, string> = { ...extra }
  if ('first' in result) {
    values.number = result.first.documentNumber
    values.reference = result.first.reference
    values.date = formatDate(result.first.onDay)
  }
  if ('lastDay' in result) values.date = formatDate(result.lastDay)
  if ('earliest' in result && result.earliest) values.date = formatDate(result.earliest)
  if ('message' in result) values.message = result.message
  if ('netPaise' in result) {
    values.received = formatPaise(result.netPaise)
    values.largest = formatPaise(result.largestPaise)
  }
  return fillTemplate(staffFeesCopy.errors[result.reason], values)
}
