import type { Kysely } from 'kysely'
import { data } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import { fillTemplate } from '~/lib/format'
import { istToday } from '~/lib/ist'
import type { Database } from '~/server/db/schema.server'
import {
  addOfficeHoliday,
  officeHolidaysBetween,
  removeOfficeHoliday,
  storedHoliday,
  type StoredHoliday,
} from '~/server/office-holidays.server'
import type { StaffUser } from '~/staff/shell/server/session.server'
import { holidaysPage as copy } from '~/staff/holidays/content/holidays'
import {
  HOLIDAY_FIELDS,
  HolidaySchema,
  lastHolidayDay,
  RemoveHolidaySchema,
} from '~/staff/holidays/forms/holiday.schema'
import { postedValues } from '~/staff/shell/forms/form-text'
import { done, intent, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'

/** The add form: two short fields and the intent. */
export const HOLIDAY_FORM_LIMITS = { maxBytes: 2 * 1024, maxFields: 4, maxFieldBytes: 512 } satisfies StaffBodyLimits

export type HolidayValues = Record<(typeof HOLIDAY_FIELDS)[number], string>

/** What a refused form gives back to the page: the add form as typed, or why a removal did nothing. */
export type HolidayActionData =
  | { form: 'add'; values: HolidayValues; errors: Record<string, string>; error: string }
  | { form: 'remove'; error: string }

export interface HolidayYear {
  year: string
  holidays: StoredHoliday[]
}

/** The page's data: this year's holidays and next year's (in India), and whether the account may change them. */
export async function holidaysPageData(db: Kysely<Database>, user: StaffUser, url: URL, now: Date) {
  const today = istToday(now)
  const year = today.slice(0, 4)
  const next = String(Number(year) + 1)
  const stored = await officeHolidaysBetween(db, `${year}-01-01`, lastHolidayDay(today))
  const saved = url.searchParams.get('saved')
  return {
    copy,
    today,
    lastDay: lastHolidayDay(today),
    canChange: user.role === 'owner',
    years: [year, next].map((y) => ({ year: y, holidays: stored.filter((h) => h.day.startsWith(`${y}-`)) })),
    saved: saved === 'added' ? copy.added : saved === 'removed' ? copy.removed : null,
  }
}

const pageOf = (saved: 'added' | 'removed') => `${staffPaths.staffHolidays}?saved=${saved}`

/** The page's intents (owners only, by the action's gate): add a holiday, remove one. */
export function holidayIntents(now = new Date()) {
  const today = istToday(now)
  return {
    add: intent(
      HolidaySchema(today),
      async ({ day, name }, { db, user, posted }) => {
        if (!(await addOfficeHoliday(db, { day, name }, user.id, now))) {
          const existing = await storedHoliday(db, day)
          return data<HolidayActionData>(
            {
              form: 'add',
              values: postedValues(posted, HOLIDAY_FIELDS),
              errors: { day: fillTemplate(copy.duplicate, { name: existing?.name ?? name }) },
              error: copy.add.error,
            },
            { status: 409 },
          )
        }
        return done(pageOf('added'), { audit: { action: 'holiday-add', target: day, detail: name } })
      },
      {
        invalid: (errors, raw) =>
          data<HolidayActionData>(
            { form: 'add', values: postedValues(raw, HOLIDAY_FIELDS), errors, error: copy.add.error },
            { status: 400 },
          ),
      },
    ),
    remove: intent(
      RemoveHolidaySchema(today),
      async ({ day }, { db }) => {
        const name = await removeOfficeHoliday(db, day)
        if (name === undefined) return data<HolidayActionData>({ form: 'remove', error: copy.gone }, { status: 404 })
        return done(pageOf('removed'), { audit: { action: 'holiday-remove', target: day, detail: name } })
      },
      {
        invalid: (errors) =>
          data<HolidayActionData>({ form: 'remove', error: Object.values(errors)[0] ?? copy.gone }, { status: 400 }),
      },
    ),
  }
}
