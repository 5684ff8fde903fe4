import { z } from 'zod'
import { COUNSELLOR_LIMITS as LIMITS } from '~/staff/shell/forms/limits'
import { oneLineText, postedDay, postedId, postedText, ticked, trimmedText } from '~/staff/shell/forms/form-text'
import type { CounsellorSettings } from '~/server/counselling/counsellors.server'
import { parseHoursText, WEEKDAYS, type WeekdayKey } from '~/staff/counselling/lib/hours-text'

// The counsellors' page's intents (app/staff/counselling): a counsellor's rules, one day's change, and the calendar
// feed's secret. Whatever passes is what the store receives; an editor's staffId is checked against their own account
// by the handler, not here.

/** A whole number typed into a field, between `min` and `max`. */
function count(what: string, min: number, max: number) {
  return trimmedText.pipe(
    z
      .string()
      .regex(/^\d+$/, `Give the ${what} as a whole number.`)
      .transform(Number)
      .pipe(z.number().min(min, `The ${what} is at least ${min}.`).max(max, `The ${what} is at most ${max}.`)),
  )
}

/** One day's hours as typed ("10:00-13:00, 14:00-18:00"); '' is no hours that day. */
const hoursField = postedText
  .pipe(z.string().max(LIMITS.hoursText, `Keep a day's hours within ${LIMITS.hoursText} characters.`))
  .transform((text, ctx) => {
    const parsed = parseHoursText(text)
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error })
      return z.NEVER
    }
    if (parsed.hours.length > LIMITS.rangesPerDay) {
      ctx.addIssue({ code: 'custom', message: `Give at most ${LIMITS.rangesPerDay} ranges in a day.` })
      return z.NEVER
    }
    return parsed.hours
  })

const weekdayFields = Object.fromEntries(WEEKDAYS.map((day) => [day.key, hoursField])) as Record<
  WeekdayKey,
  typeof hoursField
>

/** The counsellor's rules: who, whether they take calls, the call, the week's hours and how the call happens. */
export const CounsellorSchema = z
  .object({
    staffId: postedId,
    active: ticked('yes'),
    callMinutes: trimmedText.pipe(z.enum(['20', '30'], { error: 'Choose a call of 20 or 30 minutes.' })),
    bufferMinutes: count('buffer', 0, LIMITS.bufferMinutes),
    noticeHours: count('notice', 0, LIMITS.noticeHours),
    horizonDays: count('number of days ahead', 1, LIMITS.horizonDays),
    dailyLimit: count('daily limit', 1, LIMITS.dailyLimit),
    callMode: trimmedText.pipe(z.enum(['phone', 'video'], { error: 'Choose how the call happens.' })),
    callLink: trimmedText.pipe(z.string().max(LIMITS.url, `Keep the link within ${LIMITS.url} characters.`)),
    ...weekdayFields,
  })
  .superRefine((form, ctx) => {
    if (form.callMode !== 'video') return
    if (!URL.canParse(form.callLink) || new URL(form.callLink).protocol !== 'https:')
      ctx.addIssue({
        code: 'custom',
        path: ['callLink'],
        message: 'Give the video link in full, starting https:// (e.g. https://meet.google.com/abc-defg-hij).',
      })
  })

/** The rules as the store takes them, from what the schema let through. */
export function counsellorSettings(form: z.output<typeof CounsellorSchema>): CounsellorSettings {
  return {
    active: form.active,
    callMinutes: Number(form.callMinutes) as 20 | 30,
    bufferMinutes: form.bufferMinutes,
    noticeMinutes: form.noticeHours * 60,
    horizonDays: form.horizonDays,
    dailyLimit: form.dailyLimit,
    callLink: form.callMode === 'video' ? form.callLink : null,
    weekly: [0, 1, 2, 3, 4, 5, 6].map((index) => form[WEEKDAYS.find((day) => day.index === index)!.key]),
  }
}

/** The fields of the rules form, in its order (a refused form is shown again with these as posted). */
export const COUNSELLOR_FIELDS = [
  'callMinutes',
  'bufferMinutes',
  'noticeHours',
  'horizonDays',
  'dailyLimit',
  'callMode',
  'callLink',
  ...WEEKDAYS.map((day) => day.key),
] as const

const dayField = postedDay('Give the day as a date, e.g. 2027-01-26.')

/** One day's change (a day off when the hours are empty, a half day when they are shorter), with a note. */
export function CounsellorDaySchema(today: string) {
  return z.object({
    staffId: postedId,
    day: dayField.refine((day) => day >= today, 'Choose today or a later day: past days no longer matter.'),
    hours: hoursField,
    note: oneLineText.pipe(z.string().max(LIMITS.note, `Keep the note within ${LIMITS.note} characters.`)),
  })
}

export const DAY_FIELDS = ['day', 'hours', 'note'] as const

/** Removes a day's change: the weekly hours apply again. */
export const ClearDaySchema = z.object({ staffId: postedId, day: dayField })

/** A new secret for the counsellor's calendar feed (the old URL stops working). */
export const FeedSecretSchema = z.object({ staffId: postedId })
