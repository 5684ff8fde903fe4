import { data } from 'react-router'
import { z } from 'zod'
import { staffPaths } from '~/content/staff-routes'
import { formText } from '~/staff/shell/forms/form-text'
import { done, intent, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'
import { bootcamps } from '~/content/studio/bootcamps'
import {
  ANNOUNCEMENT_FIELDS,
  AnnouncementFormSchema,
  BatchDateSchema,
  batchField,
  type AnnouncementFormValues,
} from '~/staff/publishing/forms/site-content.schema'
import { isUpcoming, istToday, type SiteContent } from '~/lib/site-notices'
import { contentChanged } from '~/server/content-version.server'
import { readSiteContent, saveAnnouncement, saveBatchDates } from '~/server/site-content.server'
import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'

const BATCH_FIELDS = bootcamps.map((bootcamp) => batchField(bootcamp.id))

/** Staff actions: 16 KB, their own fields only (docs/operations.md#limits). */
export const SITE_FORM_LIMITS = {
  maxBytes: 16 * 1024,
  maxFields: BATCH_FIELDS.length + ANNOUNCEMENT_FIELDS.length + 2,
  maxFieldBytes: 4 * 1024,
} satisfies StaffBodyLimits

export interface SiteFormValues {
  batches: Record<string, string>
  announcement: AnnouncementFormValues
}

export interface SiteActionData {
  form: 'batches' | 'announcement'
  values: SiteFormValues
  errors: Record<string, string>
  error: string
}

/** The page's field values from what is stored. */
export function siteFormValues(content: SiteContent): SiteFormValues {
  const a = content.announcement
  return {
    batches: Object.fromEntries(bootcamps.map((b) => [b.id, content.batchDates[b.id] ?? ''])),
    announcement: {
      text: a?.text ?? '',
      linkHref: a?.linkHref ?? '',
      linkText: a?.linkText ?? '',
      startsOn: a?.startsOn ?? '',
      endsOn: a?.endsOn ?? '',
    },
  }
}

const text = () => formText({ trim: true, dropNul: true })
const Batches = z.object(
  Object.fromEntries(BATCH_FIELDS.map((f) => [f, text()])) as Record<string, ReturnType<typeof text>>,
)
const Announcement = z.object(
  Object.fromEntries(ANNOUNCEMENT_FIELDS.map((f) => [f, text()])) as Record<
    keyof AnnouncementFormValues,
    ReturnType<typeof text>
  >,
)

/**
 * The site page's intents: batches (save every track's date; an empty one hands the track back to the studio's
 * calendar), announcement (save it) or remove-announcement.
 */
export function siteIntents(now = new Date()) {
  const stored = async (db: Kysely<Database>) => siteFormValues(await readSiteContent(db))
  return {
    batches: intent(Batches, async (form, { db }) => {
      const current = await stored(db)
      const batches: Record<string, string> = {}
      const errors: Record<string, string> = {}
      for (const bootcamp of bootcamps) {
        const value = form[batchField(bootcamp.id)] ?? ''
        batches[bootcamp.id] = value
        const parsed = BatchDateSchema.safeParse(value)
        if (!parsed.success) errors[batchField(bootcamp.id)] = parsed.error.issues[0]!.message
        else if (value && !isUpcoming(value, now))
          errors[batchField(bootcamp.id)] = 'This batch has already begun. Give its next start date, or leave it empty.'
      }
      if (Object.keys(errors).length > 0)
        return data<SiteActionData>(
          { form: 'batches', values: { ...current, batches }, errors, error: 'Please correct the dates marked below.' },
          { status: 400 },
        )
      await saveBatchDates(db, Object.fromEntries(Object.entries(batches).map(([id, date]) => [id, date || null])), now)
      contentChanged()
      const detail =
        Object.entries(batches)
          .filter(([id, date]) => date !== (current.batches[id] ?? ''))
          .map(([id, date]) => `${id}: ${date || 'calendar'}`)
          .join(', ') || null
      return done(`${staffPaths.staffSite}?saved=batches`, { audit: { action: 'batch-dates', detail } })
    }),
    'remove-announcement': intent(z.object({}), async (_, { db }) => {
      await saveAnnouncement(db, null, now)
      contentChanged()
      return done(`${staffPaths.staffSite}?saved=removed`, { audit: { action: 'announcement-remove' } })
    }),
    announcement: intent(Announcement, async (raw, { db }) => {
      const current = await stored(db)
      const parsed = AnnouncementFormSchema.safeParse(raw)
      const errors: Record<string, string> = {}
      if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
      else if (parsed.data.endsOn < istToday(now))
        errors.endsOn = 'This last day has passed, so nobody would see the announcement.'
      if (!parsed.success || Object.keys(errors).length > 0)
        return data<SiteActionData>(
          {
            form: 'announcement',
            values: { ...current, announcement: raw },
            errors,
            error: 'Please correct the fields marked below.',
          },
          { status: 400 },
        )
      const a = parsed.data
      await saveAnnouncement(
        db,
        {
          text: a.text,
          linkHref: a.linkHref || null,
          linkText: a.linkText || null,
          startsOn: a.startsOn,
          endsOn: a.endsOn,
        },
        now,
      )
      contentChanged()
      return done(`${staffPaths.staffSite}?saved=announcement`, {
        audit: { action: 'announcement-set', target: a.text, detail: `${a.startsOn} to ${a.endsOn}` },
      })
    }),
  }
}
