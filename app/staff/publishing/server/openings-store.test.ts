// Job openings in the database (migration 013), on SQLite in memory by default and on PostgreSQL with DATABASE_URL
// (`bash scripts/test-postgres.sh`).
import { describe, expect, it } from 'vitest'
import { readContentVersions } from '~/server/content-version.server'
import { withTestDatabase } from '~/server/db/test-database.server'
import { findOpening, findOpeningBySlug, isAccepting, readOpenings } from '~/server/careers/current.server'
import { createOpening, saveOpening, takenSlugs, type OpeningChanges } from './openings-store.server'

const store = withTestDatabase({ clear: false })

const mentor: OpeningChanges = {
  title: 'Android mentor',
  team: 'Training studio',
  location: 'Bengaluru',
  remote: false,
  type: 'part-time',
  applyBy: '2026-12-31',
  summary: 'Teach Kotlin and Jetpack Compose to our Android batch.',
  description: '## What you will do\n\n- Teach live classes',
  salary: null,
  status: 'draft',
}
const t0 = new Date('2026-11-20T06:00:00Z')

describe('career openings store', () => {
  it('starts empty: the import creates no openings', async () => {
    expect(await readOpenings(store.db)).toEqual([])
  })

  it('creates a draft without a posted date, and bumps the site version', async () => {
    const before = (await readContentVersions(store.db, t0)).site
    const id = await saveOpening(store.db, { slug: 'android-mentor' }, mentor, t0)
    expect((await readContentVersions(store.db, t0)).site).not.toBe(before)
    const saved = await findOpening(store.db, id)
    expect(saved).toMatchObject({ ...mentor, id, slug: 'android-mentor', postedOn: null })
    expect(await takenSlugs(store.db)).toEqual(new Set(['android-mentor']))
  })

  it('sets the posted date when first opened and keeps it when closed and reopened', async () => {
    const { id } = (await findOpeningBySlug(store.db, 'android-mentor'))!
    await saveOpening(store.db, { id }, { ...mentor, status: 'open' }, t0)
    expect(await findOpening(store.db, id)).toMatchObject({ status: 'open', postedOn: '2026-11-20' })
    const later = new Date('2026-11-23T06:00:00Z')
    await saveOpening(store.db, { id }, { ...mentor, status: 'closed' }, later)
    await saveOpening(store.db, { id }, { ...mentor, status: 'open', title: 'Android mentor (Kotlin)' }, later)
    expect(await findOpening(store.db, id)).toMatchObject({
      status: 'open',
      title: 'Android mentor (Kotlin)',
      slug: 'android-mentor',
      postedOn: '2026-11-20',
    })
  })

  it('keeps a salary range and a remote role, and clears a salary', async () => {
    const id = await saveOpening(
      store.db,
      { slug: 'backend-engineer' },
      {
        ...mentor,
        title: 'Backend engineer',
        team: 'Services division',
        location: '',
        remote: true,
        type: 'full-time',
        salary: { min: 600000, max: 900000, period: 'YEAR' },
        status: 'open',
      },
      t0,
    )
    expect(await findOpening(store.db, id)).toMatchObject({
      location: '',
      remote: true,
      salary: { min: 600000, max: 900000, period: 'YEAR' },
    })
    const saved = (await findOpening(store.db, id))!
    await saveOpening(store.db, { id }, { ...saved, salary: { min: 50000, max: null, period: 'MONTH' } }, t0)
    expect((await findOpening(store.db, id))!.salary).toEqual({ min: 50000, max: null, period: 'MONTH' })
    await saveOpening(store.db, { id }, { ...saved, salary: null }, t0)
    expect((await findOpening(store.db, id))!.salary).toBeNull()
  })

  it('lists open openings first, then drafts, then closed ones', async () => {
    await saveOpening(store.db, { slug: 'data-intern' }, { ...mentor, title: 'Data intern', status: 'closed' }, t0)
    await saveOpening(store.db, { slug: 'react-mentor' }, { ...mentor, title: 'React mentor' }, t0)
    expect((await readOpenings(store.db)).map((o) => [o.slug, o.status])).toEqual([
      ['android-mentor', 'open'],
      ['backend-engineer', 'open'],
      ['react-mentor', 'draft'],
      ['data-intern', 'closed'],
    ])
  })

  it('refuses a second opening with a slug that is taken', async () => {
    await expect(saveOpening(store.db, { slug: 'react-mentor' }, mentor, t0)).rejects.toThrow()
  })

  it('gives openings created at the same moment with one title a slug each', async () => {
    const made = await Promise.all(
      ['Kotlin', 'Compose', 'Room'].map((topic) =>
        createOpening(store.db, 'kotlin-mentor', { ...mentor, title: `Kotlin mentor (${topic})` }, t0),
      ),
    )
    expect(made.map((m) => m.slug).sort()).toEqual(['kotlin-mentor', 'kotlin-mentor-2', 'kotlin-mentor-3'])
    for (const { id, slug } of made) expect((await findOpeningBySlug(store.db, slug))?.id).toBe(id)
    // A taken slug is skipped without a try.
    expect((await createOpening(store.db, 'react-mentor', mentor, t0)).slug).toBe('react-mentor-2')
  })
})

describe('isAccepting', () => {
  it('is open until the end of the apply-by day in India', () => {
    const open = { status: 'open' as const, applyBy: '2026-12-31' }
    expect(isAccepting(open, new Date('2026-12-31T18:29:59Z'))).toBe(true) // 23:59:59 IST
    expect(isAccepting(open, new Date('2026-12-31T18:30:00Z'))).toBe(false) // midnight IST
    expect(isAccepting({ ...open, status: 'closed' }, t0)).toBe(false)
    expect(isAccepting({ ...open, status: 'draft' }, t0)).toBe(false)
  })
})
