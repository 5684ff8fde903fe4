import type { Kysely } from 'kysely'
import type { Database } from '~/server/db/schema.server'

export interface AssigneeChoice {
  /** An account id, or an older free-text name (kept until the lead is reassigned). */
  value: string
  label: string
  /** True for a staff account, false for an older free-text name. */
  account: boolean
}

/**
 * Who leads can be assigned to or filtered by: the staff accounts, then the free-text names leads were given before
 * assignment went to accounts, marked as such.
 */
export async function assigneeChoices(db: Kysely<Database>): Promise<AssigneeChoice[]> {
  const [accounts, legacy] = await Promise.all([
    db.selectFrom('staff_accounts').select(['id', 'name']).orderBy('name').execute(),
    db
      .selectFrom('submissions')
      .select('assignee')
      .distinct()
      .where('assignee', 'is not', null)
      .where('assignee_id', 'is', null)
      .orderBy('assignee')
      .execute(),
  ])
  return [
    ...accounts.map((a) => ({ value: a.id, label: a.name, account: true })),
    ...legacy
      .filter((row) => row.assignee)
      .map((row) => ({ value: row.assignee!, label: `${row.assignee} (name only, not an account)`, account: false })),
  ]
}
