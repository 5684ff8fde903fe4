// The catalogue in the database (migration 011), on SQLite in memory by default and on PostgreSQL with DATABASE_URL
// (`bash scripts/test-postgres.sh`).
import { describe, expect, it } from 'vitest'
import { bootcamps } from '~/content/studio/bootcamps'
import { crashCourses } from '~/content/studio/crash-courses'
import { withTestDatabase } from '../db/test-database.server'
import { describeChanges } from '~/staff/publishing/server/edit-form.server'
import { seedCatalogue } from '../db/seed.server'
import { readCatalogue } from './read.server'
import { saveBootcamp, saveCrashCourse } from '~/staff/publishing/server/catalogue-store.server'

const store = withTestDatabase({ clear: false })

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
    await seedCatalogue(store.db as never)
    await seedCatalogue(store.db as never)
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

describe('catalogue store', () => {
  it('saves a bootcamp and a crash course with the site version, and adds a crash course at the end', async () => {
    const version = async () =>
      (await store.db.selectFrom('content_version').select('version').where('id', '=', 2).executeTakeFirstOrThrow())
        .version
    const before = Number(await version())
    const [backend] = (await readCatalogue(store.db)).bootcamps.filter((b) => b.id === 'backend-development')
    await saveBootcamp(store.db, 'backend-development', {
      ...backend!,
      discountPrice: 6000,
      originalPrice: 9000,
      technologies: ['Java 21', 'Spring Boot'],
      shown: false,
    })
    const course = (await readCatalogue(store.db)).crashCourses[1]!
    await saveCrashCourse(store.db, course.id, { ...course, price: 1500, title: 'C++ and OOP' })
    await saveCrashCourse(store.db, 'rust-basics', {
      title: 'Rust Basics',
      category: 'programming',
      price: 2000,
      duration: '1 Month',
      description: 'Ownership, borrowing and the compiler as a reviewer.',
      topics: ['Ownership', 'Borrowing', 'Cargo'],
      shown: true,
    })
    expect(Number(await version())).toBe(before + 3)
    const after = await readCatalogue(store.db)
    expect(after.bootcamps.find((b) => b.id === 'backend-development')).toMatchObject({
      title: 'Backend Development',
      discountPrice: 6000,
      originalPrice: 9000,
      technologies: ['Java 21', 'Spring Boot'],
      shown: false,
    })
    expect(after.crashCourses[1]).toMatchObject({ id: course.id, title: 'C++ and OOP', price: 1500 })
    expect(after.crashCourses.at(-1)).toMatchObject({ id: 'rust-basics', topics: ['Ownership', 'Borrowing', 'Cargo'] })
  })
})

describe('catalogue audit', () => {
  it('describes each change before → after for the audit log', () => {
    expect(
      describeChanges(
        { discountPrice: 7000, shown: true, technologies: ['A'] },
        { discountPrice: 6500, shown: false, technologies: ['A'] },
        ['discountPrice'],
      ),
    ).toBe('price: ₹7,000 → ₹6,500; shown: shown → hidden')
    expect(describeChanges({ level: 'x' }, { level: 'x' })).toBeNull()
  })
})
