import type { Route } from './+types/staff.operations'
import { OperationsView } from '~/staff/shell/components/operations-view'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { formatBytes } from '~/lib/file-type'
import { formatIst } from '~/lib/ist'
import { retentionDays } from '~/lib/retention'
import { requireOwner } from '~/staff/shell/server/session.server'
import { backupScheduleFromEnv, recentBackups } from '~/server/backup/schedule.server'
import { getDatabase } from '~/server/db/database.server'
import { lastJobRun } from '~/server/jobs.server'

function ago(iso: string, now: number): string {
  const hours = (now - Date.parse(iso)) / 3_600_000
  if (hours < 1) return `${Math.max(0, Math.round(hours * 60))} minutes ago`
  if (hours < 48) return `${Math.round(hours)} hours ago`
  return `${Math.round(hours / 24)} days ago`
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request)
  const { db } = await getDatabase()
  const [backups, retentionRun] = await Promise.all([recentBackups(db, 10), lastJobRun(db, 'retention')])
  const schedule = backupScheduleFromEnv()
  const now = Date.now()
  return {
    last: backups[0]
      ? { when: formatIst(backups[0].takenAt), ago: ago(backups[0].takenAt, now), size: formatBytes(backups[0].size) }
      : null,
    backups: backups.map((b) => ({
      file: b.file,
      when: formatIst(b.takenAt),
      size: formatBytes(b.size),
      encrypted: b.encrypted,
      takenBy: b.takenBy,
    })),
    schedule: schedule
      ? { dir: schedule.dir, everyHours: schedule.everyHours, keep: schedule.keep, encrypted: Boolean(schedule.key) }
      : null,
    retention: {
      fileDays: retentionDays.files,
      leadDays: retentionDays.leads,
      lastRun: retentionRun ? formatIst(retentionRun) : null,
    },
  }
}

export const meta: Route.MetaFunction = () => staffMeta(staffPagesCopy.operations.title)

export default function StaffOperations({ loaderData }: Route.ComponentProps) {
  return <OperationsView {...loaderData} />
}
