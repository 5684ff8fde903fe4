// Services case studies in the database (migration 020), on SQLite in memory by default and on PostgreSQL with
// DATABASE_URL (`bash scripts/test-postgres.sh case-studies`).
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '../db/test-database.server'
import {
  CaseStudyConsentMissingError,
  CaseStudySlugTakenError,
  deleteCaseStudy,
  getCaseStudy,
  readCaseStudies,
  saveCaseStudy,
  type CaseStudyFields,
} from './store.server'

const store = withTestDatabase()

const siteVersion = async () =>
  Number(
    (await store.db.selectFrom('content_version').select('version').where('id', '=', 2).executeTakeFirstOrThrow())
      .version,
  )

const fields: CaseStudyFields = {
  title: 'Online orders for a coffee roaster',
  client: '',
  sector: 'speciality coffee, Chikkamagaluru',
  problem: 'Orders came in over WhatsApp and were copied into a spreadsheet by hand.',
  built: 'A storefront with Razorpay checkout, GST invoices and an order screen for the packing team.',
  stack: ['React Router', 'PostgreSQL', 'Razorpay'],
  results: ['Orders a month up from 40 to 210'],
  liveUrl: 'https://example.in/shop',
  consentOn: '2026-11-02',
  shown: true,
}

describe('case studies store', () => {
  it('starts empty: the migration invents no client', async () => {
    expect(await readCaseStudies(store.db)).toEqual([])
  })

  it('adds one with an address from its title and the site version, keeps the address when the title changes', async () => {
    const before = await siteVersion()
    const { id, slug } = await saveCaseStudy(store.db, { fields })
    expect(slug).toBe('online-orders-for-a-coffee-roaster')
    expect(await getCaseStudy(store.db, id)).toMatchObject({ ...fields, id, slug, position: 0 })
    await saveCaseStudy(store.db, {
      id,
      fields: { ...fields, title: 'A new title', results: ['3 staff hours saved a day'] },
    })
    expect(await getCaseStudy(store.db, id)).toMatchObject({
      slug,
      title: 'A new title',
      results: ['3 staff hours saved a day'],
    })
    expect(await siteVersion()).toBe(before + 2)
  })

  it('refuses a second case study at the same address, and one shown without consent', async () => {
    await saveCaseStudy(store.db, { fields })
    await expect(saveCaseStudy(store.db, { fields: { ...fields, client: 'Another' } })).rejects.toThrow(
      CaseStudySlugTakenError,
    )
    await expect(saveCaseStudy(store.db, { fields: { ...fields, title: 'Other', consentOn: null } })).rejects.toThrow(
      CaseStudyConsentMissingError,
    )
    expect((await readCaseStudies(store.db)).map((c) => c.title)).toEqual([fields.title])
  })

  it('orders by when they were added and deletes one with the site version', async () => {
    const first = await saveCaseStudy(store.db, { fields })
    await saveCaseStudy(store.db, { fields: { ...fields, title: 'Clinic appointments on WhatsApp' } })
    expect((await readCaseStudies(store.db)).map((c) => c.position)).toEqual([0, 1])
    const before = await siteVersion()
    expect(await deleteCaseStudy(store.db, first.id)).toBe(true)
    expect(await siteVersion()).toBe(before + 1)
    expect((await readCaseStudies(store.db)).map((c) => c.title)).toEqual(['Clinic appointments on WhatsApp'])
    expect(await deleteCaseStudy(store.db, first.id)).toBe(false)
  })
})
