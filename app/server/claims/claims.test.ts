// Claims in the database (migration 018), on SQLite in memory by default and on PostgreSQL with DATABASE_URL
// (`bash scripts/test-postgres.sh`).
import { describe, expect, it } from 'vitest'
import { builtInClaims, hasBasis } from '~/content/claims'
import { saveClaim } from '~/staff/publishing/server/claims-editor.server'
import { seedClaims } from '../db/seed.server'
import { withTestDatabase } from '../db/test-database.server'
import { readClaims } from './store.server'

const store = withTestDatabase({ clear: false })

const siteVersion = async () =>
  Number(
    (await store.db.selectFrom('content_version').select('version').where('id', '=', 2).executeTakeFirstOrThrow())
      .version,
  )

const placement = {
  id: 'placement-rate' as const,
  figure: '82%',
  label: 'Placement rate',
  counts: 'Of the 2025 graduates who looked for a job, those employed as engineers or analysts within six months',
  asOf: '2026-06-30',
  sourceUrl: 'https://realworktech.in/reports/placements-2025.pdf',
}

describe('claims store', () => {
  it('makes the built-in figures the first rows, in order, only "technologies" with a basis', async () => {
    const claims = await readClaims(store.db)
    expect(claims).toEqual(builtInClaims)
    expect(claims.filter(hasBasis).map((c) => c.id)).toEqual(['technologies'])
  })

  it('seeds idempotently: running the import again neither duplicates a row nor undoes an edit', async () => {
    await saveClaim(store.db, { ...placement }, new Date('2026-11-27T10:00:00Z'))
    await seedClaims(store.db as never)
    const claims = await readClaims(store.db)
    expect(claims).toHaveLength(builtInClaims.length)
    expect(claims.find((c) => c.id === 'placement-rate')).toEqual(placement)
  })

  it('saves a basis with a new site version and says what changed; an unchanged save writes nothing', async () => {
    const before = await siteVersion()
    const changed = await saveClaim(store.db, {
      ...placement,
      figure: '84%',
      counts: 'Of the 2025 graduates who looked for a job, employed within six months',
    })
    expect(changed).toBe(
      'figure: 82% → 84%; counts: Of the 2025 graduates who looked for a job, those employe… → Of the 2025 graduates who looked for a job, employed with…',
    )
    expect(await siteVersion()).toBe(before + 1)
    const saved = (await readClaims(store.db)).find((c) => c.id === 'placement-rate')!
    expect(hasBasis(saved)).toBe(true)
    expect(saved.figure).toBe('84%')

    expect(await saveClaim(store.db, { ...placement, figure: '84%', counts: saved.counts })).toBeNull()
    expect(await siteVersion()).toBe(before + 1)
  })

  it('takes a claim off the site when its basis is emptied', async () => {
    const changed = await saveClaim(store.db, { ...placement, figure: '84%', counts: '', asOf: null, sourceUrl: null })
    expect(changed).toContain('asOf: 2026-06-30 → —')
    const saved = (await readClaims(store.db)).find((c) => c.id === 'placement-rate')!
    expect(hasBasis(saved)).toBe(false)
  })
})
