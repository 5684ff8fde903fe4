// The fee account proven against a plain model (decision 024): random sequences of payments, cancellations, refunds,
// discounts, plan changes, withdrawals, batch moves, postponed and cancelled batches, some of them two at once, run on the real
// store (SQLite in memory by default, PostgreSQL with DATABASE_URL). After every step the stored figures equal the
// model's, every page's balance is the same, and every rule of the account holds. FEE_MODEL_RUNS sets the runs.
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearStore, withTestDatabase } from '~/server/db/test-database.server'
import { accountViolations } from '~/server/fees/account'
import { feeAccount, feeBalances } from '~/server/fees/fee-account.server'
import { BatchSchema } from '~/staff/batches/forms/batch.schema'
import { changeBatch } from '~/staff/batches/server/batch-changes.server'
import { makeBatch } from '~/staff/batches/server/batches.fixture'
import { batchFormValues, batchStamp, findBatch, type Batch } from '~/staff/batches/server/batches.server'
import { moveEnrolment, withdrawEnrolment } from '~/staff/batches/server/enrolment-changes.server'
import { enrolledStudent } from './fees.fixture'
import { cancelPayment, recordPayment, recordRefund } from './ledger.server'
import { savePlan } from './plan.server'

const store = withTestDatabase()
const saved = { ...process.env }
beforeEach(() => {
  process.env.GSTIN = '29AAMCR4821K1Z6'
})
afterEach(() => {
  process.env = { ...saved }
})

const FEE = 700000
const TODAY = '2026-11-27'
/** Days a payment may be given, with the refusal each must get (enrolled 1 November 2026; today 27 November). */
const DAYS: Record<string, string | null> = {
  [TODAY]: null,
  '2026-04-01': null,
  '2026-11-28': 'future',
  '2099-01-01': 'future',
  '2026-02-31': 'not-a-day',
  '2026-03-31': 'too-early',
  '0001-01-01': 'too-early',
}

interface ModelPayment {
  utr: string
  at: number
  amount: number
  cancelled: boolean
  refunded: number
}

interface Model {
  discount: number
  state: 'enrolled' | 'withdrawn'
  batch: 0 | 1
  cancelledBatches: boolean[]
  payments: ModelPayment[]
}

interface Real {
  enrolmentId: string
  batchIds: [string, string]
  clock: { step: number }
}

type Outcome = { ok: boolean; reason?: string }

const left = (p: ModelPayment) => (p.cancelled ? 0 : p.amount - p.refunded)
const net = (m: Model) => m.payments.reduce((total, p) => total + left(p), 0)
const due = (m: Model) => FEE - m.discount
const balance = (m: Model) => (m.state === 'withdrawn' ? 0 : due(m) - net(m))
const inOrder = (m: Model) => [...m.payments].sort((a, b) => a.at - b.at)

function cloneModel(m: Model): Model {
  return { ...m, cancelledBatches: [...m.cancelledBatches], payments: m.payments.map((p) => ({ ...p })) }
}

/** One action: what the model says happens (applying it when it succeeds), and what the store does. */
interface Action {
  label: string
  expect(m: Model, at: number): Outcome
  exec(r: Real, m: Model, now: Date): Promise<Outcome>
}

const outcome = (result: { ok: boolean; reason?: string } | { ok: boolean; error?: string }): Outcome =>
  result.ok ? { ok: true } : { ok: false, reason: 'reason' in result ? result.reason : 'refused' }

let utrs = 0
function pay(amount: number, day: string, state: '29' | '33'): Action {
  const utr = `UTR${String((utrs += 1)).padStart(9, '0')}`
  return {
    label: `pay ${amount} on ${day} (${state})`,
    expect(m, at) {
      const problem = DAYS[day]
      if (problem) return { ok: false, reason: problem }
      if (m.state === 'withdrawn') return { ok: false, reason: 'withdrawn' }
      if (m.cancelledBatches[m.batch]) return { ok: false, reason: 'batch-cancelled' }
      if (amount > balance(m)) return { ok: false, reason: 'too-much' }
      m.payments.push({ utr, at, amount, cancelled: false, refunded: 0 })
      return { ok: true }
    },
    async exec(r, _m, now) {
      const method = 'upi' as const
      const input = { enrolmentId: r.enrolmentId, amountPaise: amount, onDay: day, method, utr, studentState: state }
      return outcome(await recordPayment(store.db, { ...input, by: 'asha@realworktech.in' }, now))
    },
  }
}

