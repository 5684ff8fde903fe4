import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { emailField, nameField, phoneField } from '~/forms/fields'
import { getDatabase } from './db/database.server'
import { defineForm, forms, type FormEntry } from '~/forms/registry'
import { processSubmission, submitFromPage } from './forms.server'
import { countSubmissions, latestSubmissions } from './submissions.server'

beforeAll(() => {
  delete process.env.DATABASE_URL
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'forms-test-'))
})

let address = 0
/** A form POST as the browser sends it; each call comes from a new address so rate limits stay out of the way. */
function post(
  fields: Record<string, string | File>,
  { ip = `10.0.0.${++address}`, contentLength }: { ip?: string; contentLength?: number } = {},
) {
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
    const outcome = await processSubmission(request, context, forms.enquiry)
    expect(outcome).toEqual({ status: 200, result: { ok: true } })
    expect(await countSubmissions(db, 'enquiry')).toBe(before + 1)
    const [stored] = await latestSubmissions(db, 'enquiry', 1)
    expect(stored).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9845012345',
      // Only a summary of the browser is kept, never the user agent itself (docs/decisions/021).
      user_agent: 'Another browser on another system (desktop)',
    })
    expect(stored!.fields).toEqual(enquiry)
    const outbox = await db
      .selectFrom('outbox')
      .selectAll()
      .where('submission_id', '=', stored!.id)
      .orderBy('purpose')
      .execute()
    // The staff notification (no purpose) and the visitor's acknowledgement, both waiting to be sent.
    expect(outbox.map((row) => [row.purpose ?? null, row.recipient ?? null, row.status])).toEqual(
      expect.arrayContaining([
        [null, null, 'pending'],
        ['ack', 'ravi@example.com', 'pending'],
      ]),
    )
    expect(outbox).toHaveLength(2)
  })

  it('never stores invalid input, and returns field errors with the values kept', async () => {
    const { db } = await getDatabase()
    const before = await countSubmissions(db)
    const { request, context } = post({ ...enquiry, _replyto: 'not-an-email', message: '' })
    const outcome = await processSubmission(request, context, forms.enquiry)
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
    expect((await processSubmission(long.request, long.context, forms.enquiry)).status).toBe(400)
    const huge = post(enquiry, { contentLength: 50 * 1024 * 1024 })
    const outcome = await processSubmission(huge.request, huge.context, forms.enquiry)
    expect(outcome.status).toBe(413)
    expect(await countSubmissions(db)).toBe(before)
  })

  const acknowledgementsTo = async (email: string) =>
    (await getDatabase()).db
      .selectFrom('outbox')
      .select('id')
      .where('purpose', '=', 'ack')
      .where('recipient', '=', email)
      .execute()

  it('answers bots that fill the honeypot like people, but stores nothing and mails nobody', async () => {
    const { db } = await getDatabase()
    const before = await countSubmissions(db)
    const victim = { ...enquiry, _replyto: 'honeypot-victim@example.com' }
    const { request, context } = post({ ...victim, company_website: 'http://spam.example' })
    expect((await processSubmission(request, context, forms.enquiry)).result).toEqual({ ok: true })
    expect(await countSubmissions(db)).toBe(before)
    expect(await acknowledgementsTo('honeypot-victim@example.com')).toHaveLength(0)
  })

  it('limits submissions per address before anything is stored or queued', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const { request, context } = post(
        { ...enquiry, _replyto: `limited-${i}@example.com`, message: 'x' },
        { ip: '192.0.2.77' },
      )
      statuses.push((await processSubmission(request, context, forms.enquiry)).status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(await acknowledgementsTo('limited-9@example.com')).toHaveLength(1)
    expect(await acknowledgementsTo('limited-10@example.com')).toHaveLength(0)
  })

  it('counts the posts that store nothing too, and past the limit tells even a wrong one to wait', async () => {
    const { db } = await getDatabase()
    const before = await countSubmissions(db, 'enquiry')
    const ip = '192.0.2.78'
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const { request, context } = post({ ...enquiry, _replyto: 'not-an-address' }, { ip })
      statuses.push((await processSubmission(request, context, forms.enquiry)).status)
    }
    for (let i = 0; i < 4; i++) {
      const { request, context } = post({ ...enquiry, company_website: 'http://spam.example' }, { ip })
      statuses.push((await processSubmission(request, context, forms.enquiry)).status)
    }
    for (let i = 0; i < 3; i++) {
      const { request, context } = post({ ...enquiry, _replyto: `counted-${i}@example.com` }, { ip })
      statuses.push((await processSubmission(request, context, forms.enquiry)).status)
    }
    const { request, context } = post({ ...enquiry, _replyto: 'not-an-address' }, { ip })
    statuses.push((await processSubmission(request, context, forms.enquiry)).status)
    // Ten posts a form in ten minutes: four wrong ones, four bots' and two stored; the rest are refused.
    expect(statuses).toEqual([400, 400, 400, 400, 200, 200, 200, 200, 200, 200, 429, 429])
    expect(await countSubmissions(db, 'enquiry')).toBe(before + 2)
    expect(await acknowledgementsTo('counted-2@example.com')).toHaveLength(0)
  })

  it('records where the lead came from: the hidden fields, else the form page from the Referer', async () => {
    const { db } = await getDatabase()
    const sourceOf = async (email: string) =>
      db
        .selectFrom('submissions')
        .select(['source', 'source_landing', 'source_referrer', 'source_utm_source', 'source_utm_campaign'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    const withScripts = post({
      ...enquiry,
      _replyto: 'sourced@example.com',
      _src_landing: '/realworkstudio/course',
      _src_referrer: 'www.google.com',
      _src_utm_source: 'newsletter',
      _src_utm_campaign: 'x'.repeat(101), // too long: left out
    })
    expect((await processSubmission(withScripts.request, withScripts.context, forms.enquiry)).status).toBe(200)
    expect(await sourceOf('sourced@example.com')).toEqual({
      source: 'newsletter',
      source_landing: '/realworkstudio/course',
      source_referrer: 'www.google.com',
      source_utm_source: 'newsletter',
      source_utm_campaign: null,
    })
    const withoutScripts = post({ ...enquiry, _replyto: 'plain@example.com' })
    withoutScripts.request.headers.set('referer', 'http://localhost/enquiry?utm_source=poster&utm_campaign=fair')
    expect((await processSubmission(withoutScripts.request, withoutScripts.context, forms.enquiry)).status).toBe(200)
    expect(await sourceOf('plain@example.com')).toEqual({
      source: 'poster',
      source_landing: '/enquiry',
      source_referrer: null,
      source_utm_source: 'poster',
      source_utm_campaign: 'fair',
    })
    const elsewhere = post({ ...enquiry, _replyto: 'elsewhere@example.com' })
    elsewhere.request.headers.set('referer', 'https://evil.example/enquiry?utm_source=forged')
    expect((await processSubmission(elsewhere.request, elsewhere.context, forms.enquiry)).status).toBe(200)
    expect((await sourceOf('elsewhere@example.com')).source_landing).toBeNull()
  })

  it('redirects a page post without scripts to the thank-you state (post/redirect/get)', async () => {
    const { request, context } = post(enquiry)
    const thrown = await submitFromPage(request, context, forms.enquiry).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(303)
    expect((thrown as Response).headers.get('location')).toBe('/enquiry?sent=1')
  })
})

