import { createHash, randomBytes } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import { callEnd, counsellorSlots, isFreeStart, openSlots, type BusyCall } from '~/lib/booking-slots'
import { istDateTime, istToday } from '~/lib/ist'
import { phoneKey } from '~/lib/phone-key'
import { isUniqueViolation } from '~/server/db/errors.server'
import type { Database } from '~/server/db/schema.server'
import type { CounsellingCallTable } from '~/server/db/schema-counselling.server'
import { callMail } from '~/content/call-mail'
import { findBootcamp } from '~/content/studio/bootcamps'
import { talkPage } from '~/content/talk'
import type { CallPurpose } from '~/forms/call-booking.schema'
import { fillTemplate } from '~/lib/format'
import type { LeadSource } from '~/lib/lead-source'
import { recordGoal } from '~/server/analytics/goals.server'
import { mailQueued } from '~/server/outbox.server'
import { insertLead } from '~/server/submissions.server'
import { istWhen } from '~/lib/booking-times'
import { queueCallMails } from './call-mail.server'
import { currentOfficeHolidays } from '~/server/office-holidays.server'
import { counsellorRules, lockCounsellor } from './counsellors.server'

// A visitor's counselling call: booked, moved and cancelled (issue 54, docs/decisions/029). Each write runs in one
// transaction that first locks the counsellor's row, then reads that counsellor's calls and asks the slot generator
// whether the start is still free (buffers, notice, daily limit, days off); the partial unique index on (counsellor,
// start) of booked calls refuses whatever slipped past, on both engines.

export interface CallRequest {
  /** The start the visitor chose, an ISO instant. */
  startsAt: string
  purpose: string
  name: string
  email: string
  phone: string
  course?: string | null
  question?: string | null
  visitorZone?: string | null
  /** A counsellor the visitor picked; otherwise whoever is free. */
  staffId?: string | null
  /** Where the visit came from (its lead's source and the goal's), already cleaned. */
  source?: LeadSource
  /** The browser's summary, for a new lead. */
  userAgent?: string | null
}

export interface BookedCall {
  id: string
  reference: string
  staffId: string
  startsAt: string
  endsAt: string
  sequence: number
  /** The token of the visitor's reschedule and cancel links: given once, only its hash is stored. */
  token: string
}

/** A booking's answer: the call, or the start was taken and these are the next free ones. */
export type BookingAnswer = { booked: BookedCall } | { taken: true; nextFree: string[] }

const NEXT_FREE = 3

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const REFERENCE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

function newReference(): string {
  const bytes = randomBytes(8)
  return `CALL-${[...bytes].map((byte) => REFERENCE_LETTERS[byte % REFERENCE_LETTERS.length]).join('')}`
}

/** The booked calls that can hold a start from today (India) on, of one counsellor or all. */
async function busyCalls(
  db: Kysely<Database> | Transaction<Database>,
  now: Date,
  staffId?: string,
): Promise<(BusyCall & { id: string })[]> {
  // From the start of yesterday in India: today's earlier calls count towards the daily limit.
  const from = new Date(Date.parse(istDateTime(istToday(now))) - 86_400_000).toISOString()
  let query = db
    .selectFrom('counselling_calls')
    .select(['id', 'staff_id', 'starts_at', 'ends_at'])
    .where('status', '=', 'booked')
    .where('starts_at', '>=', from)
  if (staffId) query = query.where('staff_id', '=', staffId)
  const rows = await query.execute()
  return rows.map((row) => ({ id: row.id, staffId: row.staff_id, startsAt: row.starts_at, endsAt: row.ends_at }))
}

/**
 * The visitor's lead: their newest submission with the same email (any case) or the same phone number (`phoneKey`),
 * as the privacy desk finds a person; null when they have written to us before under neither.
 */
