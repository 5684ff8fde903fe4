import type { Kysely } from 'kysely'
import { data } from 'react-router'
import { pathTo } from '~/content/site-routes'
import { staffPaths } from '~/content/staff-routes'
import { istToday } from '~/lib/ist'
import { saveCounsellor, setCounsellorDay } from '~/server/counselling/counsellors.server'
import type { Database } from '~/server/db/schema.server'
import { siteLink } from '~/server/site-link.server'
import type { StaffUser } from '~/staff/shell/server/session.server'
import { counsellorsPage as copy } from '~/staff/counselling/content/counsellors'
import {
  ClearDaySchema,
  COUNSELLOR_FIELDS,
  CounsellorDaySchema,
  CounsellorSchema,
  counsellorSettings,
  DAY_FIELDS,
  FeedSecretSchema,
} from '~/staff/counselling/forms/counsellor.schema'
import { hoursText, WEEKDAYS } from '~/staff/counselling/lib/hours-text'
import {
  clearCounsellorDay,
  counsellorAccounts,
  counsellorRecord,
  resetFeedSecret,
  type CounsellorRecord,
} from '~/staff/counselling/server/counsellor-store.server'
import { postedValues } from '~/staff/shell/forms/form-text'
import { done, intent, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'

/** The rules form: its fields and a few more, each within a short line (docs/operations.md#limits). */
export const COUNSELLOR_FORM_LIMITS = {
  maxBytes: 8 * 1024,
  maxFields: COUNSELLOR_FIELDS.length + 6,
  maxFieldBytes: 1024,
} satisfies StaffBodyLimits

export type RulesValues = Record<(typeof COUNSELLOR_FIELDS)[number], string> & { active: boolean }
export type DayValues = Record<(typeof DAY_FIELDS)[number], string>

/** What a refused form or a new feed address gives back to the page. */
export type CounsellorActionData =
  | { form: 'rules'; values: RulesValues; errors: Record<string, string>; error: string }
  | { form: 'day'; values: DayValues; errors: Record<string, string>; error: string }
  | { form: 'feed'; feedUrl: string }

/** A new counsellor's starting rules: weekdays 10 to 1 and 2 to 6, Saturday mornings, 30-minute calls. */
const FIRST_RULES: RulesValues = {
  active: true,
  callMinutes: '30',
  bufferMinutes: '10',
  noticeHours: '3',
  horizonDays: '14',
  dailyLimit: '6',
  callMode: 'phone',
  callLink: '',
  mon: '10:00-13:00, 14:00-18:00',
  tue: '10:00-13:00, 14:00-18:00',
  wed: '10:00-13:00, 14:00-18:00',
  thu: '10:00-13:00, 14:00-18:00',
  fri: '10:00-13:00, 14:00-18:00',
  sat: '10:00-13:00',
  sun: '',
}

function rulesValues(record: CounsellorRecord | undefined): RulesValues {
  if (!record) return FIRST_RULES
  return {
    active: record.active,
    callMinutes: String(record.callMinutes),
    bufferMinutes: String(record.bufferMinutes),
    noticeHours: String(Math.round(record.noticeMinutes / 60)),
    horizonDays: String(record.horizonDays),
    dailyLimit: String(record.dailyLimit),
    callMode: record.callLink ? 'video' : 'phone',
    callLink: record.callLink ?? '',
    ...(Object.fromEntries(WEEKDAYS.map((day) => [day.key, hoursText(record.weekly[day.index] ?? [])])) as Record<
      (typeof WEEKDAYS)[number]['key'],
      string
    >),
  }
}

/** The account whose hours the page shows: an owner's pick (`?who=`), else their own. */
function chosenAccount(user: StaffUser, who: string | null): string {
  return user.role === 'owner' && who ? who : user.id
}

/** An editor may change only their own hours; an owner anyone's, as long as the account exists. */
async function mayChange(db: Kysely<Database>, user: StaffUser, staffId: string) {
  if (user.role !== 'owner' && staffId !== user.id) throw data(copy.ownOnly, { status: 403 })
  const account = await db
    .selectFrom('staff_accounts')
    .select(['id', 'name'])
    .where('id', '=', staffId)
    .executeTakeFirst()
  if (!account) throw data(copy.noAccount, { status: 404 })
  return account
}

const pageOf = (user: StaffUser, staffId: string, saved: string) =>
  `${staffPaths.staffCounsellors}?${new URLSearchParams({ ...(user.role === 'owner' ? { who: staffId } : {}), saved })}`

/** The page's data: the owner's list of accounts, and the chosen account's rules, day changes and feed. */
export async function counsellorPageData(db: Kysely<Database>, user: StaffUser, url: URL, now: Date) {
  const staffId = chosenAccount(user, url.searchParams.get('who'))
  const account = await mayChange(db, user, staffId)
  const record = await counsellorRecord(db, staffId, istToday(now))
  const saved = url.searchParams.get('saved')
  return {
    copy,
    today: istToday(now),
    accounts: user.role === 'owner' ? await counsellorAccounts(db) : null,
    account,
    isCounsellor: record !== undefined,
    values: rulesValues(record),
    days: record?.days ?? [],
    feedSet: record?.feedSet ?? false,
    saved:
      saved === 'rules'
        ? copy.rules.saved
        : saved === 'day'
          ? copy.days.saved
          : saved === 'day-removed'
            ? copy.days.removed
            : null,
  }
}

/** The page's intents: save the rules, change a day, remove a day's change, make a new calendar address. */
export function counsellorIntents(now = new Date()) {
  return {
    rules: intent(
      CounsellorSchema,
      async (form, { db, user }) => {
        const { staffId } = form
        const settings = counsellorSettings(form)
        const account = await mayChange(db, user, staffId)
        await saveCounsellor(db, staffId, settings, now)
        const week = WEEKDAYS.map((day) => `${day.key} ${hoursText(settings.weekly[day.index]!) || 'off'}`).join('; ')
        return done(pageOf(user, staffId, 'rules'), {
          audit: {
            action: 'counsellor-save',
            target: account.name,
            detail: `${settings.active ? 'takes calls' : 'paused'}; ${settings.callMinutes} min; ${week}`,
          },
        })
      },
      {
        invalid: (errors, raw) =>
          data<CounsellorActionData>(
            {
              form: 'rules',
              values: { ...postedValues(raw, COUNSELLOR_FIELDS), active: raw.active === 'yes' },
              errors,
              error: copy.rules.error,
            },
            { status: 400 },
          ),
      },
    ),
    day: intent(
      CounsellorDaySchema(istToday(now)),
      async ({ staffId, day, hours, note }, { db, user }) => {
        const account = await mayChange(db, user, staffId)
        if (!(await counsellorRecord(db, staffId, day))) throw data(copy.days.needsRules, { status: 409 })
        await setCounsellorDay(db, staffId, day, hours, note)
        return done(pageOf(user, staffId, 'day'), {
          audit: {
            action: 'counsellor-day',
            target: account.name,
            detail: `${day}: ${hoursText(hours) || copy.days.dayOff}${note ? ` (${note})` : ''}`,
          },
        })
      },
      {
        invalid: (errors, raw) =>
          data<CounsellorActionData>(
            { form: 'day', values: postedValues(raw, DAY_FIELDS), errors, error: copy.days.error },
            { status: 400 },
          ),
      },
    ),
    'clear-day': intent(ClearDaySchema, async ({ staffId, day }, { db, user }) => {
      const account = await mayChange(db, user, staffId)
      await clearCounsellorDay(db, staffId, day)
      return done(pageOf(user, staffId, 'day-removed'), {
        audit: { action: 'counsellor-day', target: account.name, detail: `${day}: weekly hours again` },
      })
    }),
    feed: intent(FeedSecretSchema, async ({ staffId }, { db, user, audit }) => {
      const account = await mayChange(db, user, staffId)
      const secret = await resetFeedSecret(db, staffId)
      if (!secret) throw data(copy.feed.needsRules, { status: 409 })
      await audit({ action: 'counsellor-feed', target: account.name })
      // Shown once, in this answer: a redirect would carry the secret in an address the browser keeps.
      return data<CounsellorActionData>({
        form: 'feed',
        feedUrl: siteLink(pathTo('counsellorCalendar', { token: secret })),
      })
    }),
  }
}
