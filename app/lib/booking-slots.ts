// The free times of counselling calls (issue 54, decision 029), as pure functions of a counsellor's rules, the calls
// already booked and the moment asked: the booking page lists them, and the booking's transaction asks the same
// question again (`isFreeStart`) with the counsellor's row locked, so what the page offers and what the store accepts
// are one rule. Hours are India time; the office's holidays (app/lib/working-days.ts) close a day unless the
// counsellor set hours for that very day.
import { istDate, istDateTime, istToday } from '~/lib/ist'
import { officeHoliday } from '~/lib/working-days'

const MINUTE = 60_000
const DAY_MS = 86_400_000

/** A span of India clock time, 'HH:MM' to 'HH:MM' on one day. */
export interface HoursRange {
  from: string
  to: string
}

/** One India day's change to the weekly hours: other hours (a half day) or none (a day off). */
export interface DayOverride {
  /** India date, 'YYYY-MM-DD'. */
  day: string
  hours: readonly HoursRange[]
}

/** What a counsellor set on the staff side (the `counsellors` table and its overrides). */
export interface CounsellorRules {
  staffId: string
  /** The call's length: 20 or 30 minutes. */
  callMinutes: number
  /** Kept free before and after every call. */
  bufferMinutes: number
  /** How long from now the first bookable start is. */
  noticeMinutes: number
  /** How many India days ahead of today visitors may book (today is day 0). */
  horizonDays: number
  /** At most this many calls on one India day. */
  dailyLimit: number
  /** Hours by weekday, India time: index 0 is Sunday. */
  weekly: readonly (readonly HoursRange[])[]
  overrides: readonly DayOverride[]
}

/** A call that holds a counsellor's time (a booked call; a cancelled one holds nothing). */
export interface BusyCall {
  staffId: string
  startsAt: string
  endsAt: string
}

/** One free start: the counsellors free then (a visitor need not pick one). */
export interface OpenSlot {
  startsAt: string
  staffIds: string[]
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay()
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`

/** A counsellor's hours on an India day: the day's override, else none on an office holiday, else the weekday's. */
export function hoursOn(rules: CounsellorRules, day: string): readonly HoursRange[] {
  const override = rules.overrides.find((o) => o.day === day)
  if (override) return override.hours
  if (officeHoliday(day)) return []
  return rules.weekly[weekday(day)] ?? []
}

function overlaps(start: number, end: number, call: BusyCall, bufferMs: number): boolean {
  return start < Date.parse(call.endsAt) + bufferMs && Date.parse(call.startsAt) < end + bufferMs
}

/** A counsellor's free starts from `now` to the end of their horizon, in time order. */
export function counsellorSlots(rules: CounsellorRules, busy: readonly BusyCall[], now: Date): string[] {
  const own = busy.filter((call) => call.staffId === rules.staffId)
  const earliest = now.getTime() + rules.noticeMinutes * MINUTE
  const callMs = rules.callMinutes * MINUTE
  const bufferMs = rules.bufferMinutes * MINUTE
  const today = istToday(now)
  const starts: string[] = []
  for (let offset = 0; offset <= rules.horizonDays; offset++) {
    const day = addDays(today, offset)
    if (own.filter((call) => istDate(call.startsAt) === day).length >= rules.dailyLimit) continue
    for (const range of hoursOn(rules, day)) {
      const last = minutesOf(range.to) - rules.callMinutes
      for (let minute = minutesOf(range.from); minute <= last; minute += rules.callMinutes) {
        const start = Date.parse(istDateTime(day, clock(minute)))
        if (start < earliest) continue
        if (own.some((call) => overlaps(start, start + callMs, call, bufferMs))) continue
        starts.push(new Date(start).toISOString())
      }
    }
  }
  return starts.sort()
}

/** Every counsellor's free starts together, each with who is free then, in time order. */
export function openSlots(all: readonly CounsellorRules[], busy: readonly BusyCall[], now: Date): OpenSlot[] {
  const byStart = new Map<string, string[]>()
  for (const rules of all)
    for (const start of counsellorSlots(rules, busy, now))
      byStart.set(start, [...(byStart.get(start) ?? []), rules.staffId])
  return [...byStart.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([startsAt, staffIds]) => ({ startsAt, staffIds }))
}

/** Whether a counsellor may take a call starting at `startsAt` now: the question the booking's transaction asks. */
export function isFreeStart(rules: CounsellorRules, busy: readonly BusyCall[], now: Date, startsAt: string): boolean {
  const day = istDate(startsAt)
  const start = Date.parse(startsAt)
  // Only that day's starts: the generator's answer for the day, without walking the whole horizon.
  const offset = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${istToday(now)}T00:00:00Z`)) / DAY_MS)
  if (offset < 0 || offset > rules.horizonDays) return false
  return counsellorSlots({ ...rules, horizonDays: offset }, busy, now).some((free) => Date.parse(free) === start)
}

/** The call's end for a counsellor's call starting at `startsAt`. */
export function callEnd(rules: CounsellorRules, startsAt: string): string {
  return new Date(Date.parse(startsAt) + rules.callMinutes * MINUTE).toISOString()
}
