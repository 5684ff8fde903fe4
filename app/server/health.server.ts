import { getDatabase } from './db/database.server'

export interface Health {
  status: 200 | 503
  body:
    | {
        status: 'ok'
        database: string
        /** Hours since the newest backup (npm run backup or the schedule), or null when none was ever recorded. */
        backupAgeHours: number | null
      }
    | { status: 'error'; database: 'unavailable' }
}

/**
 * Whether the server and its database answer. The production server calls it before Express (http/fast-path.ts), so
 * /healthz stays cheap while the server is busy; the /healthz route answers the same for anything else. The one
 * query (the newest backup's time, by index) is the database ping; an old or missing backup never fails the check.
 */
export async function checkHealth(now = Date.now()): Promise<Health> {
  try {
    const { db, engine } = await getDatabase()
    const row = await db
      .selectFrom('backups')
      .select((eb) => eb.fn.max('taken_at').as('last'))
      .executeTakeFirst()
    const last = row?.last ? Date.parse(row.last) : undefined
    const backupAgeHours = last === undefined ? null : Math.round(((now - last) / 3_600_000) * 10) / 10
    return { status: 200, body: { status: 'ok', database: engine, backupAgeHours } }
  } catch {
    return { status: 503, body: { status: 'error', database: 'unavailable' } }
  }
}
