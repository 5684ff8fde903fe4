import { redirect } from 'react-router'
import type { Route } from './+types/staff.logout'
import { recordAudit } from '~/server/audit.server'
import { requireStaff, signOut } from '~/staff/server/auth.server'
import { getDatabase } from '~/server/db/database.server'

/** Sign-out is a POST (a link or prefetch must not sign anyone out); GET only sends staff back to the inbox. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { beforeSecondFactor: true })
  return redirect('/staff')
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, { beforeSecondFactor: true })
  const { db } = await getDatabase()
  await recordAudit(db, user, 'sign-out')
  return redirect('/staff/login', { status: 303, headers: { 'Set-Cookie': await signOut(request) } })
}