function cancel(index: number): Action {
  return {
    label: `cancel payment #${index}`,
    expect(m) {
      const p = inOrder(m)[index % Math.max(m.payments.length, 1)]
      if (!p) return { ok: false, reason: 'none' }
      if (p.cancelled) return { ok: false, reason: 'already-cancelled' }
      if (p.refunded > 0) return { ok: false, reason: 'already-refunded' }
      p.cancelled = true
      return { ok: true }
    },
    async exec(r, m) {
      const p = inOrder(m)[index % Math.max(m.payments.length, 1)]
      if (!p) return { ok: false, reason: 'none' }
      const row = await store.db
        .selectFrom('payments')
        .select('id')
        .where('utr', '=', p.utr)
        .where('kind', '=', 'payment')
        .executeTakeFirstOrThrow()
      const input = { paymentId: row.id, reasonCode: 'wrong-amount' as const, note: 'Typed ₹300 for ₹3,000' }
      return outcome(await cancelPayment(store.db, { ...input, by: 'owner@realworktech.in' }))
    },
  }
}

function refund(amount: number, withdraw: boolean): Action {
  return {
    label: `refund ${amount}${withdraw ? ' and withdraw' : ''}`,
    expect(m) {
      if (net(m) <= 0) return { ok: false, reason: 'no-payments' }
      if (amount > net(m)) return { ok: false, reason: 'too-much' }
      let rest = amount
      for (const p of inOrder(m).reverse()) {
        const take = Math.min(rest, left(p))
        p.refunded += take
        rest -= take
      }
      if (withdraw) m.state = 'withdrawn'
      return { ok: true }
    },
    async exec(r, _m, now) {
      const input = { enrolmentId: r.enrolmentId, amountPaise: amount, method: 'upi' as const, utr: null }
      const reasons = { reasonCode: 'withdrawal-in-window' as const, note: 'Asked by phone', exceptionNote: null }
      return outcome(
        await recordRefund(
          store.db,
          { ...input, ...reasons, withdraw, by: 'owner@realworktech.in', actorName: 'Owner' },
          now,
        ),
      )
    },
  }
}

function discount(amount: number, split: boolean): Action {
  return {
    label: `discount ${amount}${split ? ' in two instalments' : ''}`,
    expect(m) {
      if (amount >= FEE) return { ok: false, reason: 'discount-too-big' }
      if (FEE - amount < net(m)) return { ok: false, reason: 'discount-below-received' }
      m.discount = amount
      return { ok: true }
    },
    async exec(r, _m, now) {
      const total = FEE - amount
      const first = split ? Math.floor(total / 2) : total
      const plan = {
        discount: amount,
        discountReason: amount > 0 ? 'Scholarship for a first-generation graduate' : null,
        state: null,
        amount0: first,
        due0: '2026-12-20',
        amount1: split ? total - first : null,
        due1: split ? '2027-02-01' : null,
        amount2: null,
        due2: null,
        amount3: null,
        due3: null,
      }
      return outcome(await savePlan(store.db, r.enrolmentId, plan, 'asha@realworktech.in', now))
    },
  }
}

const withdraw: Action = {
  label: 'withdraw',
  expect(m) {
    if (m.state === 'withdrawn') return { ok: false, reason: 'refused' }
    m.state = 'withdrawn'
    return { ok: true }
  },
  async exec(r, _m, now) {
    return outcome(await withdrawEnrolment(store.db, r.enrolmentId, { name: 'Asha' }, now))
  },
}

function move(to: 0 | 1): Action {
  return {
    label: `move to batch ${to}`,
    expect(m) {
      if (m.batch === to || m.state === 'withdrawn' || m.cancelledBatches[to]) return { ok: false, reason: 'refused' }
      m.batch = to
      return { ok: true }
    },
    async exec(r, _m, now) {
      return outcome(await moveEnrolment(store.db, r.enrolmentId, r.batchIds[to], { name: 'Asha' }, now))
    },
  }
}

