import { data, Link, useNavigation } from 'react-router'
import type { Route } from './+types/staff.payments'
import { staffPaths } from '~/content/staff-routes'
import { fillTemplate } from '~/lib/format'
import { financialYearOf } from '~/lib/gst'
import { financialYearStart } from '~/staff/fees/lib/payment-day'
import { istToday } from '~/lib/ist'
import { getDatabase } from '~/server/db/database.server'
import { pendingReports, rejectReport } from '~/server/fees/pay-reports.server'
import { requireStaff } from '~/staff/shell/server/session.server'
import { FeeReviewPanel } from '~/staff/fees/components/fee-review'
import { LedgerView } from '~/staff/fees/components/ledger-view'
import { ToConfirm } from '~/staff/fees/components/to-confirm'
import { GatewayAttention } from '~/staff/fees/components/gateway-attention'
import { gatewayAttention } from '~/staff/fees/server/gateway-refunds.server'
import { gatewaySettings } from '~/server/gateway/gateway-settings.server'
import { staffFeesCopy } from '~/staff/fees/content/staff-fees'
import { ConfirmReportSchema, RejectReportSchema } from '~/staff/fees/forms/fee.schema'
import { ledgerFilterOf } from '~/staff/fees/forms/ledger.schema'
import { outstandingFees } from '~/server/fees/outstanding.server'
import { ledgerRows, ledgerTotals } from '~/staff/fees/server/ledger-view.server'
import { confirmReport } from '~/staff/fees/server/pay-report-confirm.server'
import { refusalMessage } from '~/staff/fees/server/refusal.server'
import { feeReview } from '~/staff/fees/server/review.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { done, intent, staffAction } from '~/staff/shell/server/staff-action.server'

const words = staffFeesCopy.toConfirm

/** The ledger: owners and editors read it; money is recorded on each student's fee page or confirmed from "To confirm". */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request)
  const { db } = await getDatabase()
  const url = new URL(request.url)
  const filter = ledgerFilterOf(url.searchParams)
  const today = istToday(new Date())
  const [rows, totals, outstanding, batches, reports] = await Promise.all([
    ledgerRows(db, filter),
    ledgerTotals(db, filter),
    outstandingFees(db, today),
    db.selectFrom('batches').select('code').orderBy('starts_on', 'desc').execute(),
    pendingReports(db),
  ])
  const start = Number(financialYearStart(today).slice(0, 4))
  const number = url.searchParams.get('number') ?? ''
  const notice =
    url.searchParams.get('done') === 'report'
      ? fillTemplate(words.confirmed, { number })
      : url.searchParams.get('done') === 'reject'
        ? words.rejected
        : null
  return {
    gateway: gatewaySettings() ? await gatewayAttention(db) : null,
    filter,
    rows,
    totals,
    outstanding,
    reports,
    notice,
    today,
    owner: user.role === 'owner',
    choices: {
      // This financial year and the two before it, each named by the one label function.
      years: [0, 1, 2].map((back) => financialYearOf(`${start - back}-04-01`)),
      batches: batches.map((b) => b.code),
    },
    csvHref: `${staffPaths.staffPaymentsExport}${url.search}`,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const back = (what: 'report' | 'reject', number = '') =>
    `${staffPaths.staffPayments}?done=${what}${number ? `&number=${encodeURIComponent(number)}` : ''}#to-confirm-title`
  const refused = (reportId: string, result: Parameters<typeof refusalMessage>[0]) =>
    data({ error: { reportId, message: refusalMessage(result) } }, { status: 409 })
  return staffAction({
    request,
    gate: 'staff',
    intents: {
      report: intent(ConfirmReportSchema, async ({ reportId, confirm }, { db, user }) => {
        const result = await confirmReport(db, { id: reportId, by: user.email }, new Date(), { review: !confirm })
        if (!result.ok) return refused(reportId, result)
        if ('review' in result) {
          const fields = { reportId }
          return {
            review: await feeReview(
              db,
              { form: 'report', email: result.email, withdraws: false, fields },
              result.review,
            ),
          }
        }
        return done(back('report', result.documentNumber), {
          audit: {
            action: 'payment-record',
            target: result.documentNumber,
            detail: `reported by the student (${reportId})`,
          },
        })
      }),
      reject: intent(RejectReportSchema, async ({ reportId, reason }, { db, user }) => {
        const result = await rejectReport(db, { id: reportId, reason, by: user.email })
        if (!result.ok)
          return refused(reportId, {
            ok: false,
            reason: result.reason === 'settled' ? 'report-settled' : 'report-unknown',
          })
        return done(back('reject'), { audit: { action: 'pay-report-reject', target: reportId, detail: reason } })
      }),
    },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(staffFeesCopy.ledger.title)

export default function StaffPayments({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { reports, notice, gateway, ...ledger } = loaderData
  const review = actionData && 'review' in actionData ? actionData.review : null
  const error = actionData && 'error' in actionData ? actionData.error : null
  return (
    <LedgerView {...ledger}>
      {notice ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 font-semibold text-emerald-900"
        >
          {notice}
        </p>
      ) : null}
      {review ? (
        <FeeReviewPanel
          review={review}
          backHref={staffPaths.staffPayments}
          submitting={navigation.state === 'submitting'}
        />
      ) : null}
      <ToConfirm reports={reports} error={error} submitting={navigation.state === 'submitting'} />
      <p className="mt-3 text-slate-800">
        {words.statementsLead}{' '}
        <Link to={staffPaths.staffStatements} className="font-semibold text-indigo-800 underline underline-offset-4">
          {words.statements}
        </Link>
      </p>
      {gateway ? <GatewayAttention {...gateway} /> : null}
    </LedgerView>
  )
}
