import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listCertificateCourses, type CertificateCourse } from '~/staff/certificates/server/certificate-courses.server'
import { parseCsv, readCertificateCsv, MAX_CSV_ROWS } from './certificate-csv.server'
import { findCertificate } from '~/server/certificates.server'
import { issueCertificates } from '~/staff/certificates/server/certificate-register.server'
import { openTestDatabase, type TestDatabase } from '~/server/db/test-database.server'

let store: TestDatabase
let courses: CertificateCourse[]
const today = '2026-11-25'
beforeAll(async () => {
  store = await openTestDatabase()
  courses = await listCertificateCourses(store.db)
})
afterAll(async () => {
  await store.close()
})

const HEADER = 'name,email,course,completed_on,mentor,grade,project1_title,project1_url,searchable'

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF or LF, and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi""\r\nthere"\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"\r\nthere'],
      ['1', '2', '3'],
    ])
    expect(parseCsv('a,"never closed')).toBeNull()
  })
})

describe('readCertificateCsv', () => {
  it('accepts a good batch, by course id or title, in any column order', () => {
    const batch = readCertificateCsv(
      [
        HEADER,
        'Priya Raman,priya@example.com,Frontend Development Bootcamp,2026-10-30,Arjun Menon,A,Kanban board,https://github.com/priya/kanban,yes',
        '"Ravi Kumar, Jr.",ravi@example.com,c-programming,2026-11-01,Arjun Menon,,,,',
      ].join('\n'),
      courses,
      today,
    )
    expect(batch.ok).toBe(true)
    if (!batch.ok) return
    expect(batch.items.map((i) => [i.holderName, i.course.id, i.searchable])).toEqual([
      ['Priya Raman', 'frontend-development', true],
      ['Ravi Kumar, Jr.', 'c-programming', false],
    ])
    const reordered = readCertificateCsv(
      'mentor,course,name,email,completed_on\nArjun Menon,typescript,Meera Iyer,meera@example.com,2026-09-12\n',
      courses,
      today,
    )
    expect(reordered.ok).toBe(true)
  })

  it('drops NUL and other control characters from every field, as the single form does (issue 37)', () => {
    const batch = readCertificateCsv(
      [
        HEADER,
        'Priya\u0000 Ra\u0001man\u007f,priya\u0000@example.com,typescript\u0000,2026-10-30,Arjun\tMenon\u0085,A\u001b,"Kanban\r\nboard",https://github.com/priya/kanban\u0000,yes',
      ].join('\n'),
      courses,
      today,
    )
    expect(batch).toMatchObject({ ok: true })
    if (!batch.ok) return
    expect(batch.items[0]).toMatchObject({
      holderName: 'Priya Raman',
      email: 'priya@example.com',
      mentor: 'Arjun Menon',
      grade: 'A',
      projects: [{ title: 'Kanban board', url: 'https://github.com/priya/kanban' }],
    })
    expect(batch.items[0]!.course.id).toBe('typescript')
  })

  it('issues such a batch on either engine (PostgreSQL text cannot hold NUL), its fields without them', async () => {
    const batch = readCertificateCsv(
      'name,email,course,completed_on,mentor,grade\nNul\u0000 Kumar\u0007,nul.kumar@example.com,typescript,2026-10-30,Arjun\u0000 Menon,A\u0000\n',
      courses,
      today,
    )
    if (!batch.ok) throw new Error(batch.error)
    const [cert] = await issueCertificates(store.db, { id: 'owner-1', email: 'owner@realworktech.in' }, batch.items)
    expect(await findCertificate(store.db, cert!.id)).toMatchObject({
      holderName: 'Nul Kumar',
      mentor: 'Arjun Menon',
      grade: 'A',
    })
  })

  it('issues nothing when a row is wrong, and names every bad row (as a spreadsheet numbers it) and why', () => {
    const batch = readCertificateCsv(
      [
        HEADER,
        'Priya Raman,priya@example.com,frontend-development,2026-10-30,Arjun Menon,,,,',
        '',
        'Ravi Kumar,ravi@,Basket Weaving,2026-13-01,Arjun Menon,,,,maybe',
        'Priya Raman,priya@example.com,frontend-development,2026-10-31,Arjun Menon,,,,',
      ].join('\n'),
      courses,
      today,
    )
    expect(batch.ok).toBe(false)
    if (batch.ok) return
    expect(batch.error).toBe('Nothing was issued: 2 of 3 rows need correcting.')
    expect(batch.problems.map((p) => p.row)).toEqual([4, 5])
    const row4 = batch.problems[0]!.messages.join(' | ')
    for (const column of ['searchable: ', 'email: ', 'course: ', 'completed_on: ']) expect(row4).toContain(column)
    expect(batch.problems[1]!.messages).toEqual(['the same graduate and course as row 2'])
  })

  it('refuses a file it cannot read as a batch, saying why', () => {
    const cases: [string, RegExp][] = [
      ['', /empty/],
      ['name,email\nPriya,priya@example.com', /lacks the columns course, completed_on, mentor/],
      [`${HEADER},phone\n`, /Unknown column: phone/],
      [`${HEADER}\n\n`, /no graduates/],
      ['name,"email', /never ends/],
      [
        `${HEADER}\n${'Priya Raman,priya@example.com,typescript,2026-10-30,Arjun Menon,,,,\n'.repeat(MAX_CSV_ROWS + 1)}`,
        /at most 500/,
      ],
    ]
    for (const [text, error] of cases) {
      const batch = readCertificateCsv(text, courses, today)
      expect(batch.ok ? 'ok' : batch.error, text.slice(0, 40)).toMatch(error)
    }
  })
})
