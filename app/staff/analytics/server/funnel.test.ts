// The funnel adds up (issue 53, docs/decisions/021 "Funnel"): distinct people per step, shares of the step before never
// above 100 %, campaigns with leads but no counted visit, and fees equal to the ledger's. SQLite in memory by default,
// PostgreSQL with DATABASE_URL (`bash scripts/test-postgres.sh`).
import { describe, expect, it } from 'vitest'
import type { LeadSource } from '~/lib/lead-source'
import { pageViewOf } from '~/server/analytics/count-rules.server'
import { createCounter } from '~/server/analytics/counter.server'
import { withTestDatabase } from '~/server/db/test-database.server'
import { saveSubmission } from '~/server/submissions.server'
import { makeBatch } from '~/staff/batches/server/batches.fixture'
import { withdrawEnrolment } from '~/staff/batches/server/enrolment-changes.server'
import { enrolLead } from '~/staff/batches/server/enrolments.server'
import { conversion, funnelSteps } from '~/staff/analytics/lib/funnel'
import { reportTables } from '~/staff/analytics/lib/report-tables'
import { cancelPayment, recordPayment } from '~/staff/fees/server/ledger.server'
import { ledgerTotals } from '~/staff/fees/server/ledger-view.server'
import { istDateTime } from '~/lib/ist'
import { bookCall } from '~/server/counselling/calls.server'
import { addCounsellor } from '~/server/counselling/counsellor.fixture'
import { bookSeat } from '~/server/demo-classes/demo-classes.server'
import { createDemoClass } from '~/staff/demo-classes/server/demo-classes.server'
import { analyticsReport } from './analytics-report.server'

const store = withTestDatabase()
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const APRIL = { kind: 'month', from: '2026-04-01', to: '2026-04-30', month: '2026-04' } as const
const at = (day: string) => new Date(`${day}T06:00:00Z`)

const insta: LeadSource = {
  landing: '/',
  referrer: 'instagram.com',
  utmSource: 'instagram',
  utmMedium: 'social',
  utmCampaign: 'april',
}
// A campaign whose visits were never counted (the visitor turned off counting, or came through a link preview).
const mail: LeadSource = { landing: '/realworkstudio', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'may' }

function visit(url: string, address: string, counter: ReturnType<typeof createCounter>) {
  const view = pageViewOf({
    method: 'GET',
    url,
    headers: { 'user-agent': UA, 'accept-language': 'en-IN', accept: 'text/html', referer: 'https://instagram.com/' },
    host: () => 'realworktech.in',
    status: 200,
    contentType: 'text/html',
  })
  if (!view) throw new Error(url)
  counter.count(view, address)
}

async function lead(source: LeadSource, day: string, kind: 'registration' | 'studio-contact' = 'registration') {
  return saveSubmission(
    store.db,
    { kind, name: 'Meera Iyer', email: `m${Math.random()}@example.com`, phone: '+91 98450 22222', fields: {}, source },
    at(day),
  )
}

async function enrol(submissionId: string, day: string) {
  const batch = await makeBatch(
    store.db,
    { startsOn: '2026-06-01', endsOn: '2026-08-29', enrolBy: '2026-05-31' },
    at(day),
  )
  const result = await enrolLead(store.db, { batchId: batch.id, submissionId, actor: { name: 'Asha' } }, at(day))
  if (!result.ok) throw new Error(result.error)
  return result.enrolmentId
}

async function pay(enrolmentId: string, amountPaise: number, day: string) {
  const paid = await recordPayment(
    store.db,
    { enrolmentId, amountPaise, onDay: day, method: 'upi', utr: null, studentState: '29', by: 'asha@realworktech.in' },
    at(day),
  )
  if (!paid.ok) throw new Error(paid.reason)
  return paid.id
}

describe('funnelSteps and conversion', () => {
  it('gives each step its share of the step before, never above 100 %, and says when it capped one', () => {
    const steps = funnelSteps({ visitors: 1, leads: 3, registrations: 2, enrolled: 2, paid: 0 })
    expect(steps.map((s) => [s.id, s.people, s.share, s.clamped])).toEqual([
      ['visitors', 1, null, false],
      ['leads', 3, 1, true],
      ['registrations', 2, 2 / 3, false],
      ['enrolled', 2, 1, false],
      ['paid', 0, 0, false],
    ])
    expect(funnelSteps({ visitors: 0, leads: 1, registrations: 0, enrolled: 0, paid: 0 })[1]).toMatchObject({
      share: null,
      clamped: true,
    })
  })

  it('says n/a rather than divide by zero or pass 100 %', () => {
    expect(conversion(1, 0)).toBeNull()
    expect(conversion(3, 1)).toBeNull()
    expect(conversion(1, 4)).toBe(0.25)
  })
})

