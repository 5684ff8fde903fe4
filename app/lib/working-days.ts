// The office works Monday to Saturday, except its holidays. One place decides which India days are working days;
// every follow-up date, reply-time promise and bookable counselling day is counted with it. The holidays are staff's
// (the office_holidays table, /staff/holidays): the server keeps a copy here, loaded and refreshed by
// app/server/office-holidays.server.ts, so the questions below stay synchronous (docs/decisions/030).

const DAY_MS = 86_400_000
let holidays: ReadonlyMap<string, string> = new Map()

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** One office holiday: an India date ('YYYY-MM-DD') and the name staff see. */
export interface OfficeHoliday {
  day: string
  name: string
}

/** Replaces the holidays this process counts with: the server's copy of the stored ones (or a test's own days). */
export function setOfficeHolidays(list: readonly OfficeHoliday[]): void {
  holidays = new Map(list.map((h) => [h.day, h.name]))
}

/** The holiday's name when the office is closed for one on `day` ('YYYY-MM-DD'), else undefined. */
export function officeHoliday(day: string): string | undefined {
  return holidays.get(day)
}

/** Whether the office works on an India day: not a Sunday, not a holiday. */
export function isWorkingDay(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && !holidays.has(day)
}

/**
 * The working day `days` working days after `day` ('YYYY-MM-DD'): 1 is the next working day (a Saturday's or a
 * Sunday's is Monday, unless Monday is a holiday); 0 is `day` itself when the office works that day, else the next
 * working day.
 */
export function workingDayAfter(day: string, days: number): string {
  let next = day
  if (days === 0) while (!isWorkingDay(next)) next = addDays(next, 1)
  for (let left = days; left > 0; left--)
    do next = addDays(next, 1)
    while (!isWorkingDay(next))
  return next
}
