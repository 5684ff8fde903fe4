import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { expect, uniqueName } from './fixtures'

// What the staff journeys seed: a student registered through the public API as a visitor would, then a batch and
// their enrolment (and, when a journey pays, the fee plan with its pay link) written straight into the test server's
// store, since enrolling through the desk is the batches journey's own subject.

/** India's calendar day `days` from now, 'YYYY-MM-DD': the days batches and instalments are dated by. */
export function istDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 330 * 60 * 1000).toISOString().slice(0, 10)
}

/** Runs `read` on the test server's store (its DATA_DIR's site.db), waiting out the server's own writes. */
export function withStore<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'site.db'))
  try {
    db.pragma('busy_timeout = 5000')
    return read(db)
  } finally {
    db.close()
  }
}

export interface RegisteredStudent {
  name: string
  email: string
  submissionId: string
}

/** A registration for the Frontend Development bootcamp sent through the public API, by a new unique name. */
export async function registeredStudent(
  origin: string,
  dataDir: string,
  prefix: string,
  phone = '+91 98450 66666',
): Promise<RegisteredStudent> {
  const name = uniqueName(prefix)
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`
  const response = await fetch(`${origin}/api/forms/registration`, {
    method: 'POST',
    body: new URLSearchParams({ fullName: name, email, phone, bootcamp: 'frontend-development', track: 'standard' }),
  })
  expect(response.ok).toBe(true)
  const { id } = withStore(dataDir, (db) => db.prepare('select id from submissions where name = ?').get(name)) as {
    id: string
  }
  return { name, email, submissionId: id }
}

export interface SeededEnrolment {
  batchId: string
  enrolmentId: string
  /** `<code>-001`: the batch's first seat. */
  reference: string
  /** The pay page's path, when a fee plan was written. */
  payPath: string
}

/**
 * A Frontend Development batch `code` starting `startsIn` days from today (₹7,000, 30 seats, open) and the submission's
 * enrolment in it. With `pay`, its fee plan too: one instalment of the whole fee due `pay.dueIn` days from today, the
 * student's state Karnataka (29), and a pay link.
 */
export function enrolInNewBatch(
  dataDir: string,
  {
    submissionId,
    code,
    startsIn = 10,
    pay,
  }: { submissionId: string; code: string; startsIn?: number; pay?: { dueIn: number } },
): SeededEnrolment {
  return withStore(dataDir, (db) => {
    const at = new Date().toISOString()
    const batchId = crypto.randomUUID()
    db.prepare(
      `insert into batches (id, code, course_id, starts_on, ends_on, enrol_by, seats, seats_taken, last_number, mode,
       fee_paise, early_fee_paise, early_until, status, created_at, updated_at)
       values (?, ?, 'frontend-development', ?, ?, ?, 30, 1, 1, 'online', 700000, null, null, 'open', ?, ?)`,
    ).run(batchId, code, istDay(startsIn), istDay(startsIn + 89), istDay(startsIn - 1), at, at)
    const enrolmentId = crypto.randomUUID()
    const reference = `${code}-001`
    db.prepare(
      `insert into enrolments (id, reference, batch_id, submission_id, state, fee_paise, starts_on, created_at,
       enrolled_at, updated_at) values (?, ?, ?, ?, 'enrolled', 700000, ?, ?, ?, ?)`,
    ).run(enrolmentId, reference, batchId, submissionId, istDay(startsIn), at, at, at)
    let payPath = ''
    if (pay) {
      const token = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
      db.prepare(
        `insert into fee_plans (enrolment_id, discount_paise, discount_reason, instalments, student_state, pay_token,
         updated_at, updated_by) values (?, 0, null, ?, '29', ?, ?, 'staff@realwork.example')`,
      ).run(enrolmentId, JSON.stringify([{ amountPaise: 700000, dueOn: istDay(pay.dueIn) }]), token, at)
      payPath = `/pay/${token}`
    }
    return { batchId, enrolmentId, reference, payPath }
  })
}

/**
 * A Data Analytics demo class two days from now (6:30 pm India time, 45 minutes, 40 seats) with `person`'s seat booked
 * in it, as a visitor's booking leaves them; returns the seat's reference.
 */
export function seatInNewDemoClass(
  dataDir: string,
  { topic, name, email, phone }: { topic: string; name: string; email: string; phone: string },
): string {
  return withStore(dataDir, (db) => {
    const at = new Date().toISOString()
    const classId = crypto.randomUUID()
    const startsAt = new Date(`${istDay(2)}T13:00:00.000Z`).toISOString()
    db.prepare(
      `insert into demo_classes (id, topic, description, course_id, starts_at, minutes, join_link, seats, seats_taken,
       status, created_by, created_at, updated_at)
       values (?, ?, 'Joins, grouping and a window function on a real sales table.', 'data-analytics', ?, 45,
       'https://meet.google.com/rwt-demo-sql', 40, 1, 'open', null, ?, ?)`,
    ).run(classId, topic, startsAt, at, at)
    const reference = `DEMO-${crypto.randomUUID().slice(0, 6).toUpperCase()}`
    db.prepare(
      `insert into demo_seats (id, reference, class_id, status, name, email, phone, course, question, token_hash,
       submission_id, attended, attended_by, created_at, updated_at, cancelled_at)
       values (?, ?, ?, 'booked', ?, ?, ?, 'data-analytics', null, ?, null, null, null, ?, ?, null)`,
    ).run(crypto.randomUUID(), reference, classId, name, email, phone, crypto.randomUUID(), at, at)
    return reference
  })
}

/**
 * Which of the booking page's offered starts a journey books: two hours past the first. The first lies just past the
 * counsellor's hour of notice, so on a loaded machine the seconds between showing it and posting it can carry it
 * inside the notice, and the booking is refused (a run was, that way).
 */
export const LATER_START = 4

/**
 * Checks the booking page's `nth` offered start (LATER_START by default), opening its day first: late in India's
 * evening a day's last times are soon gone, the start lies in the next day, and only the first day is shown open (a CI
 * run at 8:30 pm India time failed so).
 */
export async function checkStart(page: Page, nth = LATER_START): Promise<void> {
  const start = page.locator('input[name="startsAt"]').nth(nth)
  const day = start.locator('xpath=ancestor::details[1]')
  if (!(await day.evaluate((details: HTMLDetailsElement) => details.open))) await day.locator('summary').click()
  await start.check()
}

/**
 * An editor account written straight into the test server's store (the invitation journey is staff-accounts.spec's),
 * with an id and an email of its own so that files sharing the worker's staff server do not collide. `passwordHash`
 * comes from the store's own `hashPassword` (the spec imports it: the staff fence keeps app/staff/ out of this
 * module). Returns the email to sign in with.
 */
export function addEditor(
  dataDir: string,
  passwordHash: string,
  email = `editor.${crypto.randomUUID().slice(0, 8)}@realwork.example`,
): string {
  withStore(dataDir, (db) =>
    db
      .prepare(
        "insert into staff_accounts (id, email, name, role, password_hash, created_at) values (?, ?, ?, 'editor', ?, ?)",
      )
      .run(crypto.randomUUID(), email, 'Esha Editor', passwordHash, new Date().toISOString()),
  )
  return email
}

/** A counsellor (a staff account with rules) who takes 30-minute calls all day, every day, for the next three days. */
export function addCounsellor(dataDir: string, name: string, email?: string): string {
  const allDay = [{ from: '00:00', to: '23:59' }]
  return withStore(dataDir, (db) => {
    const id = crypto.randomUUID()
    const at = new Date().toISOString()
    db.prepare(
      `insert into staff_accounts (id, email, name, role, password_hash, created_at, last_sign_in_at)
       values (?, ?, ?, 'editor', null, ?, null)`,
    ).run(id, email ?? `${id}@realwork.example`, name, at)
    db.prepare(
      `insert into counsellors (staff_id, active, call_minutes, buffer_minutes, notice_minutes, horizon_days,
       daily_limit, weekly_hours, call_link, updated_at) values (?, 1, 30, 0, 60, 3, 48, ?, null, ?)`,
    ).run(id, JSON.stringify(Array.from({ length: 7 }, () => allDay)), at)
    return id
  })
}