/** A body that arrives chunked (no Content-Length), counting how many bytes the server pulled from it. */
function chunkedPost(chunk: Uint8Array, chunks: number, contentType: string) {
  let sent = 0
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) return controller.close()
      pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  const request = new Request('http://localhost/enquiry', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
    duplex: 'half',
  } as RequestInit)
  return { request, context: { clientAddress: `10.1.0.${++address}` }, pulled: () => pulled }
}

describe('processSubmission under hostile input', () => {
  it('stops reading a chunked body at the limit (no Content-Length to trust) and answers 413', async () => {
    const { db } = await getDatabase()
    const before = await countSubmissions(db)
    const attack = chunkedPost(new Uint8Array(64 * 1024).fill(0x61), 3200, 'application/x-www-form-urlencoded') // 200 MB
    const outcome = await processSubmission(attack.request, attack.context, forms.enquiry)
    expect(outcome.status).toBe(413)
    expect(attack.pulled()).toBeLessThan(1024 * 1024) // the enquiry form's limit is 64 KB; a few chunks of read-ahead
    expect(await countSubmissions(db)).toBe(before)
  })

  it('refuses a flood of fields before parsing the rest, and never echoes fields the form does not have', async () => {
    const flood = new TextEncoder().encode('a=1&'.repeat(16 * 1024))
    const attack = chunkedPost(flood, 150, 'application/x-www-form-urlencoded') // 2.4 M fields, 9.8 MB
    const started = performance.now()
    const outcome = await processSubmission(attack.request, attack.context, forms.registration)
    expect(outcome.status).toBe(413)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(attack.pulled()).toBeLessThan(1024 * 1024)

    const { request, context } = post({
      ...enquiry,
      _replyto: 'bad',
      injected: '<script>alert(1)</script>',
      extra: 'x',
    })
    const echoed = await processSubmission(request, context, forms.enquiry)
    expect(echoed.status).toBe(400)
    expect(echoed.result.ok === false && Object.keys(echoed.result.values).sort()).toEqual(Object.keys(enquiry).sort())
  })

  it('refuses a field longer than any the form has', async () => {
    const { request, context } = post({ ...enquiry, message: 'x'.repeat(40 * 1024) })
    expect((await processSubmission(request, context, forms.enquiry)).status).toBe(413)
  })

  it('refuses posts from another site, and bodies that are not forms', async () => {
    const body = new URLSearchParams(enquiry)
    const cross = new Request('http://localhost/api/forms/enquiry', {
      method: 'POST',
      body,
      headers: { Origin: 'https://evil.example' },
    })
    expect((await processSubmission(cross, { clientAddress: '10.2.0.1' }, forms.enquiry)).status).toBe(403)
    const same = new Request('http://localhost/api/forms/enquiry', {
      method: 'POST',
      body: new URLSearchParams(enquiry),
      headers: { Origin: 'http://localhost' },
    })
    expect((await processSubmission(same, { clientAddress: '10.2.0.2' }, forms.enquiry)).status).toBe(200)
    const json = new Request('http://localhost/api/forms/enquiry', {
      method: 'POST',
      body: JSON.stringify(enquiry),
      headers: { 'content-type': 'application/json' },
    })
    expect((await processSubmission(json, { clientAddress: '10.2.0.3' }, forms.enquiry)).status).toBe(415)
  })
})

