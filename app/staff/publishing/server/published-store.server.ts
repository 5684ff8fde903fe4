// The store half of the kit every published entity uses (profiles, testimonials, case studies and their screenshots,
// job openings): a save or delete in one transaction with the site version, the consent rule, the photo that a new
// one replaces, the place at the end of a list and the move up or down in it, and the audit entries scrubbed of a
// person who is deleted. Each entity's store is its columns and these calls (docs/architecture.md, "Published
// entities").
import { sql, type Kysely, type Transaction } from 'kysely'
import type { AuditAction } from '~/lib/audit-actions'
import type { Database } from '~/server/db/schema.server'
import { insertMedia, mediaId } from '~/staff/publishing/server/media.server'
import { bumpSiteVersion } from '~/server/site-content.server'

/** Thrown when an item would be shown without the day consent to publish it was recorded: the server never does. */
export class ConsentMissingError extends Error {}

/** The consent rule: refuses to show an item without a consent date (`message` says which item). */
export function requireConsent(fields: { shown: boolean; consentOn: string | null }, message: string): void {
  if (fields.shown && !fields.consentOn) throw new ConsentMissingError(message)
}

/** An uploaded photo, already checked and resized. */
export interface PublishedPhoto {
  contentType: string
  data: Uint8Array
}

/**
 * `work` and the site version in one transaction, so every server shows the change within about a second. A work that
 * finds nothing to change says so by returning undefined or false, and the version stays.
 */
export function publish<T>(
  db: Kysely<Database>,
  now: Date,
  work: (trx: Transaction<Database>, at: string) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await work(trx, now.toISOString())
    if (result !== undefined && result !== false) await bumpSiteVersion(trx, now)
    return result
  })
}

/** Deletes the bytes of these uploaded images (a built-in image's address has none); true when there were some. */
export async function deleteMedia(trx: Transaction<Database>, urls: readonly (string | null | undefined)[]) {
  const ids = urls.map(mediaId).filter((id) => id !== undefined)
  if (ids.length > 0) await trx.deleteFrom('post_images').where('id', 'in', ids).execute()
  return ids.length > 0
}

/**
 * The photo address after a save: the new photo stored, or none when `removePhoto`, else the current one. The bytes
 * of a photo it replaces or removes are deleted in the same transaction.
 */
export async function savePhoto(
  trx: Transaction<Database>,
  current: string | null | undefined,
  change: { photo?: PublishedPhoto; removePhoto?: boolean },
  at: string,
): Promise<string | null> {
  let url = change.removePhoto ? null : (current ?? null)
  if (change.photo) url = await insertMedia(trx, change.photo, at)
  if (url !== current) await deleteMedia(trx, [current])
  return url
}

/** What the audit line says of a photo on a save: added, replaced, removed, or nothing. */
export function photoChange(had: boolean, change: { photo?: unknown; removePhoto?: boolean }): string | null {
  if (change.photo) return had ? 'photo: replaced' : 'photo: added'
  return change.removePhoto && had ? 'photo: removed' : null
}

/** The tables of people's own words and faces: a profile, a testimonial. */
type Personal = 'people' | 'testimonials'
/** The columns every person's item has; the rest are its entity's own. */
type PersonColumn = 'name' | 'role' | 'linkedin_url' | 'photo_url' | 'consent_on' | 'shown' | 'updated_at'

/**
 * Adds a person's item (`input.id` undefined) at the end of its list, or saves one (to the end of its new list when
 * its `group` column changed), with its new photo if any (the bytes of the one it replaces are deleted) and the site
 * version, in one transaction; `removePhoto` drops the photo. Refuses to show one without a consent date (`consent`
 * says so). `own` is the entity's columns besides a person's: name, role, LinkedIn, photo, consent and shown.
 */
export async function savePerson<T extends Personal>(
  db: Kysely<Database>,
  table: T,
  entity: { noun: string; group: 'kind' | 'page'; consent: string },
  input: {
    id?: string
    fields: { name: string; role: string; linkedin: string | null; consentOn: string | null; shown: boolean }
    photo?: PublishedPhoto
    removePhoto?: boolean
  },
  own: Omit<Columns<T>, PersonColumn>,
  now: Date,
): Promise<string> {
  const { fields: f } = input
  requireConsent(f, entity.consent)
  return publish(db, now, (trx, at) =>
    saveListed(trx, table, { id: input.id, noun: entity.noun, at, group: entity.group }, async (existing) => {
      const person = {
        name: f.name,
        role: f.role,
        linkedin_url: f.linkedin,
        photo_url: await savePhoto(trx, (existing as { photo_url: string | null } | undefined)?.photo_url, input, at),
        consent_on: f.consentOn,
        shown: f.shown ? 1 : 0,
        updated_at: at,
      }
      return { ...own, ...person } as Columns<T>
    }),
  )
}

/**
 * Deletes a person's item with its photo's bytes, and clears the person from the audit entries `audit.actions` wrote
 * about it (`audit.target` names it by the person, `audit.as` is what they say instead). The row as it was and
 * whether it had an uploaded photo, or undefined when there is no such item.
 */
