import type { Kysely, Migration, RawBuilder } from 'kysely'

/**
 * Second factors for staff sign-in (docs/decisions/012): an authenticator app (TOTP) per account, its ten recovery
 * codes (SHA-256 hashes only), passkeys (WebAuthn public keys), server-side challenges for passkey ceremonies and for
 * the code step of a password sign-in (single use, short-lived), and the owner's settings (the second-factor policy).
 */
export function secondFactorsMigration(binary: RawBuilder<unknown>): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_totp')
        .addColumn('account_id', 'text', (c) => c.primaryKey().references('staff_accounts.id').onDelete('cascade'))
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('last_step', 'integer')
        .execute()
      await db.schema
        .createTable('staff_recovery_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute()
      await db.schema
        .createIndex('staff_recovery_codes_account')
        .on('staff_recovery_codes')
        .column('account_id')
        .execute()
      await db.schema
        .createTable('staff_passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('public_key', binary, (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute()
      await db.schema.createIndex('staff_passkeys_account').on('staff_passkeys').column('account_id').execute()
      await db.schema
        .createTable('staff_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.references('staff_accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('staff_challenges_expires').on('staff_challenges').column('expires_at').execute()
      await db.schema
        .createTable('staff_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
    },
  }
}
