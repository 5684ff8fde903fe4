import { guidePath } from '~/content/site-routes'

/**
 * A study plan as an iCalendar file (RFC 5545): one all-day event per phase. UIDs depend only on the guide and the
 * phase, so importing a changed plan updates the events instead of adding copies.
 */

export interface CalendarEvent {
  uid: string
  /** First day, `YYYY-MM-DD`. */
  start: string
  /** Last day, inclusive, `YYYY-MM-DD` (written as the exclusive DTEND the RFC asks for). */
  end: string
  summary: string
  description: string
  url: string
}

export interface Calendar {
  name: string
  /** Time of generation, for DTSTAMP. */
  stamp: Date
  events: CalendarEvent[]
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newline. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space, and a multi-byte
 * character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74 // the leading space of a continuation counts
    if (size + bytes > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const basicDate = (iso: string) => iso.replace(/-/g, '')

function dayAfter(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** An instant as a UTC DATE-TIME value: 20261123T100000Z. */
export function stampOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** The whole file, CRLF line endings, folded lines. */
export function buildCalendar({ name, stamp, events }: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RealWork Technologies//RealWork Studio study planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stampOf(stamp)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.start)}`,
      `DTEND;VALUE=DATE:${basicDate(dayAfter(event.end))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

interface PlanGuide {
  slug: string
  title: string
  phases: readonly { id: number; title: string; objective: string }[]
}

/**
 * A study plan as a calendar: each phase an all-day event titled with the guide and phase, described by its
 * objective, linking to `?phase=N#phase-N` on the canonical site. The UID is `<guide>-phase-<id>@<host>`.
 */
export function planCalendar(
  guide: PlanGuide,
  plan: { hours: number; phases: readonly { id: number; start: string; end: string }[] },
  site: string,
  stamp: Date,
): string {
  const host = new URL(site).host
  const events = plan.phases.map((planned) => {
    const phase = guide.phases.find((p) => p.id === planned.id)!
    const url = new URL(`${guidePath(guide.slug)}?phase=${phase.id}#phase-${phase.id}`, site).href
    return {
      uid: `${guide.slug}-phase-${phase.id}@${host}`,
      start: planned.start,
      end: planned.end,
      summary: `${guide.title}, Phase ${phase.id}: ${phase.title}`,
      description: `${phase.objective}\n\nPlanned at ${plan.hours} hours a week. Roadmap: ${url}`,
      url,
    }
  })
  return buildCalendar({ name: `${guide.title} study plan (RealWork Studio)`, stamp, events })
}
