import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { axeViolations, expect, openSignedIn, staffEnv, test } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'
import { sha256 } from './store-place'

// An owner answers one person's requests: a copy of their data (one ZIP) and its erasure, after which nothing of
// them is left in the inbox, its search, the CSV exports or the audit log (which keeps a keyed hash of the email).

const PASSWORD = 'data requests owner password'
const run = Math.random().toString(36).slice(2, 7)
const PRIYA = { name: `Priya Nair ${run}`, email: `priya.${run}@example.com` }
const RAVI = { name: `Ravi Kumar ${run}`, email: `ravi.${run}@example.com` }
const resume = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6000, 9)])

let server: RunningServer
let dataDir: string

test.beforeAll(async () => {
  // Its own server: it finds people by phone numbers other files use, and expects no backup on record.
  dataDir = tempDataDir('data-requests')
  server = await startServer({ port: await freePort(), dataDir, env: staffEnv(PASSWORD) })
  const post = async (kind: string, body: FormData | URLSearchParams) =>
    expect((await fetch(`${server.origin}/api/forms/${kind}`, { method: 'POST', body })).status).toBe(200)
  const registration = new FormData()
  for (const [k, v] of Object.entries({
    fullName: PRIYA.name,
    email: PRIYA.email,
    phone: '+91 98450 12345',
    bootcamp: 'data-analytics',
    track: 'internship',
  }))
    registration.append(k, v)
  registration.append('resume', new Blob([resume], { type: 'application/pdf' }), 'priya-cv.pdf')
  await post('registration', registration)
  const enquiry = (who: { name: string; email: string }, phone: string) =>
    new URLSearchParams({
      name: who.name,
      _replyto: who.email,
      phone,
      college: 'Christ University',
      message: `Please call ${who.name} about the DevOps bootcamp.`,
    })
  await post('enquiry', enquiry(PRIYA, '098450-12345'))
  await post('enquiry', enquiry(RAVI, '+91 90080 55555'))
})
test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The entries of a ZIP of stored (uncompressed) files, by name. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>()
  let at = 0
  while (archive.readUInt32LE(at) === 0x04034b50) {
    const size = archive.readUInt32LE(at + 18)
    const nameLength = archive.readUInt16LE(at + 26)
    const extra = archive.readUInt16LE(at + 28)
    const name = archive.subarray(at + 30, at + 30 + nameLength).toString('utf8')
    const start = at + 30 + nameLength + extra
    entries.set(name, archive.subarray(start, start + size))
    at = start + size
  }
  return entries
}

