import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { expect, staffCookie, staffEnv, test } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'
import { newStorePlace, sha256, type StorePlace } from './store-place'

// The restore drill (docs/operations.md): a seeded site is backed up while forms keep arriving, restored into a fresh
// place with the npm scripts an operator runs, and a second server started on the copy. On SQLite in `npm test`, on
// PostgreSQL in scripts/test-postgres.sh (DATABASE_URL set).

const PASSWORD = 'the restore drill password'
const BACKUP_KEY = 'restore drill key, long enough for scrypt'
const engine = process.env.DATABASE_URL ? 'postgres' : 'sqlite'

/** `npm run backup` / `npm run restore` as an operator runs them (the script behind both). */
function storeCommand(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/store-command.mjs', ...args], {
    env: { ...process.env, ...env, BACKUP_KEY },
    encoding: 'utf8',
  })
  expect(result.status, `${args[0]} failed:\n${result.stdout}\n${result.stderr}`).toBe(0)
  return result.stdout
}

function pdf(seed: number): Blob {
  const body = Buffer.alloc(3000 + seed * 97, seed)
  return new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), body])], { type: 'application/pdf' })
}

/** Everything the drill compares, as sorted keys: ids, and each file's submission and SHA-256. */
async function contents(place: StorePlace) {
  const ids = async (table: string, column = 'id') =>
    (await place.rows<{ k: string }>(`select ${column} as k from ${table}`)).map((r) => r.k).sort()
  const files = await place.rows<{ submission_id: string; data: Uint8Array }>(
    'select submission_id, data from submission_files',
  )
  return {
    submissions: await ids('submissions'),
    names: await ids('submissions', 'name'),
    files: files.map((f) => `${f.submission_id} ${sha256(f.data)}`).sort(),
    notes: await ids('submission_notes'),
    posts: await ids('posts', 'slug'),
    accounts: await ids('staff_accounts', 'email'),
    audit: await ids('audit_log'),
  }
}

