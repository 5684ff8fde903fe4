// The list half of the kit every published entity uses (profiles, testimonials, case studies, openings): the staff
// check, every item as stored, and the notice a save, move or delete left in the list's address (`?saved={id}`,
// `?moved={id}`, `?deleted=1`). Each list route is this and its rows (docs/architecture.md, "Published entities").
import type { Kysely } from 'kysely'
import { formatDate } from '~/lib/format'
import { getDatabase } from '~/server/db/database.server'
import type { Database } from '~/server/db/schema.server'
import { requireStaff } from '~/staff/shell/server/session.server'

/** A list's notices; an entity that cannot be moved or deleted has no such notice. */
interface NoticeCopy {
  saved: string
  moved?: string
  deleted?: string
}

/** A list page's loader, for owners and editors: its copy, the notice to show, and its rows from every stored item. */
export async function publishedList<T extends { id: string }, R, C extends NoticeCopy>(
  request: Request,
  list: { copy: C; read: (db: Kysely<Database>) => Promise<T[]>; name: (item: T) => string; rows: (all: T[]) => R },
) {
  await requireStaff(request)
  const all = await list.read((await getDatabase()).db)
  const params = new URL(request.url).searchParams
  const named = (key: string) => {
    const item = all.find((i) => i.id === params.get(key))
    return item ? list.name(item) : null
  }
  const { copy } = list
  const saved = named('saved')
  const moved = named('moved')
  const notice = saved
    ? `${saved}: ${copy.saved}`
    : moved && copy.moved
      ? `${moved}: ${copy.moved}`
      : params.has('deleted') && copy.deleted
        ? copy.deleted
        : null
  return { copy, notice, rows: list.rows(all) }
}

/** A row of an item published with consent: its name and the line under it, the consent day, shown or hidden. */
export function consentRow(item: { id: string; consentOn: string | null; shown: boolean }, name: string, line: string) {
  return { id: item.id, name, line, consent: item.consentOn ? formatDate(item.consentOn) : null, shown: item.shown }
}

/** Items split into the lists one value makes (a profile's kind, a testimonial's page), in the order of `keys`. */
export function inGroups<T, K extends string, R>(
  all: readonly T[],
  groupOf: (item: T) => K,
  keys: readonly K[],
  row: (item: T) => R,
) {
  return keys.map((key) => ({ key, rows: all.filter((item) => groupOf(item) === key).map(row) }))
}
