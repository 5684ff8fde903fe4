// Services case studies in the database (migration 020), on SQLite in memory by default and on PostgreSQL with
// DATABASE_URL (`bash scripts/test-postgres.sh case-studies`).
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { getCaseStudy, readCaseStudies } from '~/server/case-studies/current.server'
import { ConsentMissingError as CaseStudyConsentMissingError } from './published-store.server'
import {
  CaseStudySlugTakenError,
  deleteCaseStudy,
  saveCaseStudy,
  type CaseStudyFields,
} from './case-studies-store.server'
import {
  addScreenshot,
  moveScreenshot,
  removeScreenshot,
  ScreenshotLimitError,
} from './case-study-screenshots-store.server'

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

describe('case study screenshots store', () => {
  const image = (label: number) => ({
    contentType: 'image/webp',
    large: { width: 1200, height: 750, data: new Uint8Array([label, 1]) },
    small: { width: 640, height: 400, data: new Uint8Array([label, 2]) },
  })
  const mediaCount = async () => (await store.db.selectFrom('post_images').select('id').execute()).length

  it('adds up to four in order with their images, refuses a fifth, and bumps the site version each time', async () => {
    const { id } = await saveCaseStudy(store.db, { fields: { ...fields, title: 'Screenshots: four at most' } })
    const media = await mediaCount()
    for (const n of [1, 2, 3, 4]) {
      const before = await siteVersion()
      await addScreenshot(store.db, { caseStudyId: id, alt: `Screen ${n} of the order flow`, image: image(n) })
      expect(await siteVersion()).toBe(before + 1)
    }
    await expect(
      addScreenshot(store.db, { caseStudyId: id, alt: 'One too many', image: image(5) }),
    ).rejects.toBeInstanceOf(ScreenshotLimitError)
    const shots = (await getCaseStudy(store.db, id))!.screenshots
    expect(shots.map((s) => s.alt)).toEqual([1, 2, 3, 4].map((n) => `Screen ${n} of the order flow`))
    expect(shots[0]).toMatchObject({ width: 1200, height: 750, src: expect.stringMatching(/^\/media\//) })
    expect(shots[0]!.smallSrc).toMatch(/^\/media\//)
    expect(await mediaCount()).toBe(media + 8)
    const stored = await store.db
      .selectFrom('post_images')
      .select('data')
      .where('id', '=', shots[0]!.src.slice('/media/'.length))
      .executeTakeFirstOrThrow()
    expect([...new Uint8Array(stored.data)]).toEqual([1, 1])
  })

  it('keeps no phone copy of a narrow one', async () => {
    const { id } = await saveCaseStudy(store.db, { fields: { ...fields, title: 'Screenshots: a narrow one' } })
    const narrow = {
      contentType: 'image/webp',
      large: { width: 500, height: 900, data: new Uint8Array([9]) },
      small: null,
    }
    await addScreenshot(store.db, { caseStudyId: id, alt: 'The app on a phone', image: narrow })
    expect((await getCaseStudy(store.db, id))!.screenshots[0]).toMatchObject({
      width: 500,
      height: 900,
      smallSrc: null,
    })
  })

  it('moves one up and down, removes one with its images, and deletes the rest with their case study', async () => {
    const { id } = await saveCaseStudy(store.db, { fields: { ...fields, title: 'Screenshots: order and removal' } })
    for (const n of [1, 2, 3]) await addScreenshot(store.db, { caseStudyId: id, alt: `Screen ${n}`, image: image(n) })
    const ids = (await getCaseStudy(store.db, id))!.screenshots.map((s) => s.id)
    expect(await moveScreenshot(store.db, id, ids[2]!, 'up')).toEqual({ from: 3, to: 2 })
    expect(await moveScreenshot(store.db, id, ids[0]!, 'up')).toBeUndefined()
    expect(await moveScreenshot(store.db, 'another-case-study', ids[1]!, 'down')).toBeUndefined()
    const alts = async () => (await getCaseStudy(store.db, id))!.screenshots.map((s) => s.alt)
    expect(await alts()).toEqual(['Screen 1', 'Screen 3', 'Screen 2'])

    const media = await mediaCount()
    expect(await removeScreenshot(store.db, 'another-case-study', ids[0]!)).toBeUndefined()
    expect(await removeScreenshot(store.db, id, ids[0]!)).toBe('Screen 1')
    expect(await alts()).toEqual(['Screen 3', 'Screen 2'])
    expect(await mediaCount()).toBe(media - 2)

    expect(await deleteCaseStudy(store.db, id)).toBe(true)
    expect(await mediaCount()).toBe(media - 6)
    expect(
      await store.db.selectFrom('case_study_screenshots').select('id').where('case_study_id', '=', id).execute(),
    ).toEqual([])
  })
})
