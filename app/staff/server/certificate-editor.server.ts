import { data, redirect } from 'react-router'
import { CERTIFICATE_FIELDS } from '~/forms/certificate.schema'
import type { FieldErrors } from '~/forms/fields'
import { istToday } from '~/lib/site-notices'
import { normaliseCertificateId } from '~/lib/certificate-id'
import type { StaffUser } from './auth.server'
import { BodyError, readForm } from '~/server/body.server'
import { listCertificateCourses } from '~/server/certificate-courses.server'
import { MAX_CSV_BYTES, readCertificateCsv, type RowProblem } from './certificate-csv.server'
import { checkCertificate } from '~/server/certificate-input.server'
import { issueCertificates, revokeCertificate, setCertificateSearchable } from '~/server/certificates.server'
import { contentChanged } from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'

const PAGE = '/staff/certificates'

/** Staff actions: 16 KB and their own fields, except the CSV upload (README "Limits"). */
const LIMITS = {
  maxBytes: MAX_CSV_BYTES + 16 * 1024,
  maxFields: CERTIFICATE_FIELDS.length + 6,
  maxFieldBytes: 4 * 1024,
  fields: [...CERTIFICATE_FIELDS, 'intent', 'id', 'reason'],
  files: ['csv'],
  maxFileBytes: MAX_CSV_BYTES,
}

export type CertificateActionData =
  | { form: 'issue'; values: Record<string, string>; errors: FieldErrors; error: string }
  | { form: 'batch'; error: string; problems: RowProblem[] }
  | { form: 'revoke'; id: string; error: string }

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.replaceAll('\0', '').trim() : ''
}

/**
 * The certificates page's action: intent = issue (one certificate), batch (a CSV file, all or nothing) or revoke
 * (owners only), list or unlist (the holder's answer to search engines). The caller has checked the staff session.
 */
export async function handleCertificateForm(request: Request, user: StaffUser, now = new Date()) {
  let form: FormData
  try {
    form = await readForm(request, LIMITS)
  } catch (error) {
    if (error instanceof BodyError) throw data(error.message, { status: error.status })
    throw error
  }
  const intent = text(form, 'intent')
  const { db } = await getDatabase()
  const courses = await listCertificateCourses()
  const today = istToday(now)

  if (intent === 'issue') {
    const values = Object.fromEntries(CERTIFICATE_FIELDS.map((f) => [f, text(form, f)]))
    const checked = checkCertificate({ ...values, searchable: values.searchable === 'yes' }, courses, today)
    if (!checked.ok)
      return data<CertificateActionData>(
        {
          form: 'issue',
          values,
          errors: checked.errors,
          error: 'Nothing was issued. Please correct the fields marked below.',
        },
        { status: 400 },
      )
    const [cert] = await issueCertificates(db, user, [checked.value], now)
    contentChanged()
    return redirect(`${PAGE}?issued=${cert!.id}`, 303)
  }

  if (intent === 'batch') {
    const file = form.get('csv')
    if (!(file instanceof File) || file.size === 0)
      return data<CertificateActionData>(
        { form: 'batch', error: 'Choose the CSV file to upload.', problems: [] },
        { status: 400 },
      )
    if (file.size > MAX_CSV_BYTES)
      return data<CertificateActionData>(
        { form: 'batch', error: 'That file is over 256 KB; split the batch into smaller files.', problems: [] },
        { status: 400 },
      )
    let csv: string
    try {
      csv = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer())
    } catch {
      return data<CertificateActionData>(
        {
          form: 'batch',
          error: 'That file is not UTF-8 text. Save it from the spreadsheet as “CSV UTF-8”.',
          problems: [],
        },
        { status: 400 },
      )
    }
    const batch = readCertificateCsv(csv, courses, today)
    if (!batch.ok) return data<CertificateActionData>({ form: 'batch', ...batch }, { status: 400 })
    await issueCertificates(db, user, batch.items, now)
    contentChanged()
    return redirect(`${PAGE}?batch=${batch.items.length}`, 303)
  }

  if (intent === 'revoke') {
    const id = normaliseCertificateId(text(form, 'id')) ?? ''
    if (user.role !== 'owner')
      return data<CertificateActionData>(
        { form: 'revoke', id, error: 'Only an owner can revoke a certificate.' },
        { status: 403 },
      )
    const result = await revokeCertificate(db, user, id, text(form, 'reason'), now)
    if (!result.ok)
      return data<CertificateActionData>({ form: 'revoke', id, error: result.error }, { status: result.status })
    contentChanged()
    return redirect(`${PAGE}?revoked=${id}`, 303)
  }

  if (intent === 'list' || intent === 'unlist') {
    const id = normaliseCertificateId(text(form, 'id')) ?? ''
    if (!(await setCertificateSearchable(db, user, id, intent === 'list', now)))
      throw data('No certificate has that identifier.', { status: 404 })
    contentChanged()
    return redirect(`${PAGE}?${intent === 'list' ? 'listed' : 'unlisted'}=${id}`, 303)
  }

  throw data('Unknown action', { status: 400 })
}
