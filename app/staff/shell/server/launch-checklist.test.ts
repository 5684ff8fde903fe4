// The owner's launch checklist, derived from the store and the server's settings (never ticked by hand): on SQLite in
// memory by default and on PostgreSQL with DATABASE_URL (`bash scripts/test-postgres.sh launch-checklist`).
import { afterEach, describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { saveCaseStudy } from '~/staff/publishing/server/case-studies-store.server'
import { saveProfile, type ProfileFields } from '~/staff/publishing/server/profiles-store.server'
import { launchChecklist } from '~/staff/shell/lib/launch-checklist'
import { currentLaunchChecklist, readLaunchState } from './launch-checklist.server'

const store = withTestDatabase()

const SETTINGS = [
  'UPI_ID',
  'UPI_PAYEE_NAME',
  'GSTIN',
  'BANK_ACCOUNT_NAME',
  'BANK_ACCOUNT_NUMBER',
  'BANK_IFSC',
  'BANK_NAME',
]
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))
afterEach(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})
function clearSettings() {
  for (const name of SETTINGS) delete process.env[name]
}

const person = (kind: ProfileFields['kind'], shown: boolean): ProfileFields => ({
  kind,
  name: kind === 'mentor' ? 'Kavya Menon' : 'Arjun Rao',
  role: kind === 'mentor' ? 'Senior Backend Engineer' : 'Head of Delivery',
  bio: 'Builds payment and booking backends in Node.js and PostgreSQL for RealWork clients, and reviews pull requests.',
  years: 7,
  linkedin: '',
  consentOn: shown ? '2026-11-20' : null,
  shown,
})

const links = { claims: '/staff/claims', newProfile: '/staff/profiles/new', newCaseStudy: '/staff/case-studies/new' }
const done = (items: { id: string; done: boolean }[]) => items.filter((i) => i.done).map((i) => i.id)

describe('the launch checklist', () => {
  it('on a new site lists everything still to do, each with where it is done or who does it', async () => {
    clearSettings()
    const items = (await currentLaunchChecklist(store.db))!
    expect(items.map((i) => i.id)).toEqual(['claims', 'mentors', 'team', 'caseStudies', 'upi', 'bank', 'gstin'])
    expect(done(items)).toEqual([])
    // Fifteen of the sixteen built-in figures wait for a basis; only the technologies taught has one.
    expect(items[0]!.text).toBe(
      '15 figures still lack what they count and the day they were true, so the site leaves them out.',
    )
    expect(items.slice(0, 4).map((i) => i.link?.href)).toEqual([
      '/staff/claims',
      '/staff/profiles/new',
      '/staff/profiles/new',
      '/staff/case-studies/new',
    ])
    // Server settings are said in words, with who sets them; never by their technical names.
    for (const item of items.slice(4)) {
      expect(item.link).toBeUndefined()
      expect(item.text).toContain('Whoever runs the server')
      expect(item.text).not.toMatch(/[A-Z]{2,}_[A-Z]/)
    }
  })

  it('ticks an item when the store has it: a hidden profile or one without consent does not count', async () => {
    clearSettings()
    await saveProfile(store.db, { fields: person('mentor', false) })
    expect((await readLaunchState(store.db)).mentors).toBe(0)
    await saveProfile(store.db, { fields: person('mentor', true) })
    await saveCaseStudy(store.db, {
      fields: {
        title: 'Online orders for a coffee roaster',
        client: '',
        sector: 'speciality coffee, Chikkamagaluru',
        problem: 'Orders came in over WhatsApp and were copied into a spreadsheet by hand.',
        built: 'A storefront with Razorpay checkout, GST invoices and an order screen for the packing team.',
        stack: ['React Router', 'PostgreSQL'],
        results: ['Orders a month up from 40 to 210'],
        liveUrl: '',
        consentOn: '2026-11-02',
        shown: true,
      },
    })
    const items = (await currentLaunchChecklist(store.db))!
    expect(done(items)).toEqual(['mentors', 'caseStudies'])
    // A done item offers no link: there is nothing left to do there.
    expect(items.find((i) => i.id === 'mentors')!.link).toBeUndefined()
    expect(items.find((i) => i.id === 'team')!.text).toBe(
      'No team member is published, so the home page shows roles instead of people.',
    )
  })

  it('ticks a setting once the server has a valid one; a malformed one stays to do', async () => {
    clearSettings()
    process.env.UPI_ID = 'not a upi id'
    process.env.GSTIN = '29ABCDE1234F1Z5'
    expect((await readLaunchState(store.db)).settings).toEqual({ upi: false, bank: false, gstin: true })
    process.env.UPI_ID = 'realwork@okaxis'
    Object.assign(process.env, {
      BANK_ACCOUNT_NAME: 'RealWork Technologies Pvt Ltd',
      BANK_ACCOUNT_NUMBER: '123456789012',
      BANK_IFSC: 'HDFC0001234',
      BANK_NAME: 'HDFC Bank',
    })
    expect((await readLaunchState(store.db)).settings).toEqual({ upi: true, bank: true, gstin: true })
  })

  it('is gone once every item is done', async () => {
    Object.assign(process.env, {
      UPI_ID: 'realwork@okaxis',
      GSTIN: '29ABCDE1234F1Z5',
      BANK_ACCOUNT_NAME: 'RealWork Technologies Pvt Ltd',
      BANK_ACCOUNT_NUMBER: '123456789012',
      BANK_IFSC: 'HDFC0001234',
      BANK_NAME: 'HDFC Bank',
    })
    await saveProfile(store.db, { fields: person('mentor', true) })
    await saveProfile(store.db, { fields: person('team', true) })
    await saveCaseStudy(store.db, {
      fields: {
        title: 'A clinic booking site',
        client: '',
        sector: 'dental clinic, Mysuru',
        problem: 'Patients booked by phone only, and the front desk missed calls at rush hour.',
        built: 'A booking site with reminders by SMS and a day view for the front desk.',
        stack: ['React Router'],
        results: ['Missed calls down from 20 a day to 3'],
        liveUrl: '',
        consentOn: '2026-11-02',
        shown: true,
      },
    })
    expect(await currentLaunchChecklist(store.db)).not.toBeNull()
    await store.db
      .updateTable('claims')
      .set({ counts: 'Counted from our records', as_of: '2026-11-01' })
      .where('as_of', 'is', null)
      .execute()
    expect(await currentLaunchChecklist(store.db)).toBeNull()
    expect(done(launchChecklist(await readLaunchState(store.db), links))).toHaveLength(7)
  })
})
