import type { Kysely, Selectable, Transaction } from 'kysely'
import type { BatchMode, BatchStatus } from '~/lib/batch-states'
import { istToday } from '~/lib/ist'
import { readCatalogue } from '~/server/catalogue/read.server'
import { formatDate } from '~/lib/format'
import { recordAudit, type AuditActor } from '~/server/audit.server'
import type { Database, StaffRole } from '~/server/db/schema.server'
import type { BatchTable } from '~/server/db/schema-batches.server'
import { bumpSiteVersion } from '~/server/site-content.server'
import { courseCode } from '~/staff/batches/content/course-codes'
import type { BatchInput } from '~/staff/batches/forms/batch.schema'
import { BATCH_FIELDS, type BatchField } from '~/staff/batches/forms/batch-limits'

/** A batch as the staff pages show it. Money in paise. */
export interface Batch {
  id: string
  code: string
  courseId: string
  courseTitle: string
  startsOn: string
  endsOn: string
  enrolBy: string
  seats: number
  seatsTaken: number
  mode: BatchMode
  feePaise: number
  earlyFeePaise: number | null
  earlyUntil: string | null
  status: BatchStatus
}

/** A course a batch can be of: every bootcamp and crash course of the catalogue, hidden ones included. */
export interface BatchCourse {
  id: string
  title: string
  /** The course's current price in paise: a new batch's fee when staff leave it empty. */
  pricePaise: number
}

export async function batchCourses(db: Kysely<Database>): Promise<BatchCourse[]> {
  const { bootcamps, crashCourses } = await readCatalogue(db)
  return [
    ...bootcamps.map((b) => ({ id: b.id, title: `${b.title} Bootcamp`, pricePaise: b.discountPrice * 100 })),
    ...crashCourses.map((c) => ({ id: c.id, title: c.title, pricePaise: c.price * 100 })),
  ]
}

function toBatch(row: Selectable<BatchTable>, courses: readonly BatchCourse[]): Batch {
  return {
    id: row.id,
    code: row.code,
    courseId: row.course_id,
    courseTitle: courses.find((c) => c.id === row.course_id)?.title ?? row.course_id,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    enrolBy: row.enrol_by,
    seats: Number(row.seats),
    seatsTaken: Number(row.seats_taken),
    mode: row.mode,
    feePaise: Number(row.fee_paise),
    earlyFeePaise: row.early_fee_paise === null ? null : Number(row.early_fee_paise),
    earlyUntil: row.early_until,
    status: row.status,
  }
}

/** Every batch, the latest start first. */
export async function listBatches(db: Kysely<Database>): Promise<Batch[]> {
  const [rows, courses] = await Promise.all([
    db.selectFrom('batches').selectAll().orderBy('starts_on', 'desc').orderBy('code').execute(),
    batchCourses(db),
  ])
  return rows.map((row) => toBatch(row, courses))
}

export async function findBatch(db: Kysely<Database>, id: string): Promise<Batch | undefined> {
  const [row, courses] = await Promise.all([
    db.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirst(),
    batchCourses(db),
  ])
  return row ? toBatch(row, courses) : undefined
}

export type SaveBatchResult =
  | { ok: true; batch: Batch }
  | { ok: false; field: 'courseId' | 'seats' | 'fee' | 'status' | 'startsOn' | 'endsOn'; error: string }
  | { ok: false; field: 'changed'; error: string; batch: Batch }

/** Said when a change was made from a page opened before someone else changed the batch. */
export const CHANGED_MEANWHILE =
  'Someone changed this batch after you opened this page, so nothing was saved: the form now shows the batch as it stands. Make your change again if it is still needed.'

/** Finishing goes through finishBatch, which checks the last day and who may finish early. */
const FINISH_ELSEWHERE =
  'Keep the batch’s current status here: a batch is finished with “Mark the batch finished” on its page, which checks its last day.'

/**
 * Creates a batch (id undefined) or changes one, in one transaction with the site version (the pages showing its
 * date and seats are rendered anew). A new batch's code is its course's prefix and first month (FE-2027-01), with a
 * letter when that course already has a batch starting that month. Seats cannot go below the seats taken. A change's
 * `within` runs in the same transaction with the batch as it was and as it is (its students follow it: batch-changes).
 */