export async function visitorLead(trx: Transaction<Database>, email: string, phone: string): Promise<string | null> {
  const key = phoneKey(phone)
  const digits = key.replace(/\D/g, '')
  const rows = await trx
    .selectFrom('submissions')
    .select(['id', 'email', 'phone'])
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(email)`, '=', email.trim().toLowerCase()),
        ...(digits.length >= 7 ? [eb('search_text', 'like', `%${digits}%`)] : []),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const lead = rows.find(
    (row) => row.email.trim().toLowerCase() === email.trim().toLowerCase() || phoneKey(row.phone) === key,
  )
  return lead?.id ?? null
}

/**
 * A lead for a visitor who never wrote to us (an enquiry saying what they booked), so the call shows on the lead desk
 * and the privacy desk's search and erasure find it; the visit's source carries through as on every form.
 */
async function newCallLead(trx: Transaction<Database>, request: CallRequest, reference: string, now: Date) {
  const course = request.course ? (findBootcamp(request.course)?.title ?? null) : null
  const message = [
    fillTemplate(callMail.leadMessage, {
      reference,
      purpose: talkPage.purposes[request.purpose as CallPurpose] ?? request.purpose,
      when: istWhen(request.startsAt),
    }),
    ...(course ? [fillTemplate(callMail.leadCourse, { course })] : []),
    ...(request.question ? [fillTemplate(callMail.leadQuestion, { question: request.question })] : []),
  ].join('\n')
  return insertLead(
    trx,
    {
      kind: 'enquiry',
      name: request.name,
      email: request.email,
      phone: request.phone,
      fields: { name: request.name, _replyto: request.email, phone: request.phone, message },
      userAgent: request.userAgent ?? null,
      source: request.source,
    },
    now,
  )
}

/** Every free start from now on, with who is free then. */
export async function freeSlots(db: Kysely<Database>, now: Date) {
  return openSlots(await counsellorRules(db, istToday(now)), await busyCalls(db, now), now)
}

/** The next free starts after `after` (or the first ones, when none follow it). */
export async function nextFreeStarts(db: Kysely<Database>, now: Date, after: string, count = NEXT_FREE) {
  const starts = (await freeSlots(db, now)).map((slot) => slot.startsAt)
  const later = starts.filter((start) => start > after)
  return (later.length > 0 ? later : starts).slice(0, count)
}

/**
 * Books a call at the chosen start with a counsellor free then (the one picked, or the first free in id order whose
 * transaction finds the start still free). Taken by someone else in between: the next free starts instead.
 */
export async function bookCall(db: Kysely<Database>, request: CallRequest, now = new Date()): Promise<BookingAnswer> {
  const rules = await counsellorRules(db, istToday(now))
  const busy = await busyCalls(db, now)
  const candidates = rules.filter(
    (one) => (!request.staffId || one.staffId === request.staffId) && isFreeStart(one, busy, now, request.startsAt),
  )
  for (const candidate of candidates) {
    const booked = await bookWith(db, candidate.staffId, request, now)
    if (booked) {
      mailQueued() // committed: the worker can see the call's mails now
      return { booked }
    }
  }
  return { taken: true, nextFree: await nextFreeStarts(db, now, request.startsAt) }
}

async function bookWith(db: Kysely<Database>, staffId: string, request: CallRequest, now: Date) {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await lockCounsellor(trx, staffId))) return null
      const [rules] = await counsellorRules(trx, istToday(now), staffId)
      if (!rules || !isFreeStart(rules, await busyCalls(trx, now, staffId), now, request.startsAt)) return null
      const at = now.toISOString()
      const token = randomBytes(24).toString('base64url')
      const reference = newReference()
      const known = await visitorLead(trx, request.email, request.phone)
      const lead = known ?? (await newCallLead(trx, request, reference, now))
      // A new lead is a lead from a form, as any form's is; the call itself is the 'call' goal below.
      if (!known) await recordGoal(trx, { goal: 'form', source: request.source, at: now })
      const call: BookedCall = {
        id: crypto.randomUUID(),
        reference,
        staffId,
        startsAt: new Date(request.startsAt).toISOString(),
        endsAt: callEnd(rules, request.startsAt),
        sequence: 0,
        token,
      }
      await trx
        .insertInto('counselling_calls')
        .values({
          id: call.id,
          reference: call.reference,
          staff_id: staffId,
          starts_at: call.startsAt,
          ends_at: call.endsAt,
          status: 'booked',
          purpose: request.purpose,
          name: request.name,
          email: request.email.trim().toLowerCase(),
          phone: request.phone,
          course: request.course ?? null,
          question: request.question ?? null,
          visitor_zone: request.visitorZone ?? null,
          token_hash: tokenHash(token),
          sequence: 0,
          submission_id: lead,
          created_at: at,
          updated_at: at,
        })
        .execute()
      // The visit's goal, counted exactly when the call is (docs/decisions/021).
      await recordGoal(trx, { goal: 'call', source: request.source, at: now })
      await queueCallMails(trx, call.id, 'booked', token, now)
      return call
    })
  } catch (error) {
    // The unique key on (counsellor, start): another server's booking committed first.
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/** A call by the token of the visitor's links; undefined when no call has it. */
export async function callByToken(db: Kysely<Database>, token: string): Promise<CounsellingCallTable | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined
  return db.selectFrom('counselling_calls').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst()
}

/** The starts a booked call can move to: its counsellor's free starts but its own, its own time not counted as taken. */
export async function movableStarts(
  db: Kysely<Database>,
  call: Pick<CounsellingCallTable, 'id' | 'staff_id' | 'starts_at'>,
  now: Date,
): Promise<string[]> {
  const [rules] = await counsellorRules(db, istToday(now), call.staff_id)
  if (!rules) return []
  const others = (await busyCalls(db, now, call.staff_id)).filter((busy) => busy.id !== call.id)
  return counsellorSlots(rules, others, now).filter((start) => start !== call.starts_at)
}

export type MoveAnswer =
  | { moved: { startsAt: string; endsAt: string; sequence: number } }
  | { taken: true; nextFree: string[] }
  | { gone: true }

/**
 * Moves a booked call to another start with the same counsellor: the same call, its SEQUENCE one higher. The
 * counsellor's row is locked first, then the call's row (the one lock order of every call write).
 */
export async function rescheduleCall(
  db: Kysely<Database>,
  token: string,
  startsAt: string,
  now = new Date(),
): Promise<MoveAnswer> {
  const call = await callByToken(db, token)
  if (!call || call.status !== 'booked') return { gone: true }
  await currentOfficeHolidays(db) // the transaction asks the slot rule with this server's copy
  let answer: MoveAnswer | null
  try {
    answer = await db.transaction().execute(async (trx) => {
      if (!(await lockCounsellor(trx, call.staff_id))) return null
      const current = await trx
        .selectFrom('counselling_calls')
        .select(['status', 'sequence'])
        .where('id', '=', call.id)
        .executeTakeFirst()
      if (!current || current.status !== 'booked') return { gone: true } as const
      const [rules] = await counsellorRules(trx, istToday(now), call.staff_id)
      const others = (await busyCalls(trx, now, call.staff_id)).filter((busy) => busy.id !== call.id)
      if (!rules || !isFreeStart(rules, others, now, startsAt)) return null
      const moved = {
        startsAt: new Date(startsAt).toISOString(),
        endsAt: callEnd(rules, startsAt),
        sequence: current.sequence + 1,
      }
      await trx
        .updateTable('counselling_calls')
        .set({
          starts_at: moved.startsAt,
          ends_at: moved.endsAt,
          sequence: moved.sequence,
          updated_at: now.toISOString(),
        })
        .where('id', '=', call.id)
        .execute()
      await queueCallMails(trx, call.id, 'moved', token, now)
      return { moved }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    answer = null
  }
  if (answer) {
    if ('moved' in answer) mailQueued()
    return answer
  }
  const starts = await movableStarts(db, call, now)
  const later = starts.filter((start) => start > startsAt)
  return { taken: true, nextFree: (later.length > 0 ? later : starts).slice(0, NEXT_FREE) }
}

/** Cancels a booked call (its start is free again); false when it was not booked. */
export async function cancelCall(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  const call = await callByToken(db, token)
  if (!call || call.status !== 'booked') return false
  const cancelled = await db.transaction().execute(async (trx) => {
    await lockCounsellor(trx, call.staff_id)
    const done = await trx
      .updateTable('counselling_calls')
      .set((eb) => ({
        status: 'cancelled',
        sequence: eb('sequence', '+', 1),
        cancelled_at: now.toISOString(),
        updated_at: now.toISOString(),
      }))
      .where('id', '=', call.id)
      .where('status', '=', 'booked')
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1) return false
    await queueCallMails(trx, call.id, 'cancelled', token, now)
    return true
  })
  if (cancelled) mailQueued()
  return cancelled
}
