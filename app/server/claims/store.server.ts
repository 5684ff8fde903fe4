import type { Kysely } from 'kysely'
import { CLAIM_IDS, type Claim, type ClaimId } from '~/content/claims'
import type { Database } from '../db/schema.server'

const known = new Set<string>(CLAIM_IDS)

/** Every claim in staff's order, as the store keeps it (a row whose id the code no longer names is left out). */
export async function readClaims(db: Kysely<Database>): Promise<Claim[]> {
  const rows = await db.selectFrom('claims').selectAll().orderBy('position').orderBy('id').execute()
  return rows
    .filter((row) => known.has(row.id))
    .map((row) => ({
      id: row.id as ClaimId,
      figure: row.figure,
      label: row.label,
      counts: row.counts,
      asOf: row.as_of,
      sourceUrl: row.source_url,
    }))
}
