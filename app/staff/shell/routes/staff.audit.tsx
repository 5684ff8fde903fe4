import type { Route } from './+types/staff.audit'
import { AuditView } from '~/staff/shell/components/audit-view'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { AUDIT_ACTIONS, isAuditAction } from '~/lib/audit-actions'
import { formatIst } from '~/lib/ist'
import { AUDIT_PAGE_SIZE, listAudit, listAuditActors } from '~/staff/shell/server/audit-log.server'
import { requireOwner } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request)
  const params = new URL(request.url).searchParams
  const actor = params.get('actor')?.slice(0, 254) || ''
  const action = params.get('action') ?? ''
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1))
  const { db } = await getDatabase()
  const [{ entries, total }, actors] = await Promise.all([
    listAudit(db, { actor: actor || undefined, action: isAuditAction(action) ? action : undefined, page }),
    listAuditActors(db),
  ])
  return {
    filter: { actor, action: isAuditAction(action) ? action : '' },
    actors,
    actions: Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
    page,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    total,
    entries: entries.map((e) => ({
      id: e.id,
      when: formatIst(e.at),
      who: e.actorEmail ?? staffPagesCopy.audit.system,
      what: AUDIT_ACTIONS[e.action] ?? e.action,
      target: e.target ?? '',
      detail: e.detail ?? '',
    })),
  }
}

export const meta: Route.MetaFunction = () => staffMeta(staffPagesCopy.audit.title)

export default function StaffAudit({ loaderData }: Route.ComponentProps) {
  return <AuditView {...loaderData} />
}