/**
 * A batch changed as staff change it: the form opened (the batch read, its stamp kept), the change made and saved
 * (changeBatch: carried to its students in one transaction). When someone changed the batch in between, the save is
 * refused and staff, looking again, make the change on the batch as it now stands.
 */
async function changeStoredBatch(id: string, change: (batch: Batch) => Record<string, string>, now: Date) {
  for (let tries = 0; tries < 5; tries += 1) {
    const batch = (await findBatch(store.db, id))!
    const form = { ...batchFormValues(batch), ...change(batch), editedFrom: batchStamp(batch) }
    const result = await changeBatch(store.db, id, BatchSchema.parse(form), { name: 'Asha' }, now)
    if (!result.ok && result.field === 'changed') continue
    return outcome(result)
  }
  throw new Error('The batch was refused as changed meanwhile five times over')
}

function cancelBatch(which: 0 | 1): Action {
  return {
    label: `cancel batch ${which}`,
    expect(m) {
      m.cancelledBatches[which] = true
      return { ok: true }
    },
    exec: (r, _m, now) => changeStoredBatch(r.batchIds[which], () => ({ status: 'cancelled' }), now),
  }
}

/** A batch postponed by four weeks: its students' start and due days move; no money figure changes. */
function postpone(which: 0 | 1): Action {
  const later = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 28 * 86_400_000).toISOString().slice(0, 10)
  return {
    label: `postpone batch ${which}`,
    expect: () => ({ ok: true }),
    exec: (r, _m, now) =>
      changeStoredBatch(
        r.batchIds[which],
        (b) => ({ startsOn: later(b.startsOn), endsOn: later(b.endsOn), enrolBy: later(b.enrolBy) }),
        now,
      ),
  }
}

/** The stored account against the model: the figures, each payment's standing, the same balance on every page. */
async function compare(r: Real, m: Model): Promise<string[]> {
  const account = (await feeAccount(store.db, { enrolmentId: r.enrolmentId }))!
  const broken = accountViolations(account)
  const figures = {
    discount: account.discountPaise,
    state: account.state,
    net: account.netPaise,
    balance: account.balancePaise,
    payments: account.entries
      .filter((e) => e.kind === 'payment')
      .map((e) => ({ utr: e.utr, cancelled: e.standing!.cancelled, left: e.standing!.leftPaise }))
      .sort((a, b) => a.utr!.localeCompare(b.utr!)),
  }
  const expected = {
    discount: m.discount,
    state: m.state,
    net: net(m),
    balance: balance(m),
    payments: m.payments
      .map((p) => ({ utr: p.utr, cancelled: p.cancelled, left: left(p) }))
      .sort((a, b) => a.utr.localeCompare(b.utr)),
  }
  if (JSON.stringify(figures) !== JSON.stringify(expected))
    broken.push(`stored ${JSON.stringify(figures)} but the model says ${JSON.stringify(expected)}`)
  const roster = (await feeBalances(store.db, [r.enrolmentId])).get(r.enrolmentId)!
  if (roster.balancePaise !== account.balancePaise || roster.netPaise !== account.netPaise)
    broken.push(`the roster says ${roster.balancePaise} due, the fee page ${account.balancePaise}`)
  if (account.netPaise < 0 || account.netPaise > account.feePaise - account.discountPaise)
    broken.push(`net received ${account.netPaise} is outside 0..${account.feePaise - account.discountPaise}`)
  return broken
}

class Step implements fc.AsyncCommand<Model, Real> {
  constructor(readonly action: Action) {}
  check = () => true
  async run(m: Model, r: Real) {
    const at = (r.clock.step += 1)
    const expected = this.action.expect(m, at)
    const got = await this.action.exec(r, m, new Date(Date.parse(`${TODAY}T06:00:00Z`) + at * 1000))
    expect(got.ok, `${this.action.label}: ${got.reason ?? ''}`).toBe(expected.ok)
    if (!expected.ok && expected.reason !== 'refused') expect(got.reason, this.action.label).toBe(expected.reason)
    expect(await compare(r, m), this.action.label).toEqual([])
  }
  toString = () => this.action.label
}