export async function saveBatch(
  db: Kysely<Database>,
  id: string | undefined,
  input: BatchInput,
  now = new Date(),
  within?: (trx: Transaction<Database>, before: Batch, after: Batch) => Promise<void>,
): Promise<SaveBatchResult> {
  const courses = await batchCourses(db)
  const course = courses.find((c) => c.id === input.courseId)
  if (!course) return { ok: false, field: 'courseId', error: 'Choose a course from the list.' }
  const fee = input.fee ?? course.pricePaise
  if (input.earlyFee !== null && input.earlyFee >= fee)
    return { ok: false, field: 'fee', error: 'The fee must be above the early-bird fee.' }
  const at = now.toISOString()
  if (input.status === 'finished') {
    const stored = id
      ? await db.selectFrom('batches').select('status').where('id', '=', id).executeTakeFirst()
      : undefined
    if (stored?.status !== 'finished') return { ok: false, field: 'status', error: FINISH_ELSEWHERE }
  }
  const values = {
    course_id: course.id,
    starts_on: input.startsOn,
    ends_on: input.endsOn,
    enrol_by: input.enrolBy,
    seats: input.seats,
    mode: input.mode,
    fee_paise: fee,
    early_fee_paise: input.earlyFee,
    early_until: input.earlyUntil,
    status: input.status,
    updated_at: at,
  }
  return db.transaction().execute(async (trx): Promise<SaveBatchResult> => {
    let batchId = id
    let before: Batch | undefined
    if (batchId) {
      // An update that changes nothing locks the row first (PostgreSQL's row lock, SQLite's write lock), so what the
      // batch was is read under the lock its change is made under: two staff saving at once see each other's dates.
      const locked = await trx
        .updateTable('batches')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', batchId)
        .returningAll()
        .executeTakeFirst()
      if (!locked) throw new Error('No such batch')
      before = toBatch(locked, courses)
      if (input.editedFrom !== undefined && input.editedFrom !== batchStamp(before))
        return { ok: false, field: 'changed', error: CHANGED_MEANWHILE, batch: before }
      const refusedDates = datesRefused(before, input, istToday(now))
      if (refusedDates) return { ok: false, ...refusedDates }
      const changed = await trx
        .updateTable('batches')
        .set(values)
        .where('id', '=', batchId)
        .where('seats_taken', '<=', input.seats)
        .executeTakeFirst()
      if (Number(changed.numUpdatedRows) === 0)
        return {
          ok: false,
          field: 'seats',
          error: `${before.seatsTaken} seats are taken: the batch needs at least that many.`,
        }
    } else {
      batchId = crypto.randomUUID()
      const stem = `${courseCode(course.id)}-${input.startsOn.slice(0, 7)}`
      const taken = new Set(
        (await trx.selectFrom('batches').select('code').where('code', 'like', `${stem}%`).execute()).map((r) => r.code),
      )
      const code = [stem, ...'BCDEFGHJKLMNPQRSTUVWXYZ'.split('').map((letter) => `${stem}${letter}`)].find(
        (candidate) => !taken.has(candidate),
      )
      if (!code) return { ok: false, field: 'courseId', error: 'This course has too many batches starting that month.' }
      await trx
        .insertInto('batches')
        .values({ id: batchId, code, seats_taken: 0, last_number: 0, created_at: at, ...values })
        .execute()
    }
    await bumpSiteVersion(trx, now)
    const row = await trx.selectFrom('batches').selectAll().where('id', '=', batchId).executeTakeFirstOrThrow()
    const batch = toBatch(row, courses)
    if (before) await within?.(trx, before, batch)
    return { ok: true, batch }
  })
}

/**
 * What a change to a batch's dates may not do, or null: a finished batch's dates are its students' record, and a
 * batch that has begun cannot have its last day brought back to today or before (that is finishing early, which
 * needs an owner and a note: `finishBatch`).
 */
function datesRefused(
  before: Batch,
  input: BatchInput,
  today: string,
): { field: 'startsOn' | 'endsOn'; error: string } | null {
  const moved = input.startsOn !== before.startsOn || input.endsOn !== before.endsOn
  if (moved && before.status === 'finished')
    return {
      field: input.startsOn !== before.startsOn ? 'startsOn' : 'endsOn',
      error: `Batch ${before.code} is finished: its dates (${formatDate(before.startsOn)} to ${formatDate(before.endsOn)}) are its students’ record and stay as they are.`,
    }
  if (before.startsOn <= today && input.endsOn < before.endsOn && input.endsOn <= today)
    return {
      field: 'endsOn',
      error: `Batch ${before.code} has begun, so its last day cannot move back to today or earlier. To end it early, an owner marks it finished on its page, with a note saying why.`,
    }
  return null
}

