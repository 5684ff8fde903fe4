import { describe, expect, it } from 'vitest'
import { splitGst } from '~/lib/gst'
import {
  accountFigures,
  accountViolations,
  creditTax,
  refundAllocation,
  taxParts,
  type AccountEntry,
  type AccountInput,
} from './account'

// The fee account's rules on plain values: each rule, broken on purpose, is named; a sound account names none.

const payment = (id: string, amountPaise: number, place = '29'): AccountEntry => ({
  id,
  kind: 'payment',
  amountPaise,
  creditsId: null,
  placeOfSupply: place,
  onDay: '2026-11-27',
  ...taxParts(splitGst(amountPaise, place as '29')),
})

const credit = (id: string, kind: 'refund' | 'cancellation', of: AccountEntry, amountPaise: number): AccountEntry => ({
  id,
  kind,
  amountPaise: -amountPaise,
  creditsId: of.id,
  placeOfSupply: of.placeOfSupply,
  onDay: '2026-11-28',
  ...creditTax(of, [], amountPaise),
})

const account = (entries: AccountEntry[], change: Partial<AccountInput> = {}): AccountInput => ({
  feePaise: 700000,
  discountPaise: 0,
  instalments: [{ amountPaise: 700000, dueOn: '2027-01-04' }],
  state: 'enrolled',
  entries,
  ...change,
})

describe('the fee account', () => {
  const first = payment('p1', 300000)
  const second = payment('p2', 400000, '33')

  it('derives received, refunded, net, balance and the next instalment from the entries', () => {
    const figures = accountFigures(account([first, second, credit('c1', 'refund', second, 100000)]))
    expect(figures).toMatchObject({
      receivedPaise: 700000,
      refundedPaise: 100000,
      netPaise: 600000,
      balancePaise: 100000,
    })
    expect(figures.nextDue).toEqual({ amountPaise: 100000, dueOn: '2027-01-04' })
    expect(figures.payments.map((p) => [p.id, p.leftPaise, p.cancellable])).toEqual([
      ['p1', 300000, true],
      ['p2', 300000, false],
    ])
    expect(accountViolations(account([first, second, credit('c1', 'refund', second, 100000)]))).toEqual([])
  })

  it('owes nothing once withdrawn, whatever is held', () => {
    expect(accountFigures(account([first], { state: 'withdrawn' }))).toMatchObject({ balancePaise: 0, nextDue: null })
  })

  it('names each broken rule', () => {
    const over = payment('p3', 100000)
    expect(accountViolations(account([first, second, over]))).toContain('net received is above the fee after discount')
    expect(accountViolations(account([first], { discountPaise: 500000, instalments: [] }))).toEqual(
      expect.arrayContaining(['net received is above the fee after discount']),
    )
    expect(accountViolations(account([first], { instalments: [{ amountPaise: 1, dueOn: '2027-01-04' }] }))).toContain(
      'the instalments do not add up to the fee after discount',
    )
    const refunded = credit('c1', 'refund', first, 300000)
    const cancelled = credit('c2', 'cancellation', first, 300000)
    expect(accountViolations(account([first, refunded, cancelled]))).toEqual(
      expect.arrayContaining(['net received is below zero', 'payment p1 was both refunded and cancelled']),
    )
    const twice = credit('c3', 'cancellation', first, 300000)
    expect(accountViolations(account([first, cancelled, twice]))).toContain('payment p1 was cancelled twice')
    const igstOnCgst = { ...credit('c4', 'refund', first, 100000), ...taxParts(splitGst(-100000, '33')) }
    expect(accountViolations(account([first, igstOnCgst]))).toContain(
      'a credit of p1 reverses a tax kind its invoice lacks, or adds to one',
    )
    const elsewhere = { ...credit('c5', 'refund', first, 100000), placeOfSupply: '33' }
    expect(accountViolations(account([first, elsewhere]))).toContain(
      'credit c5 has another place of supply than its invoice',
    )
  })

  it('spreads a refund over the newest payments first, each at most what is left of it', () => {
    const { payments } = accountFigures(account([first, second]))
    expect(refundAllocation(payments, 500000)?.map((p) => [p.payment.id, p.amountPaise])).toEqual([
      ['p2', 400000],
      ['p1', 100000],
    ])
    expect(refundAllocation(payments, 700001)).toBeUndefined()
  })

  it('reverses exactly what is left of an invoice’s tax with its last credit', () => {
    const odd = payment('p4', 300001)
    expect(odd).toMatchObject({ cgstPaise: 22881, sgstPaise: 22881, roundOffPaise: 1 })
    const part = creditTax(odd, [], 100001)
    const rest = creditTax(odd, [part], 200000)
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'roundOffPaise'] as const)
      expect(part[key] + rest[key] + odd[key]).toBe(0)
    expect(() => creditTax(odd, [part], 200001)).toThrow(RangeError)
  })
})
