import { SEARCH_LIMITS } from '~/staff/forms/limits'
import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { STAFF_INPUT, STAFF_PRIMARY, STAFF_SECONDARY, StaffField } from './staff-field'
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

export interface PeopleData {
  q: string
  queryError: string | null
  rows: PersonRow[]
  /** The email the owner types to confirm an erasure. */
  confirmEmail: string | null
  /** Earlier erasures of this person's email, as times. */
  erasedBefore: string[]
  /** After an erasure: what went. */
  erased: string | null
}

const SECTION = 'mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm'

/** Owners answer a person's request for a copy or for erasure of their data. Works without scripts. */
export function PeopleView({
  data: { q, queryError, rows, confirmEmail, erasedBefore, erased },
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
            {rows.length === 0
              ? 'Nothing is stored for this person'
              : rows.length === 1
                ? '1 submission'
                : `${rows.length} submissions`}
          </h2>
          {erasedBefore.length > 0 ? (
            <p className="mt-2 text-slate-700">This person’s data was erased before: {erasedBefore.join('; ')}.</p>
          ) : null}
          {rows.length > 0 ? (
            <ul className="mt-3 divide-y divide-slate-200">
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
          ) : null}
        </section>
      ) : null}

      {rows.length > 0 && confirmEmail ? (
        <>
          <section aria-labelledby="export-heading" className={SECTION}>
            <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
              Export their data
            </h2>
            <p className="mt-2 text-slate-700">
              One ZIP file: <code>data.json</code> with every submission above, its fields and notes, and their uploaded
              files. Send it to the person’s own email address only.
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
              Deletes every submission above with its files, notes and mail, at once and for good; it leaves the inbox,
              the CSV exports and search. The audit log keeps a keyed hash of the email, never the email, so a repeated
              request is recognised. Backups keep it until they are rotated out.
            </p>
            <Form method="post" className="mt-3 space-y-3" noValidate>
              <FormAlert message={eraseError} />
              <input type="hidden" name="q" value={q} />
              <StaffField id="erase-confirm" label={`Type ${confirmEmail} to confirm`} className="w-full sm:w-96">
                {(wiring) => (
                  <input {...wiring} name="confirm" type="email" autoComplete="off" required className={STAFF_INPUT} />
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
