// Test helper: the office holidays a pure test counts with. On the server they come from the store
// (app/server/office-holidays.server.ts); a test of the helpers alone sets these few itself, and puts back none when
// its file ends (the pure tests share one module instance per worker).
import { afterAll, beforeAll } from 'vitest'
import { setOfficeHolidays, type OfficeHoliday } from './working-days'

/** A few of the days the office's first list held (migration 034): the ones the helpers' tests step over. */
export const SAMPLE_HOLIDAYS: readonly OfficeHoliday[] = [
  { day: '2026-11-09', name: 'Deepavali (Balipadyami)' },
  { day: '2026-12-25', name: 'Christmas' },
  { day: '2027-03-26', name: 'Good Friday' },
  { day: '2027-10-02', name: 'Gandhi Jayanti' },
]

/** Counts with `list` for the tests of this file. */
export function withOfficeHolidays(list: readonly OfficeHoliday[] = SAMPLE_HOLIDAYS): void {
  beforeAll(() => setOfficeHolidays(list))
  afterAll(() => setOfficeHolidays([]))
}
