import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { emailField, nameField, phoneField } from '~/forms/fields'
import { getDatabase } from './db/database.server'
import { formSpecs } from './form-specs.server'
import { processSubmission, submitFromPage, type SubmissionSpec } from './forms.server'
import { countSubmissions, latestSubmissions } from './submissions.server'

beforeAll(() => {
  delete process.env.DATABASE_URL
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'forms-test-'))
})

let address = 0
/** A form POST as the browser sends it; each call comes from a new address so rate limits stay out of the way. */
function post(fields: Record<string, string | File>, { ip = `10.0.0.${++address}`, contentLength }: { ip?: string; contentLength?: number } = {}) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  const request = new Request('http://localhost/enquiry', { method: 'POST', body, headers: { 'user-agent': 'vitest' } })
  if (contentLength) request.headers.set('content-length', String(contentLength))
  return { request, context: { clientAddress: ip } }
}

const enquiry = {
  name: 'Ravi Kumar',
  _replyto: 'ravi@example.com',
  phone: '9845012345',
  college: 'PES University',
  message: 'Is the MERN bootcamp available on weekends?',
}

describe('processSubmission (enquiry)', () => {
  it('stores a valid submission exactly once, with a pending mail notification', async () => {
    const { db } = await getDatabase()
    const before = await countSubmissions(db, 'enquiry')
    const { request, context } = post({ ...enquiry, _js: '1' })
    const outcome = await processSubmission(request, context, formSpecs.enquiry)
    expect(outcome).toEqual({ status: 200, result: { ok: true } })
    expect(await countSubmissions(db, 'enquiry')).toBe(before + 1)
    const [stored] = await latestSubmissions(db, 'enquiry', 1)
    expect(stored).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9845012345', user_agent: 'vitest' })
    expect(stored!.fields).toEqual(enquiry)
    const outbox = await db.selectFrom('outbox').selectAll().where('submission_id', '=', stored!.id).execute()
    expect(outbox).toHaveLength(1)
    expect(outbox[0]!.status).toBe('pending')
  })

  it('never stores invalid input, and returns field errors with the values kept', async () => {
    const { db } = await getDatabase()
    const before = await countSubmissions(db)
    const { request, context } = post({ ...enquiry, _replyto: 'not-an-email', message: '' })
    const outcome = await processSubmission(request, context, formSpecs.enquiry)
    expect(outcome.status).toBe(400)
    expect(outcome.result).toMatchObject({
      ok: false,
      errors: { _replyto: expect.stringMatching(/valid email/), message: expect.stringMatching(/message/) },
      values: { name: 'Ravi Kumar', _replyto: 'not-an-email' },
    })
    expect(await countSubmissions(db)).toBe(before)
  })

  it('rejects oversize fields and oversize bodies without storing', async () => {
    const { db } = await getDatabase()
    const before = await countSubmissions(db)
    const long = post({ ...enquiry, message: 'x'.repeat(5001) })
    expect((await processSubmission(long.request, long.context, formSpecs.enquiry)).status).toBe(400)
    const huge = post(enquiry, { contentLength: 50 * 1024 * 1024 })
    const outcome = await processSubmission(huge.request, huge.context, formSpecs.enquiry)
    expect(outcome.status).toBe(413)
    expect(await countSubmissions(db)).toBe(before)
  })

  it('answers bots that fill the honeypot like people, but stores nothing', async () => {
    const { db } = await getDatabase()
    const before = await countSubmissions(db)
    const { request, context } = post({ ...enquiry, company_website: 'http://spam.example' })
    expect((await processSubmission(request, context, formSpecs.enquiry)).result).toEqual({ ok: true })
    expect(await countSubmissions(db)).toBe(before)
  })

  it('limits submissions per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const { request, context } = post({ ...enquiry, message: 'x' }, { ip: '192.0.2.77' })
      statuses.push((await processSubmission(request, context, formSpecs.enquiry)).status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('redirects a page post without scripts to the thank-you state (post/redirect/get)', async () => {
    const { request, context } = post(enquiry)
    const thrown = await submitFromPage(request, context, formSpecs.enquiry).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(303)
    expect((thrown as Response).headers.get('location')).toBe('/enquiry?sent=1')
  })
})

describe('processSubmission uploads', () => {
  const Schema = z.object({ name: nameField, email: emailField, phone: phoneField })
  const spec: SubmissionSpec<typeof Schema> = {
    kind: 'registration',
    schema: Schema,
    successPath: '/done',
    contact: (f) => f,
    uploads: [{ field: 'resume', label: 'résumé', accept: ['application/pdf'] }],
  }
  const person = { name: 'Meera', email: 'meera@example.com', phone: '9000000001' }

  it('stores a real PDF byte for byte with its sniffed type', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')
    const { request, context } = post({ ...person, _js: '1', resume: new File([pdf], 'cv.pdf', { type: 'application/pdf' }) })
    expect((await processSubmission(request, context, spec)).status).toBe(200)
    const { db } = await getDatabase()
    const file = await db.selectFrom('submission_files').selectAll().where('filename', '=', 'cv.pdf').executeTakeFirstOrThrow()
    expect(file.content_type).toBe('application/pdf')
    expect(Buffer.from(file.data).equals(Buffer.from(pdf))).toBe(true)
  })

  it('refuses a file that only claims to be a PDF, and one over 5 MB', async () => {
    const fake = post({ ...person, resume: new File(['MZ\x90 not a pdf'], 'cv.pdf', { type: 'application/pdf' }) })
    const outcome = await processSubmission(fake.request, fake.context, spec)
    expect(outcome.status).toBe(400)
    expect(outcome.result.ok === false && outcome.result.errors.resume).toMatch(/must be a PDF file/)
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(new TextEncoder().encode('%PDF-'))
    const large = post({ ...person, resume: new File([big], 'big.pdf') })
    const tooBig = await processSubmission(large.request, large.context, spec)
    expect(tooBig.result.ok === false && tooBig.result.errors.resume).toMatch(/limit is 5.0 MB/)
  })
})