test('an owner exports one person’s data, then erases it, and nothing of them remains', async ({ page }) => {
  await openSignedIn(page, server.origin, '/staff/people', PASSWORD)
  await expect(page.getByRole('heading', { name: 'Data requests', level: 1 })).toBeVisible()
  await page.getByLabel('Email or phone').fill('98450 12345')
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByRole('heading', { name: '2 submissions' })).toBeVisible()
  expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

  // Export: one ZIP with exactly her two submissions and her résumé, byte for byte.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export their data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^realwork-data-export-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzip(readFileSync((await download.path())!))
  const json = JSON.parse(files.get('data.json')!.toString('utf8')) as {
    submissions: { name: string; email: string; files: { path?: string }[] }[]
  }
  expect(json.submissions.map((s) => s.email)).toEqual([PRIYA.email, PRIYA.email])
  expect(JSON.stringify(json)).not.toContain(RAVI.email)
  const filePath = json.submissions.flatMap((s) => s.files).find((f) => f.path)!.path!
  expect([...files.keys()].sort()).toEqual(['data.json', filePath].sort())
  expect(sha256(files.get(filePath)!)).toBe(sha256(resume))

  // Erase: refused until her email is typed, then everything of hers goes at once.
  await page.getByLabel(`Type ${PRIYA.email} to confirm`).fill(RAVI.email)
  await page.getByRole('button', { name: 'Erase their data' }).click()
  await expect(page.getByRole('alert')).toHaveText(`Type ${PRIYA.email} exactly to confirm the erasure.`)
  await page.getByLabel(`Type ${PRIYA.email} to confirm`).fill(PRIYA.email)
  await page.getByRole('button', { name: 'Erase their data' }).click()
  await expect(page.getByRole('status')).toHaveText('Erased 2 submissions with their files, notes and mail.')

  // Gone from every list: the inbox and its search, both CSV exports; Ravi is still there.
  for (const kind of ['enquiry', 'registration']) {
    await page.goto(`${server.origin}/staff?kind=${kind}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main')).not.toContainText(PRIYA.name)
    const csv = await (await page.request.get(`${server.origin}/staff/export/${kind}`)).text()
    expect(csv).not.toContain(PRIYA.email)
    if (kind === 'enquiry') expect(csv).toContain(RAVI.email)
  }
  await page.goto(`${server.origin}/staff?kind=enquiry&q=${encodeURIComponent('priya')}`)
  await expect(page.locator('main')).not.toContainText(PRIYA.name)

  // The audit log says what happened without her email; finding her again shows the earlier erasure.
  await page.goto(`${server.origin}/staff/audit?action=person-erase`)
  await expect(page.locator('main ol').getByText('Erased a person’s data')).toBeVisible()
  await page.goto(`${server.origin}/staff/audit`)
  await expect(page.locator('main')).not.toContainText(PRIYA.email)
  await expect(page.locator('main')).not.toContainText(PRIYA.name)
  await page.goto(`${server.origin}/staff/people?q=${encodeURIComponent(PRIYA.email)}`)
  await expect(page.getByRole('heading', { name: 'Nothing is stored for this person' })).toBeVisible()
  await expect(page.getByText('This person’s data was erased before:')).toBeVisible()

  // The owners' operations page: no backup on record on this server, said plainly; retention periods listed.
  await page.getByRole('link', { name: 'Operations' }).click()
  await expect(page.getByText('No backup has been recorded yet.')).toBeVisible()
  await expect(page.getByText('deleted 180 days after their lead is closed or won')).toBeVisible()
  expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
})

test('a file deleted by retention is named on its lead page, without a download', async ({ page }) => {
  const name = `Meera Iyer ${run}`
  const form = new FormData()
  for (const [k, v] of Object.entries({ fullName: name, email: `meera.${run}@example.com`, phone: '+91 99860 11111' }))
    form.append(k, v)
  form.append('bootcamp', 'frontend-development')
  form.append('track', 'internship')
  form.append('resume', new Blob([resume], { type: 'application/pdf' }), 'meera-cv.pdf')
  expect((await fetch(`${server.origin}/api/forms/registration`, { method: 'POST', body: form })).status).toBe(200)
  // What the retention job does to the row (app/server/privacy/retention.test.ts runs the job itself).
  const db = new Database(path.join(dataDir, 'site.db'))
  const { id, fileId } = db
    .prepare(
      `select s.id as id, f.id as fileId from submissions s join submission_files f on f.submission_id = s.id
       where s.name = ?`,
    )
    .get(name) as { id: string; fileId: string }
  db.prepare(`update submission_files set data = x'', deleted_at = ?, deleted_reason = 'retention' where id = ?`).run(
    '2026-05-04T06:30:00.000Z',
    fileId,
  )
  db.close()
  await openSignedIn(page, server.origin, `/staff/submissions/${id}`, PASSWORD)
  const files = page.getByRole('region', { name: 'Files' })
  await expect(files).toContainText('meera-cv.pdf')
  await expect(files).toContainText('File deleted on 4 May 2026, 12:00 pm IST (retention)')
  await expect(files.getByRole('link', { name: /Download/ })).toHaveCount(0)
  expect((await page.request.get(`${server.origin}/staff/files/${fileId}`)).status()).toBe(410)
})

/** The files under `dir` whose bytes contain `text`, by their path inside it. */
function filesHolding(dir: string, text: string): string[] {
  const found: string[] = []
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name)
    if (statSync(file).isFile() && readFileSync(file).includes(Buffer.from(text))) found.push(name)
  }
  return found
}

test('a phone finds only that whole number, and an erased person leaves no byte on disk or in a later backup', async ({
  page,
}) => {
  // Issue 37: 12345678 used to find +91 99123-45678 too (it ends so), and erasing by it erased both people.
  const marker = `Erase me ${run} ${Math.random().toString(36).slice(2)}`
  const kept = `Keep me ${run} ${Math.random().toString(36).slice(2)}`
  const a = { name: `A Person ${run}`, email: `a.${run}@b.com`, phone: '12345678', message: marker }
  const xa = { name: `Xa Person ${run}`, email: `xa.${run}@b.com`, phone: '+91 99123-45678', message: kept }
  for (const who of [a, xa]) {
    const body = new URLSearchParams({
      name: who.name,
      _replyto: who.email,
      phone: who.phone,
      college: 'Christ University',
      message: who.message,
    })
    expect((await fetch(`${server.origin}/api/forms/enquiry`, { method: 'POST', body })).status).toBe(200)
  }
  await openSignedIn(page, server.origin, '/staff/people', PASSWORD)
  await page.getByLabel('Email or phone').fill('12345678')
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByRole('heading', { name: '1 submission' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('list', { name: 'Submissions' })).toContainText(a.email)
  await expect(page.getByRole('list', { name: 'The email it belongs to:' })).toHaveText(a.email)
  await expect(page.locator('main')).not.toContainText(xa.email)
  expect(await axeViolations(page, page.getByRole('main'))).toEqual([])
  await page.getByLabel(`Type ${a.email} to confirm`).fill(a.email)
  await page.getByRole('button', { name: 'Erase their data' }).click()
  await expect(page.getByRole('status')).toHaveText('Erased 1 submission with their files, notes and mail.')

  await page.goto(`${server.origin}/staff/people?q=${encodeURIComponent('+91 99123 45678')}`)
  await expect(page.getByRole('heading', { name: '1 submission' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Submissions' })).toContainText(xa.email)

  // Gone from the server's files while it runs (site.db and its WAL) and from a backup taken now; the other person's
  // message is found by the same search, so the search works.
  expect(filesHolding(dataDir, kept).length).toBeGreaterThan(0)
  expect(filesHolding(dataDir, marker)).toEqual([])
  expect(filesHolding(dataDir, a.name)).toEqual([]) // (a.email is a part of xa.email, as in the issue)
  const outDir = path.join(dataDir, '..', `${path.basename(dataDir)}-backups`)
  const backup = spawnSync(process.execPath, ['scripts/store-command.mjs', 'backup', '--out', outDir], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, BACKUP_KEY: '' },
    encoding: 'utf8',
  })
  expect(backup.status, `${backup.stdout}\n${backup.stderr}`).toBe(0)
  try {
    expect(filesHolding(outDir, kept)).toHaveLength(1)
    expect(filesHolding(outDir, marker)).toEqual([])
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an owner finds and erases a person with plain form posts', async ({ page }) => {
    const kiran = { name: `Kiran Rao ${run}`, email: `kiran.${run}@example.com` }
    const body = new URLSearchParams({
      name: kiran.name,
      _replyto: kiran.email,
      phone: '+91 99001 22334',
      college: 'RV College of Engineering',
      message: 'Please tell me about the next Java batch.',
    })
    expect((await fetch(`${server.origin}/api/forms/enquiry`, { method: 'POST', body })).status).toBe(200)
    await openSignedIn(page, server.origin, '/staff/people', PASSWORD)
    await page.getByLabel('Email or phone').fill(kiran.email.toUpperCase())
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(page.getByRole('heading', { name: '1 submission' })).toBeVisible()
    await page.getByLabel(`Type ${kiran.email} to confirm`).fill(kiran.email)
    await page.getByRole('button', { name: 'Erase their data' }).click()
    await expect(page.getByRole('status')).toHaveText('Erased 1 submission with their files, notes and mail.')
    await page.goto(`${server.origin}/staff?kind=enquiry`)
    await expect(page.locator('main')).not.toContainText(kiran.name)
  })
})
