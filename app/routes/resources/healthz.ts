import { sql } from 'kysely'
import { getDatabase } from '~/server/db/database.server'

/** 200 when the server and its database answer; 503 otherwise. */
export async function loader() {
  try {
    const { db, engine } = await getDatabase()
    await sql`select 1`.execute(db)
    return Response.json({ status: 'ok', database: engine }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return Response.json(
      { status: 'error', database: 'unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