describe('processSubmission uploads', () => {
  const Schema = z.object({ name: nameField, email: emailField, phone: phoneField })
  const spec: FormEntry = {
    kind: 'registration',
    ...defineForm({
      label: 'test form',
      plural: 'Test forms',
      schema: Schema,
      page: 'studioRegister',
      contact: (f) => f,
      fieldLabels: { name: 'Name', email: 'Email', phone: 'Phone' },
      uploads: [{ field: 'resume', label: 'résumé', title: 'Résumé', accept: ['application/pdf'] }],
    }),
  }
  const person = { name: 'Meera', email: 'meera@example.com', phone: '9000000001' }

  it('stores a real PDF byte for byte with its sniffed type', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')
    const { request, context } = post({
      ...person,
      _js: '1',
      resume: new File([pdf], 'cv.pdf', { type: 'application/pdf' }),
    })
    expect((await processSubmission(request, context, spec)).status).toBe(200)
    const { db } = await getDatabase()
    const file = await db
      .selectFrom('submission_files')
      .selectAll()
      .where('filename', '=', 'cv.pdf')
      .executeTakeFirstOrThrow()
    expect(file.content_type).toBe('application/pdf')
    expect(Buffer.from(file.data).equals(Buffer.from(pdf))).toBe(true)
  })

  it('stores and names a file by the type its bytes show, never by the name it came with', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n<html><script>alert(1)</script></html>')
    const { request, context } = post({ ...person, resume: new File([pdf], 'poly.html', { type: 'text/html' }) })
    expect((await processSubmission(request, context, spec)).status).toBe(200)
    const { db } = await getDatabase()
    const names = await db
      .selectFrom('submission_files')
      .select('filename')
      .where('filename', 'like', 'poly%')
      .execute()
    expect(names.map((n) => n.filename)).toEqual(['poly.pdf'])
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
    expect(tooBig.result.ok === false && tooBig.result.errors.resume).toMatch(/larger than 5.0 MB/)
  })
})

describe('a registration gives its reference', () => {
  it('answers with the reference and the thank-you page that names it, and the page action redirects there', async () => {
    const fields = {
      fullName: 'Lakshmi Menon',
      email: 'lakshmi@example.com',
      phone: '9845012346',
      bootcamp: 'ai-ml',
      track: 'mentor',
    }
    const outcome = await processSubmission(post({ ...fields, _js: '1' }).request, post({}).context, forms.registration)
    expect(outcome.status).toBe(200)
    const result = outcome.result as { ok: true; reference: string; sentPath: string }
    expect(result.reference).toMatch(/^RW-[0-9A-F]{8}$/)
    expect(result.sentPath).toBe(`/realworkstudio/register?sent=1&ref=${result.reference}&bootcamp=ai-ml`)
    const { db } = await getDatabase()
    const [stored] = await latestSubmissions(db, 'registration', 1)
    expect(result.reference).toBe(`RW-${stored!.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`)

    const page = post(fields)
    const thrown = await submitFromPage(page.request, page.context, forms.registration).catch((r: unknown) => r)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).headers.get('location')).toMatch(
      /^\/realworkstudio\/register\?sent=1&ref=RW-[0-9A-F]{8}&bootcamp=ai-ml$/,
    )
  })
})
