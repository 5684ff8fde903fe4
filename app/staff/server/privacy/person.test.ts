import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { listAudit } from '~/server/audit.server'
import { openTestDatabase, type TestDatabase } from '~/server/db/test-database.server'
import { exportCsv } from '~/staff/server/inbox-export.server'
import { addNote } from '~/server/inbox.server'
import { saveSubmission } from '~/server/submissions.server'
import { earlierErasures, erasePerson, exportPerson, findPerson, parsePersonQuery, personHash } from './person.server'

let store: TestDatabase
beforeAll(async () => {
  vi.stubEnv('SESSION_SECRET', 'person-test-secret-0123456789abcdefghij')
  store = await openTestDatabase()
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await store.close()
})

const owner = { id: 'owner-1', email: 'owner@realwork.example' }
const scan = new Uint8Array(Buffer.from('%PDF-1.7\nPriya Nair ID card scan'))

async function submit(name: string, email: string, phone: string, withFile = false) {
  return saveSubmission(store.db, {
    kind: withFile ? 'registration' : 'enquiry',
    name,
    email,
    phone,
    fields: withFile ? { track: 'devops' } : { message: `Hello from ${name}` },
    files: withFile ? [{ field: 'idProof', filename: 'id.pdf', contentType: 'application/pdf', data: scan }] : [],
  })
}

const query = (text: string) => {
  const q = parsePersonQuery(text)
  if ('error' in q) throw new Error(q.error)
  return q
}

describe('a person’s data on request', () => {
  it('finds a person by email in any case, or by phone whatever its punctuation', async () => {
    const a = await submit('Priya Nair', 'Priya.Nair@example.com', '+91 98450 12345', true)
    const b = await submit('Priya N', 'priya.nair@example.com', '098450-12345')
    await submit('Someone Else', 'someone@example.com', '+91 90000 00000')
    expect((await findPerson(store.db, query('PRIYA.NAIR@example.com'))).map((s) => s.id).sort()).toEqual([a, b].sort())
    expect((await findPerson(store.db, query('98450 12345'))).map((s) => s.id).sort()).toEqual([a, b].sort())
    expect(parsePersonQuery('12')).toEqual({ error: expect.stringMatching(/phone number/) })
  })

  it('exports exactly their submissions, notes and files as one archive', async () => {
    const [registration] = (await findPerson(store.db, query('priya.nair@example.com'))).filter((s) => s.files > 0)
    await addNote(store.db, registration!.id, 'Prefers a call after 6 pm', 'Asha')
    const archive = (await exportPerson(store.db, query('priya.nair@example.com'), owner))!
    expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04')
    const text = archive.toString('latin1')
    expect(text).toContain('Prefers a call after 6 pm')
    expect(text).toContain('Hello from Priya N')
    expect(text).not.toContain('someone@example.com')
    expect(archive.includes(Buffer.from(scan))).toBe(true)
    expect(text).toContain(`files/${registration!.id.slice(0, 8)}-idProof-id.pdf`)
  })

  it('erases only after the email is typed, in one go, and logs a keyed hash instead of the email', async () => {
    const q = query('+91 98450 12345')
    expect(await erasePerson(store.db, q, 'someone@example.com', owner)).toEqual({
      error: expect.stringMatching(/Type .+ exactly/),
    })
    expect(await findPerson(store.db, q)).toHaveLength(2)
    const shown = (await findPerson(store.db, q))[0]!.email
    const result = await erasePerson(store.db, q, ` ${shown.toUpperCase()} `, owner)
    expect(result).toEqual({ erased: expect.objectContaining({ submissions: 2, files: 1 }) })
    expect(await findPerson(store.db, q)).toEqual([])
    for (const table of ['submission_files', 'submission_notes', 'outbox'] as const) {
      const orphans = await store.db
        .selectFrom(table)
        .select('id')
        .where('submission_id', 'is not', null)
        .where('submission_id', 'not in', store.db.selectFrom('submissions').select('id'))
        .execute()
      expect(orphans, table).toEqual([])
    }
    expect(await exportCsv(store.db, 'enquiry')).not.toContain('Priya')
    expect(await findPerson(store.db, query('someone@example.com'))).toHaveLength(1)

    const { entries } = await listAudit(store.db)
    const erasure = entries.find((e) => e.action === 'person-erase')!
    expect(erasure.target).toBe(personHash('priya.nair@example.com'))
    expect(JSON.stringify(entries).toLowerCase()).not.toContain('priya')
    expect(await earlierErasures(store.db, ['Priya.Nair@example.com'])).toEqual([erasure.at])
    expect(await earlierErasures(store.db, ['someone@example.com'])).toEqual([])
  })
})