export async function deletePublished<T extends Personal>(
  trx: Transaction<Database>,
  table: T,
  id: string,
  audit: { actions: readonly AuditAction[]; target: (name: string) => string; as: string },
): Promise<{ row: Database[T]; photo: boolean } | undefined> {
  // Both tables have id, name and photo_url; Kysely is told one of them, the row comes typed by T.
  const t = table as 'people'
  const row = await trx.selectFrom(t).selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const photo = await deleteMedia(trx, [row.photo_url])
  await trx.deleteFrom(t).where('id', '=', id).execute()
  await scrubAudit(trx, { actions: audit.actions, target: audit.target(row.name), as: audit.as })
  return { row: row as Database[T], photo }
}

/**
 * Clears a deleted item's person from the audit log: the entries `actions` wrote about `target` keep what staff did
 * but no longer name or quote the person.
 */
export async function scrubAudit(
  trx: Transaction<Database>,
  entry: { actions: readonly AuditAction[]; target: string; as: string },
): Promise<void> {
  await trx
    .updateTable('audit_log')
    .where('action', 'in', entry.actions)
    .where('target', '=', entry.target)
    .set({ target: entry.as, detail: null })
    .execute()
}

/** The tables whose rows staff order by hand, and the column (if any) that splits one into lists. */
type Ordered = 'people' | 'testimonials' | 'case_studies' | 'case_study_screenshots'
type Group = { column: 'kind' | 'page' | 'case_study_id'; value: string } | undefined

// Every ordered table has `id` and `position`; Kysely is told one of them so that those two columns type-check.
const ordered = (trx: Transaction<Database>, table: Ordered) => trx.selectFrom(table as 'people')
const inGroup = (group: Group) =>
  group ? sql<boolean>`${sql.ref(group.column)} = ${group.value}` : sql<boolean>`1 = 1`

/** The position after the last row of a list (0 for the first). */
export async function nextPosition(trx: Transaction<Database>, table: Ordered, group?: Group): Promise<number> {
  const last = await ordered(trx, table)
    .select((eb) => eb.fn.max('position').as('position'))
    .where(inGroup(group))
    .executeTakeFirst()
  return Number(last?.position ?? -1) + 1
}

/**
 * Swaps a row with its neighbour above or below in its list. Returns its places (1 first) before and after, or
 * undefined when it is already first or last (or not in the list).
 */
export async function moveInList(
  trx: Transaction<Database>,
  table: Ordered,
  group: Group,
  id: string,
  direction: 'up' | 'down',
): Promise<{ from: number; to: number } | undefined> {
  const rows = await ordered(trx, table)
    .select(['id', 'position'])
    .where(inGroup(group))
    .orderBy('position')
    .orderBy('id')
    .execute()
  const from = rows.findIndex((row) => row.id === id)
  const to = from + (direction === 'up' ? -1 : 1)
  if (from < 0 || to < 0 || to >= rows.length) return undefined
  // Positions are rewritten 0, 1, 2… in the new order, so ties or gaps left by moves between lists never block a swap.
  const order = rows.map((row) => row.id)
  ;[order[from], order[to]] = [order[to]!, order[from]!]
  for (const [position, rowId] of order.entries())
    await trx
      .updateTable(table as 'people')
      .set({ position })
      .where('id', '=', rowId)
      .execute()
  return { from: from + 1, to: to + 1 }
}

type Listed = 'people' | 'testimonials' | 'case_studies'
type Columns<T extends Listed> = Omit<Database[T], 'id' | 'position' | 'created_at' | 'slug'>

/**
 * Adds a row (`id` undefined) at the end of its list, or saves one, kept in its place unless its `group` column
 * changed (then it goes to the end of its new list). `values` gives the columns from the row as stored (undefined for a
 * new one); `insert` adds what only a new row sets (a case study's address). Throws when `id` names no row.
 */
export async function saveListed<T extends Listed>(
  trx: Transaction<Database>,
  table: T,
  input: { id?: string; noun: string; at: string; group?: 'kind' | 'page'; insert?: { slug: string } },
  values: (existing: Database[T] | undefined) => Promise<Columns<T>>,
): Promise<string> {
  // The three tables share id, position and the timestamps; Kysely is told one of them, the columns come typed by T.
  const t = table as 'people'
  const existing = input.id
    ? ((await trx.selectFrom(t).selectAll().where('id', '=', input.id).executeTakeFirst()) as Database[T] | undefined)
    : undefined
  if (input.id && !existing) throw new Error(`No ${input.noun} ${input.id}`)
  const set = await values(existing)
  const field = (row: object, column: string) => (row as Record<string, string>)[column]!
  const group = input.group ? { column: input.group, value: field(set, input.group) } : undefined
  const stays = existing && (!group || field(existing, group.column) === group.value)
  const position = stays ? Number(existing.position) : await nextPosition(trx, table, group)
  if (existing) {
    await trx
      .updateTable(t)
      .set({ ...set, position } as never)
      .where('id', '=', existing.id)
      .execute()
    return existing.id
  }
  const id = crypto.randomUUID()
  await trx
    .insertInto(t)
    .values({ id, position, ...input.insert, ...set, created_at: input.at } as never)
    .execute()
  return id
}
