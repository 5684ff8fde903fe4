import type { Kysely } from 'kysely'
import { staffPaths } from '~/content/staff-routes'
import type { Claim } from '~/content/claims'
import type { FieldErrors } from '~/forms/fields'
import { istToday } from '~/lib/ist'
import { readClaims } from '~/server/claims/store.server'
import { contentChanged } from '~/server/content-version.server'
import type { Database } from '~/server/db/schema.server'
import { bumpSiteVersion } from '~/server/site-content.server'
import { done, intent } from '~/staff/shell/server/staff-action.server'
import { claimSchema, type ClaimFormValues, type ClaimInput } from '~/staff/publishing/forms/claim.schema'

/** A refused save: which claim's form, what was typed (kept) and what to fix. */
export interface ClaimActionData {
  id: string
  values: ClaimFormValues
  errors: FieldErrors
}

/** A claim as its form shows it. */
export function claimFormValues(claim: Claim): ClaimFormValues {
  return {
    id: claim.id,
    figure: claim.figure,
    label: claim.label,
    counts: claim.counts,
    asOf: claim.asOf ?? '',
    sourceUrl: claim.sourceUrl ?? '',
  }
}

const FIELDS = ['figure', 'label', 'counts', 'asOf', 'sourceUrl'] as const
const shortly = (text: string | null) =>
  text === null || text === '' ? '—' : text.length > 60 ? `${text.slice(0, 57)}…` : text

/**
 * Saves one claim and bumps the site version in the same transaction, so every page that shows it (or stops showing
 * it) is rendered anew on every server. Returns each changed field, before → after, for the audit entry; null when
 * nothing changed (no write, no new version).
 */
export async function saveClaim(db: Kysely<Database>, input: ClaimInput, now = new Date()): Promise<string | null> {
  const before = (await readClaims(db)).find((claim) => claim.id === input.id)
  if (!before) throw new Error(`No claim ${input.id}`)
  const changes = FIELDS.filter((field) => (before[field] ?? null) !== (input[field] ?? null)).map(
    (field) => `${field}: ${shortly(before[field])} → ${shortly(input[field])}`,
  )
  if (changes.length === 0) return null
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('claims')
      .set({
        figure: input.figure,
        label: input.label,
        counts: input.counts,
        as_of: input.asOf,
        source_url: input.sourceUrl,
        updated_at: now.toISOString(),
      })
      .where('id', '=', input.id)
      .execute()
    await bumpSiteVersion(trx, now)
  })
  return changes.join('; ')
}

/** The claims page's one intent: save a claim; a refused form comes back with its values and messages. */
export function claimIntents(now = new Date()) {
  return {
    save: intent(
      claimSchema(istToday(now)),
      async (input, { db }) => {
        const changed = await saveClaim(db, input, now)
        if (changed) contentChanged()
        const to = `${staffPaths.staffClaims}?saved=${input.id}#claim-${input.id}`
        return done(to, { audit: changed ? { action: 'claim-edit', target: input.id, detail: changed } : null })
      },
      {
        invalid: (errors, raw): ClaimActionData => ({
          id: typeof raw.id === 'string' ? raw.id : '',
          values: Object.fromEntries(
            ['id', ...FIELDS].map((key) => [key, typeof raw[key] === 'string' ? raw[key] : '']),
          ) as ClaimFormValues,
          errors,
        }),
      },
    ),
  }
}
