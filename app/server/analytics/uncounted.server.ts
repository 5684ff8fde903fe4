// A stub with the agreed interface (issue 53): the counting side writes the real figures; until it is merged, nothing
// is reported as left out.
import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'

export interface UncountedFigures {
  bots: number
  overRate: number
  visitorCap: number
  notFound: number
  folded: number
}

/** Views and visitors not counted between two India days (inclusive), by why. */
export async function uncountedFigures(db: Kysely<Database>, from: string, to: string): Promise<UncountedFigures> {
  void db
  void from
  void to
  return { bots: 0, overRate: 0, visitorCap: 0, notFound: 0, folded: 0 }
}