/** Two staff at once: the store's outcome must be one of the two orders the model can take. */
class Together implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly a: Action,
    readonly b: Action,
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    const atA = (r.clock.step += 1)
    const atB = (r.clock.step += 1)
    const instant = (at: number) => new Date(Date.parse(`${TODAY}T06:00:00Z`) + at * 1000)
    const snapshot = cloneModel(m)
    const [gotA, gotB] = await Promise.all([
      this.a.exec(r, snapshot, instant(atA)),
      this.b.exec(r, snapshot, instant(atB)),
    ])
    const orders = [
      () => {
        const x = cloneModel(m)
        return { model: x, outcomes: [this.a.expect(x, atA), this.b.expect(x, atB)] }
      },
      () => {
        const x = cloneModel(m)
        const b = this.b.expect(x, atB)
        return { model: x, outcomes: [this.a.expect(x, atA), b] }
      },
    ].map((order) => order())
    const problems: string[][] = []
    for (const order of orders) {
      const same = order.outcomes[0]!.ok === gotA.ok && order.outcomes[1]!.ok === gotB.ok
      const broken = same ? await compare(r, order.model) : ['the outcomes differ']
      if (broken.length === 0) {
        Object.assign(m, order.model)
        return
      }
      problems.push(broken)
    }
    expect.fail(`${this.toString()}: ${JSON.stringify({ gotA, gotB, problems })}`)
  }
  toString = () => `together(${this.a.label}, ${this.b.label})`
}

const amount = fc.oneof(
  fc.constantFrom(100, 300000, 350000, 700000, 700001, 30000),
  fc.integer({ min: 1, max: 800000 }),
)
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(amount, fc.constantFrom(...Object.keys(DAYS)), fc.constantFrom('29' as const, '33' as const))
      .map(([a, d, s]) => pay(a, d, s)),
  },
  { weight: 2, arbitrary: fc.nat(5).map(cancel) },
  { weight: 2, arbitrary: fc.tuple(amount, fc.boolean()).map(([a, w]) => refund(a, w)) },
  { weight: 2, arbitrary: fc.tuple(fc.oneof(fc.constant(0), amount), fc.boolean()).map(([a, s]) => discount(a, s)) },
  { weight: 1, arbitrary: fc.constant(withdraw) },
  { weight: 1, arbitrary: fc.constantFrom(0 as const, 1 as const).map(move) },
  { weight: 1, arbitrary: fc.constantFrom(0 as const, 1 as const).map(cancelBatch) },
  { weight: 1, arbitrary: fc.constantFrom(0 as const, 1 as const).map(postpone) },
)
const commands = fc.commands(
  [action.map((a) => new Step(a)), fc.tuple(action, action).map(([a, b]) => new Together(a, b))],
  { maxCommands: 14 },
)

describe(`the fee account against its model (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('keeps every rule and the model’s figures after any sequence of staff actions, two at once among them', async () => {
    let students = 0
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        students += 1
        await clearStore(store)
        const enrolmentId = await enrolledStudent(store.db, {
          name: `Student ${students}`,
          email: `student${students}@example.com`,
        })
        const first = await store.db
          .selectFrom('enrolments')
          .select('batch_id')
          .where('id', '=', enrolmentId)
          .executeTakeFirstOrThrow()
        const other = await makeBatch(store.db, { startsOn: '2027-02-01', endsOn: '2027-05-01', enrolBy: '2027-01-31' })
        const real: Real = { enrolmentId, batchIds: [first.batch_id, other.id], clock: { step: 0 } }
        const model: Model = {
          discount: 0,
          state: 'enrolled',
          batch: 0,
          cancelledBatches: [false, false],
          payments: [],
        }
        await fc.asyncModelRun(() => ({ model, real }), cmds)
      }),
      { numRuns: Number(process.env.FEE_MODEL_RUNS ?? (process.env.DATABASE_URL ? 20 : 40)) },
    )
  })
})
