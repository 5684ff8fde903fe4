import { describe, expect, it } from 'vitest'
import { PaymentSchema, PlanSchema, RequestSchema } from './fee.schema'

const payment = { amount: '7,000', onDay: '2027-01-05', method: 'cash', utr: '', state: '29' }

describe('fee forms read amounts strictly', () => {
  it('reads grouped rupees into paise', () => {
    expect(PaymentSchema.parse(payment).amount).toBe(700000)
    expect(RequestSchema.parse({ amount: '1,20,000.50', dueOn: '2027-01-05' }).amount).toBe(12000050)
    expect(PlanSchema.parse(planOf('3,500')).amount0).toBe(350000)
  })

  it.each(['7,0,0,0', '70,00', ',700', '7000,'])('refuses %j with a message that shows how to write it', (amount) => {
    const refused = PaymentSchema.safeParse({ ...payment, amount })
    expect(refused.error?.issues[0]).toMatchObject({ path: ['amount'] })
    expect(refused.error!.issues[0]!.message).toMatch(/in rupees, e\.g\. 7000, 1,20,000 or 3500\.50/)
    const plan = PlanSchema.safeParse(planOf(amount))
    expect(plan.error?.issues[0]).toMatchObject({ path: ['amount0'] })
    expect(plan.error!.issues[0]!.message).toMatch(/in rupees, e\.g\. 3500, 1,20,000 or 3500\.50/)
  })
})

function planOf(amount0: string) {
  const rows = Object.fromEntries(
    [1, 2, 3].flatMap((i) => [
      [`amount${i}`, ''],
      [`due${i}`, ''],
    ]),
  )
  return { discount: '', discountReason: '', state: '', amount0, due0: '2027-01-05', ...rows }
}
