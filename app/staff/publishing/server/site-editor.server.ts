import { data } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import { NoFieldsSchema, postedValues } from '~/staff/shell/forms/form-text'
import { done, intent, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'
import {
  ANNOUNCEMENT_FIELDS,
  announcementSchema,
  type AnnouncementFormValues,
} from '~/staff/publishing/forms/site-content.schema'
import type { SiteContent } from '~/lib/site-notices'
import { contentChanged } from '~/server/content-version.server'
import { readSiteContent, saveAnnouncement } from '~/server/site-content.server'
import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'

/** Staff actions: 16 KB, their own fields only (docs/operations.md#limits). */
export const SITE_FORM_LIMITS = {
  maxBytes: 16 * 1024,
  maxFields: ANNOUNCEMENT_FIELDS.length + 2,
  maxFieldBytes: 4 * 1024,
} satisfies StaffBodyLimits

export interface SiteFormValues {
  announcement: AnnouncementFormValues
}

export interface SiteActionData {
  form: 'announcement'
  values: SiteFormValues
  errors: Record<string, string>
  error: string
}

/** The page's field values from what is stored. */
export function siteFormValues(content: SiteContent): SiteFormValues {
  const a = content.announcement
  return {
    announcement: {
      text: a?.text ?? '',
      linkHref: a?.linkHref ?? '',
      linkText: a?.linkText ?? '',
      startsOn: a?.startsOn ?? '',
      endsOn: a?.endsOn ?? '',
    },
  }
}

/** The site page's intents: announcement (save it) or remove-announcement. Batches have their own desk. */
export function siteIntents(now = new Date()) {
  const stored = async (db: Kysely<Database>) => siteFormValues(await readSiteContent(db))
  return {
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
