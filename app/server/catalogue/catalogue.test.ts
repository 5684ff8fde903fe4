// The catalogue in the database (migration 011), on SQLite in memory by default and on PostgreSQL with DATABASE_URL
// (`bash scripts/test-postgres.sh`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootcamps } from '~/content/studio/bootcamps'
import { crashCourses } from '~/content/studio/crash-courses'
import { openTestDatabase, type TestDatabase } from '../db/test-database.server'
import { importBuiltInCatalogue } from './import.server'
import { readCatalogue } from './store.server'

let store: TestDatabase

beforeAll(async () => {
  store = await openTestDatabase()
})
afterAll(async () => {
  await store.close()
})

describe('catalogue import', () => {
  it('makes the code catalogue the first rows, every course shown, in the code order', async () => {
    const catalogue = await readCatalogue(store.db)
    expect(catalogue.bootcamps).toEqual(bootcamps.map((bootcamp) => ({ ...bootcamp, shown: true })))
    expect(catalogue.crashCourses).toEqual(crashCourses.map((course) => ({ ...course, shown: true })))
  })

  it('runs again without duplicating a course or undoing an edit', async () => {
    await store.db
      .updateTable('catalogue_bootcamps')
      .set({ price: 6500, shown: 0 })
      .where('id', '=', 'frontend-development')
      .execute()
    await store.db.deleteFrom('catalogue_crash_courses').where('id', '=', 'c-programming').execute()
    await importBuiltInCatalogue(store.db as never)
    await importBuiltInCatalogue(store.db as never)
    const catalogue = await readCatalogue(store.db)
    expect(catalogue.bootcamps).toHaveLength(bootcamps.length)
    expect(catalogue.crashCourses).toHaveLength(crashCourses.length)
    expect(catalogue.bootcamps[0]).toMatchObject({ id: 'frontend-development', discountPrice: 6500, shown: false })
    // A deleted row comes back (with the code's values): the import fills what is missing, nothing more.
    expect(catalogue.crashCourses.map((c) => c.id)).toContain('c-programming')
  })

  it('lists a bootcamp the code gained after the import, shown, with the code values', async () => {
    await store.db.deleteFrom('catalogue_bootcamps').where('id', '=', 'data-analytics').execute()
    const catalogue = await readCatalogue(store.db)
    expect(catalogue.bootcamps.at(-1)).toEqual({ ...bootcamps.at(-1)!, shown: true })
  })
})
