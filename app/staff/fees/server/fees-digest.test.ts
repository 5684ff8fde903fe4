// Overdue fees in the morning digest: an instalment whose day has passed with nothing recorded is listed with a
// link to the student's fee page, and a paid one is not; on SQLite by default and on PostgreSQL with DATABASE_URL.
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { queueDueDigests } from '~/server/follow-up-digest.server'
import { enrolledStudent } from './fees.fixture'
import { recordPayment } from './ledger.server'

const store = withTestDatabase()
const NINE_IST = new Date('2026-11-27T03:45:00.000Z') // 09:15 in India

describe(`overdue fees in the digest (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lists an unpaid instalment past its day, links its fee page, and leaves a paid one out', async () => {
    await store.db
      .insertInto('staff_accounts')
      .values({
        id: crypto.randomUUID(),
        email: 'asha@realworktech.in',
        name: 'Asha Rao',
        role: 'editor',
        password_hash: 'scrypt$x',
        created_at: '2026-01-01T00:00:00.000Z',
        last_sign_in_at: null,
      })
      .execute()
    const owing = await enrolledStudent(store.db, { startsOn: '2026-11-20', name: 'Farhan Ali' })
    const paid = await enrolledStudent(store.db, { startsOn: '2026-11-20', name: 'Divya Nair' })
    await recordPayment(
      store.db,
      {
        enrolmentId: paid,
        amountPaise: 700000,
        onDay: '2026-11-18',
        method: 'cash',
        utr: null,
        studentState: '29',
        by: 'asha',
      },
      NINE_IST,
    )
    await store.db.deleteFrom('outbox').execute()
    expect(await queueDueDigests(store.db, NINE_IST)).toBe(1)
    const [mail] = await store.db.selectFrom('outbox').select(['recipient', 'subject', 'body']).execute()
    expect(mail).toMatchObject({ recipient: 'asha@realworktech.in', subject: '1 fee overdue' })
    expect(mail!.body).toContain('- Farhan Ali (FE-2026-11-001): ₹7,000 due since 19 November 2026')
    expect(mail!.body).toContain(`/staff/fees/${owing}`)
    expect(mail!.body).not.toContain('Divya Nair')
  })
})
