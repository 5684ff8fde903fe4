import { data } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import { NoFieldsSchema, postedValues } from '~/staff/shell/forms/form-text'
import { done, intent, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'
import { bootcamps } from '~/content/studio/bootcamps'
import {
  ANNOUNCEMENT_FIELDS,
  announcementSchema,
  batchDatesSchema,
  batchField,
  type AnnouncementFormValues,
} from '~/staff/publishing/forms/site-content.schema'
import type { SiteContent } from '~/lib/site-notices'
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

/**
 * The site page's intents: batches (save every track's date; an empty one hands the track back to the studio's
 * calendar), announcement (save it) or remove-announcement.
 */
export function siteIntents(now = new Date()) {
  const stored = async (db: Kysely<Database>) => siteFormValues(await readSiteContent(db))
  return {
    batches: intent(
      batchDatesSchema(now),
      async (form, { db }) => {
        const current = await stored(db)
        const batches = Object.fromEntries(bootcamps.map((b) => [b.id, form[batchField(b.id)] ?? '']))
        await saveBatchDates(
          db,
          Object.fromEntries(Object.entries(batches).map(([id, date]) => [id, date || null])),
          now,
        )
        contentChanged()
        const detail =
          Object.entries(batches)
            .filter(([id, date]) => date !== (current.batches[id] ?? ''))
            .map(([id, date]) => `${id}: ${date || 'calendar'}`)
            .join(', ') || null
        return done(`${staffPaths.staffSite}?saved=batches`, { audit: { action: 'batch-dates', detail } })
      },
      {
        invalid: async (errors, raw, { db }) => {
          const form = postedValues(raw, BATCH_FIELDS)
          const batches = Object.fromEntries(bootcamps.map((b) => [b.id, form[batchField(b.id)]!]))
          return data<SiteActionData>(
            {
              form: 'batches',
              values: { ...(await stored(db)), batches },
              errors,
              error: 'Please correct the dates marked below.',
            },
            { status: 400 },
          )
        },
      },
    ),
    'remove-announcement': intent(NoFieldsSchema, async (_, { db }) => {
      await saveAnnouncement(db, null, now)
      contentChanged()
      return done(`${staffPaths.staffSite}?saved=removed`, { audit: { action: 'announcement-remove' } })
    }),
    announcement: intent(
      announcementSchema(now),
      async (a, { db }) => {
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
      },
      {
        invalid: async (errors, raw, { db }) =>
          data<SiteActionData>(
            {
              form: 'announcement',
              values: {
                ...(await stored(db)),
                announcement: postedValues(raw, ANNOUNCEMENT_FIELDS),
              },
              errors,
              error: 'Please correct the fields marked below.',
            },
            { status: 400 },
          ),
      },
    ),
  }
}
