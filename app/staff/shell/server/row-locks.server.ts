import type { Transaction } from 'kysely'
import type { Database } from '~/server/db/schema.server'

// One lock order for a batch and its students, on both engines (docs/decisions/024, "One lock order"): a transaction
// that changes an enrolment, its fee plan or its ledger locks the enrolment's batch first, then the enrolment; one
// that changes two batches locks them in id order. A batch's change (new dates, a cancellation) locks the batch and then
// walks its enrolments, so the two can only queue, never wait on each other: PostgreSQL found the deadlock when a
// withdrawal (enrolment, then its batch's seat count) met a postponement (batch, then its enrolments).
// An update that changes nothing is the lock: PostgreSQL's row lock, SQLite's one write lock.

/** Locks the batches' rows until the transaction ends, in id order. */
export async function lockBatches(trx: Transaction<Database>, batchIds: string[]): Promise<void> {
  for (const id of [...new Set(batchIds)].sort()) {
    await trx
      .updateTable('batches')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', id)
      .execute()
  }
}

/**
 * Locks an enrolment's batch and then the enrolment (with `alsoBatches`, those batches too, all in id order), and
 * answers the batch it is in; null when there is no such enrolment.
 */
export async function lockEnrolment(
  trx: Transaction<Database>,
  enrolmentId: string,
  alsoBatches: string[] = [],
): Promise<string | null> {
  const seen = await trx.selectFrom('enrolments').select('batch_id').where('id', '=', enrolmentId).executeTakeFirst()
  if (!seen) return null
  await lockBatches(trx, [seen.batch_id, ...alsoBatches])
  const locked = await trx
    .updateTable('enrolments')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', enrolmentId)
    .returning('batch_id')
    .executeTakeFirst()
  if (!locked) return null
  // Moved to another batch between the read and the lock (the move committed while this waited for the old batch):
  // its new batch is locked too. Rare, and the worst it can do is a deadlock PostgreSQL breaks, never a wrong record.
  if (locked.batch_id !== seen.batch_id) await lockBatches(trx, [locked.batch_id])
  return locked.batch_id
}
