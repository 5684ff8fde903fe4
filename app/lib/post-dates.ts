const IST_OFFSET_MS = 330 * 60 * 1000

/** An instant's calendar date in India ('2025-01-01T03:30:00Z' → '2025-01-01'), for formatDate and <time>. */
export function istDate(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/** An instant as the value of a datetime-local field in IST ('2026-03-02T09:00'). */
export function toIstLocalInput(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16)
}

/** A datetime-local value read as IST ('2026-03-02T09:00' → that instant); undefined when it is not a valid time. */
export function fromIstLocalInput(value: string): Date | undefined {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(value)) return undefined
  const date = new Date(`${value}${value.length === 16 ? ':00' : ''}+05:30`)
  return Number.isNaN(date.getTime()) ? undefined : date
}
