// India time (IST: UTC+05:30 all year, no daylight saving), in one place: an instant's day and hour in India, a day
// and clock time in India as an instant, the datetime-local fields staff type in, and the staff side's readable time.
// One of lib's base helpers: it imports nothing of the app, so content may use it (a batch begins at midnight in
// India).

/** India's offset from UTC as ISO 8601 writes it, and in milliseconds. */
const IST_OFFSET = '+05:30'
const IST_OFFSET_MS = 330 * 60 * 1000

/** An instant's calendar date in India ('2025-01-01T18:30:00Z' → '2025-01-02'), for formatDate and <time>. */
export function istDate(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/** India's calendar day at `now` ('YYYY-MM-DD'). */
export function istToday(now: Date): string {
  return istDate(now.toISOString())
}

/** The instant the India day after `now` begins. */
export function nextIstMidnight(now: Date): Date {
  return new Date(Date.parse(`${istToday(now)}T00:00:00.000Z`) + 86_400_000 - IST_OFFSET_MS)
}

/** The hour of the day in India at `now` (0–23). */
export function istHour(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCHours()
}

/** A day and a clock time in India, written with the offset: ('2026-12-31', '23:59:59') → '2026-12-31T23:59:59+05:30'. */
export function istDateTime(day: string, time = '00:00:00'): string {
  return `${day}T${time}${IST_OFFSET}`
}

/** An instant as the value of a datetime-local field in India ('2026-03-02T09:00'). */
export function toIstLocalInput(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16)
}

/** A datetime-local value read as India time ('2026-03-02T09:00' → that instant); undefined when it is not one. */
export function fromIstLocalInput(value: string): Date | undefined {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(value)) return undefined
  const date = new Date(
    istDateTime(value.slice(0, 10), value.length === 16 ? `${value.slice(11)}:00` : value.slice(11)),
  )
  return Number.isNaN(date.getTime()) ? undefined : date
}

// Built on first use: staff pages and mail use it, and a public page importing this module should not pay for an
// en-IN Intl formatter on load (format.ts says why).
let istFormat: Intl.DateTimeFormat | undefined

/** An ISO instant as Bengaluru time: '4 Mar 2025, 3:35 pm IST'. */
export function formatIst(iso: string): string {
  istFormat ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
  return `${istFormat.format(new Date(iso))} IST`
}
