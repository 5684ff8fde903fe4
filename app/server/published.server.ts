// What the read modules of published items share (profiles, testimonials, case studies: app/server/<entity>/
// current.server.ts): the fields staff keep beside what visitors see, read from the columns every such table has, and
// what visitors see of a people's list.

/** An item as staff keep it: its place in its list, the day consent to publish was recorded, shown or not, its save. */
export type Published<T> = T & {
  position: number
  consentOn: string | null
  shown: boolean
  updatedAt: string
}

/** Those fields of a stored row (`shown` is 1 or 0; PostgreSQL may return numbers as strings). */
export function publishedFields(row: {
  position: number | string
  consent_on: string | null
  shown: number | string
  updated_at: string
}): Published<object> {
  return {
    position: Number(row.position),
    consentOn: row.consent_on,
    shown: Number(row.shown) === 1,
    updatedAt: row.updated_at,
  }
}

/**
 * What visitors see of a list split in groups (a profile's kind, a testimonial's page): the items shown with a consent
 * date, in staff's order, as `publicOf` gives them. The store never saves a shown one without consent; the check here
 * keeps a hand-edited row off the site too.
 */
export function shownByGroup<T extends Published<object>, K extends string, P>(
  all: readonly T[],
  groupOf: (item: T) => K,
  keys: readonly K[],
  publicOf: (item: T) => P,
): Record<K, P[]> {
  const shown = all.filter((item) => item.shown && item.consentOn)
  return Object.fromEntries(
    keys.map((key) => [key, shown.filter((item) => groupOf(item) === key).map(publicOf)]),
  ) as Record<K, P[]>
}
