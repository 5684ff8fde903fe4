import { useNavigation } from 'react-router'
import type { Route } from './+types/staff.claims'
import { hasBasis } from '~/content/claims'
import { sitePaths } from '~/content/site-routes'
import { getDatabase } from '~/server/db/database.server'
import { readClaims } from '~/server/claims/store.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { StaffNotice } from '~/staff/shell/components/staff-table'
import { requireStaff } from '~/staff/shell/server/session.server'
import { staffAction } from '~/staff/shell/server/staff-action.server'
import { ClaimForm } from '~/staff/publishing/components/claim-form'
import { staffClaimsPage } from '~/staff/publishing/content/staff-claims'
import { claimFormValues, claimIntents, type ClaimActionData } from '~/staff/publishing/server/claims-editor.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request)
  const claims = await readClaims((await getDatabase()).db)
  const copy = staffClaimsPage
  return {
    copy,
    publicPage: sitePaths.ourNumbers,
    saved: new URL(request.url).searchParams.has('saved'),
    claims: claims.map((claim) => {
      const shown = hasBasis(claim)
      const missingCounts = claim.counts.trim() === ''
      const status = shown
        ? copy.shown
        : missingCounts && !claim.asOf
          ? copy.hidden.both
          : missingCounts
            ? copy.hidden.counts
            : copy.hidden.asOf
      return { values: claimFormValues(claim), shown, status }
    }),
  }
}

export async function action({ request }: Route.ActionArgs) {
  return staffAction({ request, gate: 'staff', intents: claimIntents() })
}

export const meta: Route.MetaFunction = () => staffMeta(staffClaimsPage.title)

export default function StaffClaims({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, publicPage, saved, claims } = loaderData
  const failed = actionData as ClaimActionData | undefined
  const submitting = useNavigation().state === 'submitting'
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      <p className="mt-2">
        <a href={publicPage} className="font-semibold text-indigo-800 underline underline-offset-2">
          {copy.publicPage}
        </a>
      </p>
      {saved && !failed ? <StaffNotice>{copy.saved}</StaffNotice> : null}
      <div className="mt-6 space-y-6">
        {claims.map((claim) => {
          const mine = failed?.id === claim.values.id ? failed : undefined
          const values = mine?.values ?? claim.values
          return (
            <ClaimForm
              key={`${claim.values.id}:${JSON.stringify(values)}`}
              copy={copy}
              title={`${claim.values.figure} ${claim.values.label}`}
              values={values}
              status={claim.status}
              shown={claim.shown}
              errors={mine?.errors ?? {}}
              submitting={submitting}
            />
          )
        })}
      </div>
    </>
  )
}
