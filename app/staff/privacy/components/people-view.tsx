import { SEARCH_LIMITS } from '~/staff/shell/forms/limits'
import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { STAFF_INPUT, STAFF_PRIMARY, STAFF_SECONDARY, StaffField } from '~/staff/shell/components/staff-fields'
import { staffPaths } from '~/content/staff-routes'

export interface PersonRow {
  id: string
  form: string
  received: string
  name: string
  email: string
  phone: string
  status: string
  files: number
}

export interface PersonCertificateRow {
  id: string
  holderName: string
  course: string
  issued: string
  revoked: boolean
}

export interface PeopleData {
  q: string
  queryError: string | null
  rows: PersonRow[]
  certificates: PersonCertificateRow[]
  /** Every distinct email among the rows and certificates: the owner types each to confirm an erasure. */
  emails: string[]
  /** What the page listed, sent back with an erasure so that nothing else is erased. */
  fingerprint: string | null
  /** Earlier erasures of this person's email, as times. */
  erasedBefore: string[]
  /** After an erasure: what went. */
  erased: string | null
}

const SECTION = 'mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm'

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`)

/** "2 submissions", "1 certificate", "2 submissions and 1 certificate". */
function foundHeading(submissions: number, certificates: number): string {
  if (submissions === 0 && certificates === 0) return 'Nothing is stored for this person'
  return [
    submissions > 0 ? count(submissions, 'submission', 'submissions') : '',
    certificates > 0 ? count(certificates, 'certificate', 'certificates') : '',
  ]
    .filter(Boolean)
    .join(' and ')
}

/** Owners answer a person's request for a copy or for erasure of their data. Works without scripts. */
export function PeopleView({
  data: { q, queryError, rows, certificates, emails, fingerprint, erasedBefore, erased },
  eraseError,
  submitting,
}: {
  data: PeopleData
  eraseError?: string
  submitting: boolean
}) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Data requests</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        When a person asks for a copy of their data or for its erasure, find them by the email or phone number they
        used. The privacy policy promises an answer within 30 days.
      </p>
      {erased ? (
        <p role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900">
          {erased}
        </p>
      ) : null}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <StaffField id="person-q" label="Email or phone" error={queryError ?? undefined} className="w-full sm:w-96">
          {(wiring) => (
            <input
              {...wiring}
              name="q"
              type="search"
              maxLength={SEARCH_LIMITS.people}
              defaultValue={q}
              className={STAFF_INPUT}
            />
          )}
        </StaffField>
        <button type="submit" className={STAFF_PRIMARY}>
          Find
        </button>
      </Form>

      {q && !queryError ? (
        <section aria-labelledby="found-heading" className={SECTION}>
          <h2 id="found-heading" className="text-lg font-semibold text-slate-900">
            {foundHeading(rows.length, certificates.length)}
          </h2>
          {erasedBefore.length > 0 ? (
            <p className="mt-2 text-slate-700">This person’s data was erased before: {erasedBefore.join('; ')}.</p>
          ) : null}
          {rows.length > 0 ? (
            <>
              <h3 id="found-submissions" className="mt-4 font-semibold text-slate-900">
                Submissions
              </h3>
              <ul aria-labelledby="found-submissions" className="mt-1 divide-y divide-slate-200">
                {rows.map((row) => (
                  <li key={row.id} className="py-2 text-sm">
                    <p className="font-semibold text-slate-900">
                      {row.name} · {row.form} · {row.status}
                    </p>
                    <p className="text-slate-700">
                      <span className="break-all">{row.email}</span> · {row.phone} · received {row.received} ·{' '}
                      {row.files === 1 ? '1 file' : `${row.files} files`}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {certificates.length > 0 ? (
            <>
              <h3 id="found-certificates" className="mt-4 font-semibold text-slate-900">
                Certificates
              </h3>
              <ul aria-labelledby="found-certificates" className="mt-1 divide-y divide-slate-200">
                {certificates.map((cert) => (
                  <li key={cert.id} className="py-2 text-sm">
                    <p className="font-semibold text-slate-900">
                      {cert.holderName} · {cert.course}
                      {cert.revoked ? ' · revoked' : ''}
                    </p>
                    <p className="text-slate-700">
                      {cert.id} · issued {cert.issued}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      {emails.length > 0 && fingerprint ? (
        <>
          <section aria-labelledby="export-heading" className={SECTION}>
            <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
              Export their data
            </h2>
            <p className="mt-2 text-slate-700">
              One ZIP file: <code>data.json</code> with everything listed above (each submission with its fields, notes
              and replies, each certificate) and their uploaded files. Send it to the person’s own email address only.
            </p>
            <form method="post" action={staffPaths.staffPeopleExport} className="mt-3">
              <input type="hidden" name="q" value={q} />
              <button type="submit" className={STAFF_SECONDARY}>
                Export their data
              </button>
            </form>
          </section>
          <section aria-labelledby="erase-heading" className={SECTION}>
            <h2 id="erase-heading" className="text-lg font-semibold text-slate-900">
              Erase their data
            </h2>
            <p className="mt-2 text-slate-700">
              Deletes everything listed above, at once and for good: each submission with its files, notes, replies,
              timeline and mail, and each certificate with its mail (its verify page then says it does not exist). It
              leaves the inbox, the CSV exports and search, and the database files. The audit log keeps a keyed hash of
              each email, never the email, so a repeated request is recognised. Backups taken before keep it until they
              are rotated out.
            </p>
            <p id="erase-emails-heading" className="mt-3 font-semibold text-slate-900">
              {emails.length === 1 ? 'The email it belongs to:' : `The ${emails.length} emails it belongs to:`}
            </p>
            <ul aria-labelledby="erase-emails-heading" className="mt-1 list-disc pl-6 text-slate-700">
              {emails.map((email) => (
                <li key={email} className="break-all">
                  {email}
                </li>
              ))}
            </ul>
            <Form method="post" className="mt-3 space-y-3" noValidate>
              <FormAlert message={eraseError} />
              <input type="hidden" name="q" value={q} />
              <input type="hidden" name="fingerprint" value={fingerprint} />
              <StaffField
                id="erase-confirm"
                label={`Type ${emails.join(', ')} to confirm`}
                hint={
                  emails.length > 1
                    ? `All ${emails.length} emails, separated by commas or spaces: the data of each is erased.`
                    : undefined
                }
                className="w-full sm:w-96"
              >
                {(wiring) => (
                  <input
                    {...wiring}
                    name="confirm"
                    type="text"
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    className={STAFF_INPUT}
                  />
                )}
              </StaffField>
              <button type="submit" name="intent" value="erase" disabled={submitting} className={STAFF_PRIMARY}>
                Erase their data
              </button>
            </Form>
          </section>
        </>
      ) : null}
    </>
  )
}
