import type { Kysely, Transaction } from 'kysely'
import { bootcamps } from '~/content/studio/bootcamps'
import { prerenderAnnouncement } from '~/content/studio/notices'
import { noticesAt, type Announcement, type SiteContent, type SiteNotices } from '~/lib/site-notices'
import { istToday } from '~/lib/ist'
import { getDatabase } from './db/database.server'
import type { Database } from './db/schema.server'
import { isPrerendering } from './prerendering.server'

/**
 * What staff have set: the batches that may still be announced (open or full, not yet begun in India) and the
 * announcement (expired ones included).
 */
export async function readSiteContent(db: Kysely<Database>, now = new Date()): Promise<SiteContent> {
  const [rows, announcement] = await Promise.all([
    db
      .selectFrom('batches')
      .select([
        'course_id',
        'starts_on',
        'enrol_by',
        'seats',
        'seats_taken',
        'status',
        'mode',
        'fee_paise',
        'early_fee_paise',
        'early_until',
      ])
      .where('status', 'in', ['open', 'full'])
      .where('starts_on', '>=', istToday(now))
      .orderBy('starts_on')
      .execute(),
    db.selectFrom('site_announcement').selectAll().where('id', '=', 1).executeTakeFirst(),
  ])
  return {
    batches: rows.map((row) => ({
      courseId: row.course_id,
      startsOn: row.starts_on,
      enrolBy: row.enrol_by,
      seats: Number(row.seats),
      seatsTaken: Number(row.seats_taken),
      status: row.status === 'full' ? 'full' : 'open',
      mode: row.mode,
      fee: {
        feePaise: Number(row.fee_paise),
        earlyFeePaise: row.early_fee_paise === null ? null : Number(row.early_fee_paise),
        earlyUntil: row.early_until,
      },
    })),
    announcement: announcement
      ? {
          text: announcement.text,
          linkHref: announcement.link_href,
          linkText: announcement.link_text,
          startsOn: announcement.starts_on,
          endsOn: announcement.ends_on,
        }
      : null,
  }
}

/** Moves the site-content version on (in the transaction of the change), so the pages that show it are rendered anew. */
export async function bumpSiteVersion(trx: Transaction<Database>, now: Date) {
  await trx
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString() }))
    .where('id', '=', 2)
    .execute()
}

/** Sets the one announcement, or removes it (null). */
export async function saveAnnouncement(
  db: Kysely<Database>,
  announcement: Announcement | null,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString()
  await db.transaction().execute(async (trx) => {
    if (announcement === null) {
      await trx.deleteFrom('site_announcement').where('id', '=', 1).execute()
    } else {
      const values = {
        text: announcement.text,
        link_href: announcement.linkHref,
        link_text: announcement.linkText,
        starts_on: announcement.startsOn,
        ends_on: announcement.endsOn,
        updated_at: at,
      }
      await trx
        .insertInto('site_announcement')
        .values({ id: 1, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute()
    }
    await bumpSiteVersion(trx, now)
  })
}

const trackIds = bootcamps.map((bootcamp) => bootcamp.id)

/**
 * The next batches, their seats and the announcement the public pages show now: never a batch that has begun in India, never an
 * announcement outside its days. Pages reading this are cached per site version and day (content-version.server.ts).
 */
export async function currentSiteNotices(now = new Date()): Promise<SiteNotices> {
  // At build time there is no database: the prerendered copies only lend these pages their critical CSS.
  if (isPrerendering()) return noticesAt({ batches: [], announcement: prerenderAnnouncement }, trackIds, now)
  const { db } = await getDatabase()
  return noticesAt(await readSiteContent(db, now), trackIds, now)
}
