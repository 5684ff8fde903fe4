// A call's time as the visitor reads it: India time always, and the visitor's own time when their zone's clock
// differs, with the zone named (issue 54). The zone comes from the browser; without JavaScript the page shows India
// time only. Built on Intl, so a daylight-saving change in the visitor's zone moves their time and never India's.
import { istDate } from '~/lib/ist'

export const INDIA_ZONE = 'Asia/Kolkata'

/** Whether `zone` is an IANA time zone this runtime knows ('America/New_York'). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** A zone's city as people say it: 'America/New_York' → 'New York', 'Asia/Dubai' → 'Dubai'. */
export function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ')
}

const formats = new Map<string, Intl.DateTimeFormat>()

function format(zone: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${zone}|${withDay}`
  let found = formats.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat('en-IN', {
      timeZone: zone,
      ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      ...(withDay ? { timeZoneName: 'short' } : {}),
    })
    formats.set(key, found)
  }
  return found
}

const indiaDayLabel = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** An instant as a call's or a class's page states it: 'Tuesday, 2 December 2026, 4:00 pm IST'. */
export function istWhen(iso: string): string {
  return `${istDayTime(iso)} IST`
}

/** The India day and clock time of an instant, for a text that names the zone itself: 'Tuesday, 2 December 2026, 4:00 pm'. */
export function istDayTime(iso: string): string {
  return `${indiaDayLabel.format(new Date(iso))}, ${istClock(iso)}`
}

/** The India clock time of an instant: '7:30 pm'. */
export function istClock(iso: string): string {
  return format(INDIA_ZONE, false).format(new Date(iso))
}

/** The same instant in `zone` with its day and offset ('Fri, 12 Mar, 9:00 am GMT-5'); undefined when it reads as India's. */
export function visitorTime(iso: string, zone: string | undefined): string | undefined {
  if (!zone || !isTimeZone(zone)) return undefined
  const theirs = format(zone, true).format(new Date(iso))
  const ours = format(INDIA_ZONE, true).format(new Date(iso))
  return theirs.replace(/ [A-Z]{2,5}([+-]\d+(:\d\d)?)?$/, '') === ours.replace(/ IST$/, '') ? undefined : theirs
}

export interface SlotDay<T extends { startsAt: string }> {
  /** India date, 'YYYY-MM-DD'. */
  day: string
  slots: T[]
}

/** Slots grouped by their India day, in the order given. */
export function byIndiaDay<T extends { startsAt: string }>(slots: readonly T[]): SlotDay<T>[] {
  const days: SlotDay<T>[] = []
  for (const slot of slots) {
    const day = istDate(slot.startsAt)
    const last = days.at(-1)
    if (last?.day === day) last.slots.push(slot)
    else days.push({ day, slots: [slot] })
  }
  return days
}

/** A day of free times as the pages list them: its India date, its name and each start's India clock time. */
export interface BookingDay {
  day: string
  label: string
  slots: { startsAt: string; time: string }[]
}

let dayFormat: Intl.DateTimeFormat | undefined

/** Free starts as the pages list them, by India day, the first `limit` days with any. */
export function bookingDays(starts: readonly string[], limit = 7): BookingDay[] {
  dayFormat ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: INDIA_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
  return byIndiaDay(starts.map((startsAt) => ({ startsAt })))
    .slice(0, limit)
    .map((day) => ({
      day: day.day,
      label: dayFormat!.format(new Date(day.slots[0]!.startsAt)),
      slots: day.slots.map((slot) => ({ startsAt: slot.startsAt, time: istClock(slot.startsAt) })),
    }))
}