describe(`the funnel on the store (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('counts distinct people per step, paid students from the fee account and fees as the ledger does', async () => {
    const counter = createCounter(store.db, () => at('2026-04-10'))
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      visit('/?utm_source=Instagram&utm_medium=social&utm_campaign=April', address, counter)
    }
    await counter.flush()

    // Instagram: two registrations and an enquiry. The first pays twice (one payment cancelled): one student.
    const asha = await lead(insta, '2026-04-10')
    const ravi = await lead(insta, '2026-04-11')
    await lead(insta, '2026-04-11', 'studio-contact')
    const ashaSeat = await enrol(asha, '2026-04-12')
    await pay(ashaSeat, 300000, '2026-04-12')
    const wrong = await pay(ashaSeat, 100000, '2026-04-13')
    await cancelPayment(
      store.db,
      { paymentId: wrong, reasonCode: 'duplicate', note: 'Twice', by: 'o' },
      at('2026-04-13'),
    )
    // Ravi pays and the payment is cancelled: enrolled, not paid.
    const raviSeat = await enrol(ravi, '2026-04-12')
    const raviPaid = await pay(raviSeat, 200000, '2026-04-14')
    await cancelPayment(
      store.db,
      { paymentId: raviPaid, reasonCode: 'duplicate', note: 'x', by: 'o' },
      at('2026-04-14'),
    )
    // The newsletter's lead: no visit counted; enrolled, then withdrawn (no seat), but paid before withdrawing.
    const meera = await lead(mail, '2026-04-15')
    const meeraSeat = await enrol(meera, '2026-04-15')
    await pay(meeraSeat, 150000, '2026-04-15')
    await withdrawEnrolment(store.db, meeraSeat, { name: 'Asha' }, at('2026-04-16'))
    // A lead of May does not count in April.
    await enrol(await lead(insta, '2026-05-02'), '2026-05-02')

    const report = await analyticsReport(store.db, APRIL)
    expect(report.totals.visitors).toBe(4)
    expect(report.totals.goals).toEqual({ form: 1, registration: 3, enrolment: 2, payment: 2, call: 0, demo: 0 })
    expect(report.funnel.map((s) => [s.id, s.people])).toEqual([
      ['visitors', 4],
      ['leads', 4],
      ['registrations', 3],
      ['enrolled', 2],
      ['paid', 2],
    ])
    for (const step of report.funnel) expect(step.share ?? 0).toBeLessThanOrEqual(1)
    const ledger = await ledgerTotals(store.db, {
      financialYear: null,
      month: null,
      batch: null,
      method: null,
      from: APRIL.from,
      to: APRIL.to,
    })
    expect(report.totals.paidPaise).toBe(ledger.totalPaise)
    expect(report.totals.paidPaise).toBe(300000 + 150000)

    const campaigns = reportTables(report).find((t) => t.id === 'campaigns')!
    expect(campaigns.rows).toEqual([
      ['instagram', 'social', 'april', 4, 0, 3, 2, 1, 300000, 0.75],
      ['newsletter', 'email', 'may', 0, 0, 1, 0, 1, 150000, 'n/a'],
    ])
    const funnelCsv = reportTables(report).find((t) => t.id === 'funnel')!
    expect(funnelCsv.rows.map((r) => r[2])).toEqual(['n/a', 1, 0.75, 2 / 3, 1])
  })

  it('counts a student as paid on the day of their first payment, once', async () => {
    const seat = await enrol(await lead(insta, '2026-03-20'), '2026-03-25')
    await pay(seat, 100000, '2026-03-30')
    await pay(seat, 100000, '2026-04-05')
    const april = await analyticsReport(store.db, APRIL)
    expect(april.totals.goals.payment).toBe(0)
    expect(april.totals.paidPaise).toBe(100000)
    const march = await analyticsReport(store.db, {
      kind: 'month',
      from: '2026-03-01',
      to: '2026-03-31',
      month: '2026-03',
    })
    expect(march.totals.goals).toMatchObject({ enrolment: 1, payment: 1 })
    expect(march.totals.paidPaise).toBe(100000)
  })

  it('counts a booked call or seat once per person in "booked a call or a demo class, or registered", and a first-time booking as a lead', async () => {
    const monday = new Date(istDateTime('2026-04-06', '08:00:00'))
    const hours = [{ from: '10:00', to: '13:00' }]
    const rules = {
      bufferMinutes: 0,
      noticeMinutes: 60,
      dailyLimit: 8,
      weekly: [[], hours, hours, hours, hours, hours, []],
    }
    await addCounsellor(store.db, { id: 'meera', name: 'Meera Iyer' }, rules, monday)
    const book = async (email: string, phone: string, time: string) => {
      const startsAt = new Date(istDateTime('2026-04-07', time)).toISOString()
      const answer = await bookCall(
        store.db,
        { startsAt, purpose: 'careers', name: 'Visitor', email, phone, source: insta },
        monday,
      )
      expect(answer).toHaveProperty('booked')
    }
    // Kiran registered, then books a call: one person. Divya never wrote to us: her booking is a lead and a call.
    await saveSubmission(
      store.db,
      { kind: 'registration', name: 'Kiran', email: 'kiran@example.in', phone: '+91 90000 00001', fields: {} },
      monday,
    )
    await book('kiran@example.in', '+91 90000 00001', '10:00:00')
    await book('divya@example.in', '+91 90000 00002', '10:30:00')
    // Kiran also takes a seat in a demo class: still one person at that step, and one 'demo' goal.
    const classId = await createDemoClass(
      store.db,
      {
        topic: 'Your first React component',
        description: 'Build a product card in React from a design: props, state and a list rendered from data.',
        courseId: 'frontend-development',
        startsAt: new Date(istDateTime('2026-04-08', '18:30:00')).toISOString(),
        minutes: 60,
        joinLink: 'https://meet.google.com/rwt-demo-react',
        seats: 50,
      },
      'meera',
      monday,
    )
    const seat = { classId, name: 'Kiran', email: 'kiran@example.in', phone: '+91 90000 00001', source: insta }
    expect(await bookSeat(store.db, seat, monday)).toHaveProperty('booked')

    const report = await analyticsReport(store.db, APRIL)
    expect(report.totals.goals).toMatchObject({ form: 1, registration: 1, call: 2, demo: 1 })
    expect(report.funnel.map((s) => [s.id, s.people])).toEqual([
      ['visitors', 0],
      ['leads', 2],
      ['registrations', 2],
      ['enrolled', 0],
      ['paid', 0],
    ])
    expect(report.funnel[2]).toMatchObject({ share: 1, clamped: false })
  })
})
