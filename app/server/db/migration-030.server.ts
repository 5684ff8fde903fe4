import type { Kysely, Migration } from 'kysely'

/**
 * The counsellor's private calendar feed (issue 54, part A; docs/decisions/029).
 *
 * - `counsellors.feed_token_hash`: SHA-256 (hex) of the secret in the counsellor's calendar feed URL; null until they
 *   ask for one. Resetting it stores a new hash, so the old URL stops working at once. The secret itself is shown once
 *   and never stored.
 *
 * A call's outcome (talked, no-show, moved by us) needs no change: migration 029 already made `outcome`,
 * `outcome_at` and `outcome_by` on `counselling_calls`.
 */
export const counsellorFeedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('counsellors').addColumn('feed_token_hash', 'text').execute()
    await db.schema.createIndex('counsellors_feed_token').unique().on('counsellors').column('feed_token_hash').execute()
  },
}