export type FinishResult = { ok: true; code: string; early: boolean } | { ok: false; error: string }

/**
 * Marks a batch finished: from its last day (India's calendar) by any staff member; before it only by an owner, with a
 * note saying why. The audit entry (with the note) is written in the same transaction; the site version is bumped, as
 * a finished batch leaves the public pages.
 */
export async function finishBatch(
  db: Kysely<Database>,
  batchId: string,
  actor: AuditActor & { role: StaffRole },
  note: string | null,
  now = new Date(),
): Promise<FinishResult> {
  const today = istToday(now)
  return db.transaction().execute(async (trx): Promise<FinishResult> => {
    const batch = await trx
      .selectFrom('batches')
      .select(['code', 'status', 'starts_on', 'ends_on'])
      .where('id', '=', batchId)
      .executeTakeFirst()
    if (!batch) return { ok: false, error: 'That batch no longer exists.' }
    if (today < batch.starts_on)
      return {
        ok: false,
        error: `Batch ${batch.code} has not begun (its first day is ${formatDate(batch.starts_on)}), so it cannot finish. To call it off, set its status to Cancelled under “Change this batch”.`,
      }
    if (batch.status === 'finished') return { ok: false, error: `Batch ${batch.code} is finished already.` }
    if (batch.status === 'draft' || batch.status === 'cancelled')
      return { ok: false, error: `Batch ${batch.code} is ${batch.status}: it never ran, so it cannot finish.` }
    const early = today < batch.ends_on
    const lastDay = formatDate(batch.ends_on)
    if (early && actor.role !== 'owner')
      return {
        ok: false,
        error: `Batch ${batch.code} runs until ${lastDay}. Only an owner can mark it finished before then, with a note saying why; from ${lastDay} any staff member can.`,
      }
    if (early && !note)
      return {
        ok: false,
        error: `Batch ${batch.code} runs until ${lastDay}: write why it finishes early (the note goes in the audit log).`,
      }
    const changed = await trx
      .updateTable('batches')
      .set({ status: 'finished', updated_at: now.toISOString() })
      .where('id', '=', batchId)
      .where('status', '=', batch.status)
      .executeTakeFirst()
    if (Number(changed.numUpdatedRows) !== 1) return { ok: false, error: 'The batch changed just now. Look again.' }
    await recordAudit(
      trx,
      actor,
      'batch-finish',
      {
        target: batch.code,
        detail: early ? `early, before its last day (${batch.ends_on}): ${note}` : `last day ${batch.ends_on}`,
      },
      now,
    )
    await bumpSiteVersion(trx, now)
    return { ok: true, code: batch.code, early }
  })
}

/** Batches a lead can be enrolled in or moved to: open or full (the waitlist), not yet finished, soonest first. */
export async function enrollableBatches(db: Kysely<Database>, now = new Date()): Promise<Batch[]> {
  const today = istToday(now)
  return (await listBatches(db))
    .filter((b) => (b.status === 'open' || b.status === 'full') && b.endsOn >= today)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
}

/** A batch as its edit form's fields, the text staff post: the page fills its form with them, a change starts from them. */
export function batchFormValues(batch: Batch): Record<BatchField, string> {
  return {
    courseId: batch.courseId,
    startsOn: batch.startsOn,
    endsOn: batch.endsOn,
    enrolBy: batch.enrolBy,
    seats: String(batch.seats),
    mode: batch.mode,
    fee: String(batch.feePaise / 100),
    earlyFee: batch.earlyFeePaise === null ? '' : String(batch.earlyFeePaise / 100),
    earlyUntil: batch.earlyUntil ?? '',
    status: batch.status,
  }
}

/** The batch as its form shows it, in one line: what a change's form was opened with (`editedFrom`). */
export function batchStamp(batch: Batch): string {
  return BATCH_FIELDS.map((field) => batchFormValues(batch)[field]).join('|')
}
