import { data, redirect } from 'react-router'
import { payReportCopy } from '~/content/pay-report'
import { pathTo } from '~/content/site-routes'
import { PayReportSchema, type PayReportAnswer, type PayReportField } from '~/forms/pay-report.schema'
import { fieldErrors } from '~/forms/fields'
import { payReportUploads } from '~/forms/uploads'
import { fillTemplate } from '~/lib/format'
import { MAX_UPLOAD_BYTES, formatBytes } from '~/lib/file-type'
import { formatPaise } from '~/lib/money'
import { BodyError, readForm } from '~/server/body.server'
import { getDatabase } from '~/server/db/database.server'
import { readUpload } from '~/server/forms.server'
import { isCrossSite } from '~/server/http.server'
import { formLimit, takeLimit, type LimitRule } from '~/server/rate-limit.server'
import { reportPayment, type ReportRefusal } from './pay-reports.server'

// The pay page's "I have paid" post (decision 025): a plain form post, read within limits on the bytes that arrive,
// rate-limited per pay link and per address, parsed by its one schema, the screenshot sniffed as every upload is, then
// stored. The answer redirects to the page with the report's id only after its row is stored, so the page says
// "received" for a stored report and a refresh does not post twice.

const FIELDS = ['amount', 'onDay', 'utr'] as const satisfies readonly PayReportField[]
const copy = payReportCopy

/** Reports per pay link: a student reports a payment or two, not dozens. */
export function payReportLinkLimit(): LimitRule {
  return { name: 'pay-report-link', max: Number(process.env.PAY_REPORT_RATE_LIMIT) || 5, windowMs: 60 * 60 * 1000 }
}

const fail = (status: number, formError: string, values: PayReportAnswer['values'] = {}, errors = {}) =>
  data({ report: { errors, values, formError } satisfies PayReportAnswer }, { status })

/** The field a refusal is shown beside; the others are said above the form only. */
const REFUSED_FIELD: Partial<Record<ReportRefusal['reason'], PayReportField>> = {
  'duplicate-utr': 'utr',
  'too-much': 'amount',
  future: 'onDay',
  'too-old': 'onDay',
}

function refusalMessage(refusal: ReportRefusal, utr: string): string {
  if (refusal.reason === 'duplicate-utr')
    return fillTemplate(copy.errors[refusal.where === 'payment' ? 'duplicate-utr-payment' : 'duplicate-utr-report'], {
      utr,
    })
  if (refusal.reason === 'too-much')
    return fillTemplate(copy.errors['too-much'], { left: formatPaise(refusal.leftPaise) })
  return copy.errors[refusal.reason]
}

export async function postPayReport(request: Request, context: { clientAddress?: string } | undefined, token: string) {
  if (isCrossSite(request)) return fail(403, copy.errors.unavailable)
  let form: FormData
  try {
    form = await readForm(request, {
      maxBytes: 16 * 1024 + MAX_UPLOAD_BYTES + 4 * 1024,
      maxFields: FIELDS.length + 4,
      maxFieldBytes: 1024,
      fields: FIELDS,
      files: payReportUploads.map((rule) => rule.field),
      maxFileBytes: MAX_UPLOAD_BYTES,
    })
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    const hint = error.status === 413 ? ` Attach a screenshot of at most ${formatBytes(MAX_UPLOAD_BYTES)}.` : ''
    return fail(error.status, error.message + hint)
  }
  const values: PayReportAnswer['values'] = {}
  for (const name of FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value.replaceAll('\0', '')
  }

  const { db } = await getDatabase()
  try {
    const byLink = await takeLimit(db, payReportLinkLimit(), token)
    const byAddress = await takeLimit(db, formLimit(), `pay-report:${context?.clientAddress ?? 'unknown'}`)
    if (!byLink.allowed || !byAddress.allowed) return fail(429, copy.errors['rate-limited'], values)
  } catch (error) {
    console.error('Checking the pay report rate limit failed', error)
    return fail(503, copy.errors.unavailable, values)
  }

  const parsed = PayReportSchema.safeParse(values)
  const errors: PayReportAnswer['errors'] = parsed.success ? {} : fieldErrors(parsed.error)
  const rule = payReportUploads[0]
  const upload = await readUpload(form.get(rule.field), rule)
  if (typeof upload === 'string') errors.screenshot = upload
  if (!parsed.success || Object.keys(errors).length > 0) return fail(400, copy.errors.form, values, errors)

  const screenshot =
    upload && typeof upload !== 'string'
      ? { filename: upload.filename, contentType: upload.contentType, data: upload.data }
      : null
  const result = await reportPayment(db, token, parsed.data, screenshot)
  if (!result.ok) {
    const message = refusalMessage(result, parsed.data.utr)
    const field = REFUSED_FIELD[result.reason]
    return fail(result.reason === 'unknown' ? 404 : 409, message, values, field ? { [field]: message } : {})
  }
  return redirect(`${pathTo('pay', { token })}?reported=${result.id}#pay-report`)
}
