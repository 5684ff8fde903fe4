// Job applications through the one form path (processSubmission): the opening must be taking applications, its title
// is stored as the role, and the résumé is a PDF checked by its bytes. SQLite in a temporary DATA_DIR.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { forms } from '~/forms/registry'
import { contentChanged } from '../content-version.server'
import { getDatabase } from '../db/database.server'
import { processSubmission } from '../forms.server'
import { countSubmissions, latestSubmissions } from '../submissions.server'
import { saveOpening, type OpeningChanges } from '~/staff/publishing/server/openings-store.server'

beforeAll(async () => {
  delete process.env.DATABASE_URL
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'applications-test-'))
  const { db } = await getDatabase()
  const opening: OpeningChanges = {
    title: 'Android mentor',
    team: 'Training studio',
    location: 'Bengaluru',
    remote: false,
    type: 'part-time',
    applyBy: '2999-12-31',
    summary: 'Teach Kotlin.',
    description: 'Teach Kotlin.',
    salary: null,
    status: 'open',
  }
  await saveOpening(db, { slug: 'android-mentor' }, opening)
  await saveOpening(db, { slug: 'data-intern' }, { ...opening, title: 'Data intern', status: 'closed' })
  await saveOpening(db, { slug: 'react-mentor' }, { ...opening, title: 'React mentor', status: 'draft' })
  contentChanged()
})

const pdf = () => new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')], 'cv.pdf')
const person = { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98450 12345' }
let address = 0

async function apply(fields: Record<string, string | File>) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  const request = new Request('http://localhost/careers/android-mentor', { method: 'POST', body })
  return processSubmission(request, { clientAddress: `10.1.0.${++address}` }, forms['job-application'])
}

describe('job applications', () => {
  it('stores an application to an open opening with its title as the role, and the résumé', async () => {
    const outcome = await apply({ ...person, opening: 'android-mentor', role: 'Chief Executive', resume: pdf() })
    expect(outcome).toEqual({ status: 200, result: { ok: true } })
    const { db } = await getDatabase()
    const [stored] = await latestSubmissions(db, 'job-application', 1)
    expect(stored!.fields).toMatchObject({ opening: 'android-mentor', role: 'Android mentor' })
    const files = await db.selectFrom('submission_files').select(['field', 'content_type']).execute()
    expect(files).toEqual([{ field: 'resume', content_type: 'application/pdf' }])
  })

  it('refuses an application to a closed, draft or unknown opening, and stores nothing', async () => {
    const { db } = await getDatabase()
    const before = await countSubmissions(db, 'job-application')
    for (const opening of ['data-intern', 'react-mentor', 'no-such-role']) {
      const outcome = await apply({ ...person, opening, resume: pdf() })
      expect(outcome.status, opening).toBe(400)
      expect(outcome.result.ok ? '' : outcome.result.formError).toMatch(/no longer taking applications/)
    }
    expect(await countSubmissions(db, 'job-application')).toBe(before)
  })

  it('requires the résumé, as a PDF by its bytes', async () => {
    const missing = await apply({ ...person, opening: 'android-mentor' })
    expect(missing.result.ok ? {} : missing.result.errors).toEqual({ resume: 'Please attach your résumé.' })
    const fake = await apply({ ...person, opening: 'android-mentor', resume: new File(['MZ\x90 not a pdf'], 'cv.pdf') })
    expect(fake.result.ok ? {} : fake.result.errors).toEqual({
      resume: 'Your résumé must be a PDF file. The file you chose is not.',
    })
  })

  it('stores a talent-pool entry (no opening) without a role', async () => {
    const outcome = await apply({ ...person, interest: 'Mentoring React and Node.js', resume: pdf() })
    expect(outcome.status).toBe(200)
    const { db } = await getDatabase()
    const [stored] = await latestSubmissions(db, 'job-application', 1)
    expect(stored!.fields).toMatchObject({ interest: 'Mentoring React and Node.js' })
    expect(stored!.fields).not.toHaveProperty('role')
  })
})
