import type { HoursRange } from '~/lib/booking-slots'

// A day's hours as staff type them and read them back: "10:00-13:00, 14:00-18:00", India time. One place for both
// directions, so what the form shows is what it parses.

/** The weekdays in the order the form lists them (Monday first), each with its index in the weekly hours (0: Sunday). */
export const WEEKDAYS = [
  { key: 'mon', index: 1, label: 'Monday' },
  { key: 'tue', index: 2, label: 'Tuesday' },
  { key: 'wed', index: 3, label: 'Wednesday' },
  { key: 'thu', index: 4, label: 'Thursday' },
  { key: 'fri', index: 5, label: 'Friday' },
  { key: 'sat', index: 6, label: 'Saturday' },
  { key: 'sun', index: 0, label: 'Sunday' },
] as const

export type WeekdayKey = (typeof WEEKDAYS)[number]['key']

/** Ranges as the form shows them: "10:00-13:00, 14:00-18:00"; '' for none. */
export function hoursText(ranges: readonly HoursRange[]): string {
  return ranges.map((range) => `${range.from}-${range.to}`).join(', ')
}

const RANGE = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:-|–|—|to)\s*(\d{1,2})(?:[:.](\d{2}))?$/i

function clock(hours: string, minutes: string | undefined): string | null {
  const h = Number(hours)
  const m = Number(minutes ?? '0')
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return null
  // 24:00 is the end of the day; the slot rule reads 'HH:MM' strings, and 23:59 ends a day's last call at midnight.
  return h === 24 ? '23:59' : `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/**
 * Reads a day's hours as typed: ranges split by commas or semicolons, each "10:00-13:00" (also "10-13", "9.30 to
 * 12", an en dash). Sorted; an error when one cannot be read, ends before it starts, or overlaps the next.
 */
export function parseHoursText(text: string): { hours: HoursRange[] } | { error: string } {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean)
  const hours: HoursRange[] = []
  for (const part of parts) {
    const match = RANGE.exec(part)
    const from = match ? clock(match[1]!, match[2]) : null
    const to = match ? clock(match[3]!, match[4]) : null
    if (!from || !to) return { error: `Write “${part}” as a start and an end in 24-hour time, e.g. 10:00-13:00.` }
    if (from >= to) return { error: `“${part}” ends before it starts: write the earlier time first.` }
    hours.push({ from, to })
  }
  hours.sort((a, b) => a.from.localeCompare(b.from))
  for (let i = 1; i < hours.length; i++) {
    if (hours[i]!.from < hours[i - 1]!.to)
      return { error: `${hoursText([hours[i - 1]!])} and ${hoursText([hours[i]!])} overlap: join them into one range.` }
  }
  return { hours }
}
