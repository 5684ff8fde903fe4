import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/staff.payments.statements'
import { STAFF_PRIMARY, StaffField, STAFF_INPUT } from '~/staff/shell/components/staff-fields'
import { staffPaths } from '~/content/staff-routes'
import { fillTemplate } from '~/lib/format'
import { MAX_UPLOAD_BYTES } from '~/lib/file-type'
import { countOf } from '~/lib/plural'
import { getDatabase } from '~/server/db/database.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { FeeReviewPanel } from '~/staff/fees/components/fee-review'
import { StatementLines } from '~/staff/fees/components/statement-lines'
import { statementsCopy as copy } from '~/staff/fees/content/statements'
import { IgnoreLineSchema, RecordLineSchema, UploadStatementSchema } from '~/staff/fees/forms/statement.schema'
import { refusalMessage } from '~/staff/fees/server/refusal.server'
import { feeReview } from '~/staff/fees/server/review.server'
import {
  findColumns,
  readStatementRows,
  statementLines,
  type StatementColumns,
} from '~/staff/fees/server/statement-parse.server'
import {
  bankNames,
  ignoreLine,
  importStatement,
  openLines,
  recordLine,
  savedColumns,
} from '~/staff/fees/server/statements.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { done, intent, staffAction } from '~/staff/shell/server/staff-action.server'

const PAGE = staffPaths.staffStatements

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const { db } = await getDatabase()
  const params = new URL(request.url).searchParams
  const [lines, banks] = await Promise.all([openLines(db), bankNames(db)])
  const count = (name: string) => Number(params.get(name) ?? 0)
  const notice =
    params.get('done') === 'import'
      ? fillTemplate(copy.upload.imported, {
          bank: params.get('bank') ?? '',
          added: countOf(count('added'), 'new credit'),
          already: count('already'),
          debits: countOf(count('debits'), 'withdrawal'),
        })
      : params.get('done') === 'record'
        ? fillTemplate(copy.open.recorded, { number: params.get('number') ?? '' })
        : params.get('done') === 'ignore'
          ? copy.open.ignored
          : null
  return { lines, banks, notice }
}

type UploadAnswer = { upload: { error: string; values: Record<string, string> } }

const refusedUpload = (error: string, values: Record<string, string>, status = 400) =>
  data<UploadAnswer>({ upload: { error, values } }, { status })

export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'staff',
    limits: {
      maxBytes: MAX_UPLOAD_BYTES + 16 * 1024,
      maxFieldBytes: 4 * 1024,
      files: ['statement'],
      maxFileBytes: MAX_UPLOAD_BYTES,
    },
    bodyError: (error) => refusedUpload(error.message, {}, error.status),
    intents: {
      upload: intent(
        UploadStatementSchema,
        async ({ bank, statement, ...typed }, { db, user }) => {
          const values = { bank, ...typed }
          const rows = await readStatementRows(new Uint8Array(await statement!.arrayBuffer()))
          if ('problem' in rows)
            return refusedUpload(
              fillTemplate(copy.problems[rows.problem], { max: 'max' in rows ? rows.max : '' }),
              values,
            )
          const named: StatementColumns | undefined =
            typed.date && typed.narration && typed.credit
              ? {
                  date: typed.date,
                  narration: typed.narration,
                  reference: typed.reference || null,
                  credit: typed.credit,
                }
              : undefined
          // The headers typed here, else those saved for the account, else the words banks use.
          let found = findColumns(rows, named ?? (await savedColumns(db, bank)))
          if ('problem' in found && !named) found = findColumns(rows)
          if ('problem' in found)
            return refusedUpload(
              fillTemplate(copy.problems['no-columns'], {
                headers: 'headers' in found ? found.headers.join(', ') || '—' : '—',
              }),
              values,
            )
          const statementRead = statementLines(bank, rows, found)
          if (statementRead.lines.length === 0) return refusedUpload(copy.problems['no-credits'], values)
          const result = await importStatement(
            db,
            { bank, columns: statementRead.columns, lines: statementRead.lines, by: user.email },
            new Date(),
          )
          const query = new URLSearchParams({
            done: 'import',
            bank,
            added: String(result.added),
            already: String(result.already),
            debits: String(statementRead.debits),
          })
          return done(`${PAGE}?${query}`, {
            audit: {
              action: 'statement-import',
              target: bank,
              detail: `${result.added} new credits, ${result.already} already imported`,
            },
          })
        },
        { invalid: (errors, raw) => refusedUpload(Object.values(errors)[0] ?? '', { bank: String(raw.bank ?? '') }) },
      ),
      record: intent(RecordLineSchema, async ({ lineId, enrolmentId, reportId, confirm }, { db, user }) => {
        const result = await recordLine(db, { lineId, enrolmentId, reportId, by: user.email }, new Date(), {
          review: !confirm,
        })
        if (!result.ok) return data({ error: { lineId, message: refusalMessage(result) } }, { status: 409 })
        if ('review' in result)
          return {
            review: await feeReview(
              db,
              {
                form: 'record',
                email: result.email,
                withdraws: false,
                fields: { lineId, enrolmentId, reportId: reportId ?? '' },
              },
              result.review,
            ),
          }
        return done(`${PAGE}?done=record&number=${encodeURIComponent(result.documentNumber)}`, {
          audit: {
            action: 'payment-record',
            target: result.documentNumber,
            detail: `from the bank statement (${lineId})`,
          },
        })
      }),
      ignore: intent(IgnoreLineSchema, async ({ lineId }, { db, user }) => {
        if (!(await ignoreLine(db, lineId, user.email)))
          return data(
            { error: { lineId, message: refusalMessage({ ok: false, reason: 'line-settled' }) } },
            { status: 409 },
          )
        return done(`${PAGE}?done=ignore`, { audit: { action: 'statement-ignore', target: lineId } })
      }),
    },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(copy.title)

