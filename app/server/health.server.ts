import { sql } from 'kysely'
import { getDatabase } from './db/database.server'

export interface Health {
  status: 200 | 503
  body: { status: 'ok'; database: string } | { status: 'error'; database: 'unavailable' }
}

/**
 * Whether the server and its database answer. The production server calls it before Express (http/fast-path.ts), so
 * /healthz stays cheap while the server is busy; the /healthz route answers the same for anything else.
 */
export async function checkHealth(): Promise<Health> {
  try {
    const { db, engine } = await getDatabase()
    await sql`select 1`.execute(db)
    return { status: 200, body: { status: 'ok', database: engine } }
  } catch {
    return { status: 503, body: { status: 'error', database: 'unavailable' } }
  }
}
