import { describe, expect, it } from 'vitest'
import { PayReportSchema } from './pay-report.schema'

describe('the pay page\'s "I have paid" schema', () => {
  it('reads rupees as the app shows them, a calendar day, and a UTR without its spaces', () => {
    expect(PayReportSchema.parse({ amount: '₹ 20,000.50', onDay: '2026-11-27', utr: ' 4321 5678 9012 ' })).toEqual({
      amount: 2000050,
      onDay: '2026-11-27',
      utr: '432156789012',
    })
    expect(PayReportSchema.parse({ amount: '7000', onDay: '2026-11-27', utr: 'sbin426123456789' }).utr).toBe(
      'SBIN426123456789',
    )
  })

  it.each([
    [{ amount: '0', onDay: '2026-11-27', utr: '432156789012' }, 'amount'],
    [{ amount: '7,0,00', onDay: '2026-11-27', utr: '432156789012' }, 'amount'],
    [{ amount: '600000', onDay: '2026-11-27', utr: '432156789012' }, 'amount'],
    [{ amount: '7000', onDay: '2026-02-30', utr: '432156789012' }, 'onDay'],
    [{ amount: '7000', onDay: '27/11/2026', utr: '432156789012' }, 'onDay'],
    [{ amount: '7000', onDay: '2026-11-27', utr: '12345' }, 'utr'],
    [{ amount: '7000', onDay: '2026-11-27', utr: '4321-5678-901<script>' }, 'utr'],
  ])('refuses %o by its %s field', (input, field) => {
    const result = PayReportSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path[0])).toEqual([field])
  })
})
