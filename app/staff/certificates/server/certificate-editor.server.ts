import { data } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import { postedValues, firstMessage } from '~/staff/shell/forms/form-text'
import { staffCertificatesPage } from '~/staff/certificates/content/staff-certificates'
import {
  BatchSchema,
  CERTIFICATE_FIELDS,
  CertificateInputSchema,
  ListingSchema,
  RevokeSchema,
} from '~/staff/certificates/forms/certificate.schema'
import type { FieldErrors } from '~/forms/fields'
import { istToday } from '~/lib/ist'
import { done, intent, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'
import { listCertificateCourses } from '~/staff/certificates/server/certificate-courses.server'
import { MAX_CSV_BYTES, readCertificateCsv, type RowProblem } from './certificate-csv.server'
import { completeCertificate } from '~/staff/certificates/server/certificate-input.server'
import {
  issueCertificates,
  revokeCertificate,
  setCertificateSearchable,
} from '~/staff/certificates/server/certificate-register.server'
import { contentChanged } from '~/server/content-version.server'

const PAGE = staffPaths.staffCertificates

/** Staff actions: 16 KB and their own fields, except the CSV upload (docs/operations.md#limits). */
export const CERTIFICATE_FORM_LIMITS = {
  maxBytes: MAX_CSV_BYTES + 16 * 1024,
  maxFields: CERTIFICATE_FIELDS.length + 6,
  maxFieldBytes: 4 * 1024,
  files: ['csv'],
  maxFileBytes: MAX_CSV_BYTES,
} satisfies StaffBodyLimits

export type CertificateActionData =
  | { form: 'issue'; values: Record<string, string>; errors: FieldErrors; error: string }
  | { form: 'batch'; error: string; problems: RowProblem[] }
  | { form: 'revoke'; id: string; error: string }

const answer = (value: CertificateActionData) => data<CertificateActionData>(value, { status: 400 })
const NOT_ISSUED = 'Nothing was issued. Please correct the fields marked below.'

function setListed(listed: boolean, now: Date) {
  return intent(ListingSchema, async ({ id }, { db }) => {
    const audit = await setCertificateSearchable(db, id, listed, now)
    if (!audit) throw data('No certificate has that identifier.', { status: 404 })
    contentChanged()
    return done(`${PAGE}?${listed ? 'listed' : 'unlisted'}=${id}`, { audit })
  })
}

/**
 * The certificates page's intents: issue (one certificate), batch (a CSV file, all or nothing), revoke (owners only),
 * list or unlist (the holder's answer to search engines). Revoking and listing hand their audit entries to `done`;
 * issuing writes its own inside the store's transaction.
 */
export function certificateIntents(now = new Date()) {
  const today = istToday(now)
  return {
    issue: intent(
      CertificateInputSchema,
      async (input, { db, user }) => {
        const checked = completeCertificate(input, await listCertificateCourses(), today)
        if (!checked.ok) {
          const values = postedValues({ ...input, searchable: input.searchable ? 'yes' : '' }, CERTIFICATE_FIELDS)
          return answer({ form: 'issue', values, errors: checked.errors, error: NOT_ISSUED })
        }
        const [cert] = await issueCertificates(db, user, [checked.value], now)
        contentChanged()
        return done(`${PAGE}?issued=${cert!.id}`)
      },
      {
        invalid: (errors, raw) =>
          answer({ form: 'issue', values: postedValues(raw, CERTIFICATE_FIELDS), errors, error: NOT_ISSUED }),
      },
    ),
    batch: intent(BatchSchema, async ({ csv: file }, { db, user }) => {
      if (!file) return answer({ form: 'batch', error: 'Choose the CSV file to upload.', problems: [] })
      if (file.size > MAX_CSV_BYTES)
        return answer({
          form: 'batch',
          error: 'That file is over 256 KB; split the batch into smaller files.',
          problems: [],
        })
      let csv: string
      try {
        csv = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer())
      } catch {
        return answer({
          form: 'batch',
          error: 'That file is not UTF-8 text. Save it from the spreadsheet as “CSV UTF-8”.',
          problems: [],
        })
      }
      const batch = readCertificateCsv(csv, await listCertificateCourses(), today)
      if (!batch.ok) return answer({ form: 'batch', ...batch })
      await issueCertificates(db, user, batch.items, now)
      contentChanged()
      return done(`${PAGE}?batch=${batch.items.length}`)
    }),
    revoke: intent(
      RevokeSchema,
      async ({ id, reason }, { db, user }) => {
        if (user.role !== 'owner')
          return data<CertificateActionData>(
            { form: 'revoke', id, error: staffCertificatesPage.revoke.ownersOnly },
            { status: 403 },
          )
        const result = await revokeCertificate(db, user, id, reason, now)
        if (!result.ok)
          return data<CertificateActionData>({ form: 'revoke', id, error: result.error }, { status: result.status })
        contentChanged()
        return done(`${PAGE}?revoked=${id}`, { audit: result.audit })
      },
      {
        invalid: (errors, raw) =>
          answer({ form: 'revoke', id: typeof raw.id === 'string' ? raw.id : '', error: firstMessage(errors) }),
      },
    ),
    list: setListed(true, now),
    unlist: setListed(false, now),
  }
}