export default function StatementsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, banks, notice } = loaderData
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const upload = actionData && 'upload' in actionData ? actionData.upload : null
  const review = actionData && 'review' in actionData ? actionData.review : null
  const error = actionData && 'error' in actionData ? actionData.error : null
  const values = upload?.values ?? {}
  return (
    <div>
      <p>
        <Link to={staffPaths.staffPayments} className="font-semibold text-indigo-800 underline underline-offset-4">
          {copy.back}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      {notice ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 font-semibold text-emerald-900"
        >
          {notice}
        </p>
      ) : null}
      {review ? <FeeReviewPanel review={review} backHref={PAGE} submitting={submitting} /> : null}
      <section aria-labelledby="upload-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="upload-title" className="text-xl font-bold text-slate-900">
          {copy.upload.heading}
        </h2>
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-3 grid gap-4 sm:grid-cols-2"
          key={JSON.stringify(values)}
        >
          {upload ? (
            <p role="alert" className="font-semibold text-red-700 sm:col-span-2">
              {upload.error}
            </p>
          ) : null}
          <StaffField id="statement-bank" label={copy.upload.bank} hint={copy.upload.bankHelp}>
            {(wiring) => (
              <>
                <input
                  {...wiring}
                  name="bank"
                  required
                  maxLength={80}
                  list="statement-banks"
                  defaultValue={values.bank ?? banks[0] ?? ''}
                  className={STAFF_INPUT}
                />
                <datalist id="statement-banks">
                  {banks.map((bank) => (
                    <option key={bank} value={bank} />
                  ))}
                </datalist>
              </>
            )}
          </StaffField>
          <StaffField id="statement-file" label={copy.upload.file} hint={copy.upload.fileHelp}>
            {(wiring) => (
              <input
                {...wiring}
                name="statement"
                type="file"
                required
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className={STAFF_INPUT}
              />
            )}
          </StaffField>
          <details className="sm:col-span-2" open={Boolean(upload?.error.includes('headers'))}>
            <summary className="cursor-pointer font-semibold text-slate-900">{copy.upload.columnsHeading}</summary>
            <p className="mt-1 text-sm text-slate-700">{copy.upload.columnsHelp}</p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {(['date', 'narration', 'reference', 'credit'] as const).map((name) => (
                <StaffField key={name} id={`statement-${name}`} label={copy.upload[name]}>
                  {(wiring) => (
                    <input {...wiring} name={name} maxLength={80} defaultValue={values[name]} className={STAFF_INPUT} />
                  )}
                </StaffField>
              ))}
            </div>
          </details>
          <div className="sm:col-span-2">
            <button type="submit" name="intent" value="upload" disabled={submitting} className={STAFF_PRIMARY}>
              {copy.upload.submit}
            </button>
          </div>
        </Form>
      </section>
      <StatementLines lines={lines} error={error} submitting={submitting} />
    </div>
  )
}
