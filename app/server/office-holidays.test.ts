import { afterEach, describe, expect, it, vi } from 'vitest'
import { isWorkingDay, officeHoliday, workingDayAfter } from '~/lib/working-days'
import { addCounsellor, istAt } from './counselling/counsellor.fixture'
import { bookCall, freeSlots } from './counselling/calls.server'
import { withTestDatabase } from './db/test-database.server'
import {
  addOfficeHoliday,
  currentOfficeHolidays,
  HOLIDAYS_FRESH_MS,
  loadOfficeHolidays,
  officeHolidaysBetween,
  removeOfficeHoliday,
} from './office-holidays.server'

// The office's holidays in the store (migration 034, docs/decisions/030): what staff add and remove, and what the
// working days and the booking page's free times count with. On SQLite here, and on PostgreSQL in CI.
const store = withTestDatabase()
// Wednesday 8 March 2028 is a working day no stored holiday touches; Monday the 6th, 8:00 in India, is "now".
const HOLIDAY = '2028-03-08'
const now = new Date(istAt('2028-03-06', '08:00'))

afterEach(async () => {
  vi.useRealTimers()
  await store.db.deleteFrom('office_holidays').where('day', '>=', '2028-01-01').execute()
  await loadOfficeHolidays(store.db)
})

describe('the stored office holidays', () => {
  it('start with the days the office observed in 2026 and 2027, each once, none a Sunday', async () => {
    const first = await officeHolidaysBetween(store.db, '2026-01-01', '2027-12-31')
    expect(first).toHaveLength(25)
    expect(first).toContainEqual({ day: '2026-12-25', name: 'Christmas', createdBy: null })
    expect(first).toContainEqual({ day: '2027-11-01', name: 'Kannada Rajyotsava', createdBy: null })
    for (const { day } of first) {
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day)
      expect(new Date(`${day}T00:00:00Z`).getUTCDay(), day).not.toBe(0)
    }
    await currentOfficeHolidays(store.db)
    expect(officeHoliday('2026-12-25')).toBe('Christmas')
    expect(workingDayAfter('2027-10-01', 1)).toBe('2027-10-04') // Gandhi Jayanti Saturday, then Sunday
  })

  it('adds a day once, and removes it', async () => {
    expect(await addOfficeHoliday(store.db, { day: HOLIDAY, name: 'Polling day' }, 'owner-1', now)).toBe(true)
    expect(await addOfficeHoliday(store.db, { day: HOLIDAY, name: 'Holi' }, 'owner-2', now)).toBe(false)
    expect(await officeHolidaysBetween(store.db, '2028-01-01', '2028-12-31')).toEqual([
      { day: HOLIDAY, name: 'Polling day', createdBy: 'owner-1' },
    ])
    expect(await removeOfficeHoliday(store.db, HOLIDAY)).toBe('Polling day')
    expect(await removeOfficeHoliday(store.db, HOLIDAY)).toBeUndefined()
    expect(await officeHolidaysBetween(store.db, '2028-01-01', '2028-12-31')).toEqual([])
  })

  it('stores a day added twice at once a single time', async () => {
    const answers = await Promise.all(
      ['Polling day', 'Holi', 'Bandh'].map((name) => addOfficeHoliday(store.db, { day: HOLIDAY, name }, 'owner', now)),
    )
    expect(answers.filter(Boolean)).toHaveLength(1)
    expect(await officeHolidaysBetween(store.db, HOLIDAY, HOLIDAY)).toHaveLength(1)
  })
})

describe('working days with the stored holidays', () => {
  it('count a holiday from the moment it is added through this server, and stop when it is removed', async () => {
    expect(isWorkingDay(HOLIDAY)).toBe(true)
    await addOfficeHoliday(store.db, { day: HOLIDAY, name: 'Polling day' }, 'owner', now)
    expect(isWorkingDay(HOLIDAY)).toBe(false)
    expect(officeHoliday(HOLIDAY)).toBe('Polling day')
    expect(workingDayAfter('2028-03-07', 1)).toBe('2028-03-09')
    await removeOfficeHoliday(store.db, HOLIDAY)
    expect(workingDayAfter('2028-03-07', 1)).toBe(HOLIDAY)
  })

  it('count a holiday another server added within HOLIDAYS_FRESH_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await loadOfficeHolidays(store.db)
    // Another server's write: straight into the table, this server's copy untouched.
    await store.db
      .insertInto('office_holidays')
      .values({ day: HOLIDAY, name: 'Bandh', created_by: 'other', created_at: now.toISOString() })
      .execute()
    await currentOfficeHolidays(store.db)
    expect(isWorkingDay(HOLIDAY)).toBe(true) // the copy is still fresh
    vi.advanceTimersByTime(HOLIDAYS_FRESH_MS)
    await currentOfficeHolidays(store.db)
    expect(officeHoliday(HOLIDAY)).toBe('Bandh')
  })
})

describe('the booking page’s free times', () => {
  const daysOffered = async () => [
    ...new Set((await freeSlots(store.db, now)).map((slot) => slot.startsAt.slice(0, 10))),
  ]

  it('close on a stored holiday, and open again when it is removed', async () => {
    await addCounsellor(store.db, { id: 'meera', name: 'Meera Iyer' }, {}, now)
    expect(await daysOffered()).toContain(HOLIDAY)
    await addOfficeHoliday(store.db, { day: HOLIDAY, name: 'Polling day' }, 'owner', now)
    expect(await daysOffered()).not.toContain(HOLIDAY)
    const visitor = { purpose: 'choosing-a-bootcamp', name: 'Asha', email: 'asha@example.in', phone: '+91 98450 10001' }
    expect(await bookCall(store.db, { ...visitor, startsAt: istAt(HOLIDAY, '10:00') }, now)).toMatchObject({
      taken: true,
    })
    await removeOfficeHoliday(store.db, HOLIDAY)
    expect(await daysOffered()).toContain(HOLIDAY)
    expect(await bookCall(store.db, { ...visitor, startsAt: istAt(HOLIDAY, '10:00') }, now)).toHaveProperty('booked')
  })

  it('close on a holiday another server added, once this server’s copy is older than HOLIDAYS_FRESH_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now })
    await addCounsellor(store.db, { id: 'arjun', name: 'Arjun Rao' }, {}, now)
    expect(await daysOffered()).toContain(HOLIDAY)
    await store.db
      .insertInto('office_holidays')
      .values({ day: HOLIDAY, name: 'Bandh', created_by: 'other', created_at: now.toISOString() })
      .execute()
    vi.advanceTimersByTime(HOLIDAYS_FRESH_MS)
    expect(await daysOffered()).not.toContain(HOLIDAY)
  })
})