test.describe(`restore drill on ${engine}`, () => {
  const places: StorePlace[] = []
  const servers: RunningServer[] = []
  const folders: string[] = []
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    for (const place of places) await place.drop()
    for (const folder of [...folders, ...places.map((place) => place.dataDir)]) {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  test('a backup taken under load restores to an identical site', async () => {
    const original = await newStorePlace('drill-original')
    places.push(original)
    const env = { ...original.env, ...staffEnv(PASSWORD), FORM_RATE_LIMIT: '100000' }
    const a = await startServer({ port: await freePort(), dataDir: original.dataDir, env })
    servers.push(a)

    // Seed: the owner (and its audit entries), a published post, registrations with files, a note on one of them.
    const cookie = await staffCookie(a.origin, PASSWORD)
    const slug = `restore-drill-${Date.now().toString(36)}`
    const post = new FormData()
    for (const [k, v] of Object.entries({
      intent: 'publish',
      title: 'Restore drill post',
      slug,
      summary: 'Written before the backup.',
      body: 'Every post must survive a restore.',
      author: 'Asha Menon',
    }))
      post.append(k, v)
    const published = await fetch(`${a.origin}/staff/posts/new`, {
      method: 'POST',
      body: post,
      headers: { cookie },
      redirect: 'manual',
    })
    expect(published.status).toBe(303)
    for (let i = 0; i < 8; i++) {
      const form = new FormData()
      form.append('fullName', `Drill Trainee ${i}`)
      form.append('email', `trainee${i}@example.com`)
      form.append('phone', `+91 98450 1${String(i).padStart(4, '0')}`)
      form.append('bootcamp', 'data-engineer')
      form.append('track', 'internship')
      form.append('resume', pdf(i), `resume-${i}.pdf`)
      const sent = await fetch(`${a.origin}/api/forms/registration`, { method: 'POST', body: form })
      expect(sent.status, await sent.text()).toBe(200)
    }
    const [first] = await original.rows<{ id: string }>(`select id from submissions order by created_at limit 1`)
    const note = await fetch(`${a.origin}/staff/submissions/${first!.id}`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'note', note: 'Called; wants the March batch.' }),
      headers: { cookie },
      redirect: 'manual',
    })
    expect(note.status).toBe(303)

    // Forms keep arriving while the backup runs; each one acknowledged before it starts must be in the backup.
    let loading = true
    const acknowledged: string[] = []
    const load = (async () => {
      for (let i = 0; loading; i++) {
        const name = `Drill Visitor ${i}`
        const sent = await fetch(`${a.origin}/api/forms/enquiry`, {
          method: 'POST',
          body: new URLSearchParams({
            name,
            _replyto: `visitor${i}@example.com`,
            phone: '+91 99000 11223',
            college: 'BMS College of Engineering',
            message: 'Please call me about the DevOps bootcamp.',
          }),
        })
        if (sent.status === 200) acknowledged.push(name)
      }
    })()
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20))
    const before = await contents(original)
    const acknowledgedBefore = [...acknowledged]
    const outDir = tempDataDir('drill-backups')
    folders.push(outDir)
    const taken = storeCommand(['backup', '--out', outDir], original.env)
    loading = false
    await load
    const [file] = readdirSync(outDir)
    expect(taken).toContain(`Backup written: ${path.join(outDir, file!)}`)
    expect(file).toMatch(new RegExp(`^realwork-${engine}-.*\\.enc$`))
    expect(acknowledged.length, 'forms went on arriving during the backup').toBeGreaterThan(acknowledgedBefore.length)

    // Restore into a fresh place with the operator's command, and start a server on it.
    const copy = await newStorePlace('drill-restored')
    places.push(copy)
    const restored = storeCommand(['restore', path.join(outDir, file!)], copy.env)
    const after = await contents(copy)
    expect(restored).toMatch(new RegExp(`submissions\\s+${after.submissions.length}\\n`))
    expect(restored).toMatch(new RegExp(`submission_files\\s+${after.files.length}\\n`))
    // Server B takes its own scheduled backups (due at once: the interval is a third of a second).
    const scheduledDir = tempDataDir('drill-scheduled')
    folders.push(scheduledDir)
    const b = await startServer({
      port: await freePort(),
      dataDir: copy.dataDir,
      env: { ...env, ...copy.env, BACKUP_DIR: scheduledDir, BACKUP_EVERY_HOURS: '0.0001', BACKUP_KEY },
    })
    servers.push(b)

    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      expect(after[key], `every ${key} of the original before the backup`).toEqual(expect.arrayContaining(before[key]))
    }
    expect(after.names).toEqual(expect.arrayContaining(acknowledgedBefore))
    expect(after.files).toHaveLength(8)
    const now = await contents(original) // nothing restored that the original never had
    for (const key of Object.keys(after) as (keyof typeof after)[]) {
      expect(now[key]).toEqual(expect.arrayContaining(after[key]))
    }

    // The restored site serves the post and lets the owner in with the same password.
    expect((await fetch(`${b.origin}/blogs/${slug}`)).status).toBe(200)
    const restoredCookie = await staffCookie(b.origin, PASSWORD)
    const lead = await fetch(`${b.origin}/staff/submissions/${first!.id}`, { headers: { cookie: restoredCookie } })
    expect(await lead.text()).toContain('Called; wants the March batch.')

    // The backups are on record: A's from the command on its operations page and in /healthz; B's own, scheduled one.
    const operations = await fetch(`${a.origin}/staff/operations`, { headers: { cookie } })
    expect(await operations.text()).toContain(file!)
    expect(await (await fetch(`${a.origin}/healthz`)).json()).toMatchObject({ status: 'ok', backupAgeHours: 0 })
    await expect
      .poll(async () => (await (await fetch(`${b.origin}/healthz`)).json()) as unknown)
      .toMatchObject({ status: 'ok', database: engine, backupAgeHours: 0 })
    expect(readdirSync(scheduledDir)).toEqual([expect.stringMatching(new RegExp(`^realwork-${engine}-.*\\.enc$`))])
  })
})
