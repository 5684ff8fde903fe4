import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { recordAudit } from '~/server/audit.server'
import { takeBackup } from '~/server/backup/backup.server'
import { runScheduledBackup } from '~/server/backup/schedule.server'
import { issueCertificates } from '~/staff/certificates/server/certificate-register.server'
import { openDatabase, type DbHandle } from '~/server/db/database.server'
import { addNote, updateLead } from '~/staff/leads/server/inbox.server'
import { leadName } from '~/staff/shell/server/lead-events.server'
import { sendReply } from '~/staff/leads/server/lead-replies.server'
import { saveSubmission } from '~/server/submissions.server'
import { parsePersonQuery } from '~/staff/privacy/forms/person.schema'
import { erasePerson, findPerson } from './person.server'

// Issue 37: an erased person must leave no byte in the database files (site.db and its WAL) nor in a backup taken
// afterwards. A real SQLite file in a DATA_DIR of its own, searched byte for byte. PostgreSQL keeps its files in its own
// data folder, out of reach here: its VACUUM after an erasure is run by the store tests on PostgreSQL.
describe.skipIf(Boolean(process.env.DATABASE_URL))('an erasure on disk (SQLite)', () => {
  let dataDir: string
  let handle: DbHandle
  const owner = { id: 'owner-1', email: 'owner@realwork.example' }

  beforeAll(async () => {
    vi.stubEnv('SESSION_SECRET', 'erasure-disk-test-secret-0123456789abcdef')
    dataDir = mkdtempSync(path.join(tmpdir(), 'realwork-erasure-'))
    handle = await openDatabase({ sqlitePath: path.join(dataDir, 'site.db') })
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await handle?.db.destroy()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** The files under `dir` (recursively) whose bytes contain `text`, by their path inside it. */
  function filesHolding(dir: string, text: string): string[] {
    const needle = Buffer.from(text, 'utf8')
    const found: string[] = []
    const walk = (at: string) => {
      for (const name of readdirSync(at)) {
        const file = path.join(at, name)
        if (statSync(file).isDirectory()) walk(file)
        else if (readFileSync(file).includes(needle)) found.push(path.relative(dir, file))
      }
    }
    walk(dir)
    return found
  }

  /** How many 512-byte pieces of `data` (random bytes: no piece occurs by chance) appear in `bytes`. */
  function chunksIn(bytes: Buffer, data: Buffer): number {
    let n = 0
    for (let at = 0; at + 512 <= data.length; at += 512) if (bytes.includes(data.subarray(at, at + 512))) n++
    return n
  }

  /** A person whose every stored text and file carries `marker`: submission, file, note, reply, timeline, audit,
   * certificate and their mails. */
  async function seedPerson(marker: string) {
    const email = `${marker.toLowerCase()}@example.com`
    const resume = Buffer.concat([Buffer.from(`%PDF-1.7\n${marker} resume\n`), randomBytes(40_000)])
    const id = await saveSubmission(handle.db, {
      kind: 'registration',
      name: `Person ${marker}`,
      email,
      phone: '+91 98450 12345',
      fields: { track: 'devops', message: `About ${marker}` },
      files: [{ field: 'resume', filename: `${marker}.pdf`, contentType: 'application/pdf', data: resume }],
    })
    await addNote(handle.db, id, `Called ${marker}, wants the March batch`, 'Asha')
    await recordAudit(handle.db, owner, 'lead-note', {
      target: await leadName(handle.db, id),
      detail: `Note ${marker}`,
    })
    const reply = await sendReply(handle.db, {
      submissionId: id,
      author: { id: null, name: 'Asha' },
      subject: `For ${marker}`,
      body: `Dear ${marker}, the batch starts soon.`,
    })
    expect(reply.ok).toBe(true)
    await updateLead(handle.db, id, { status: 'contacted', assignee: `Asha for ${marker}` }, new Date(), 'Asha')
    await issueCertificates(handle.db, owner, [
      {
        holderName: `Holder ${marker}`,
        email,
        course: { id: 'devops', title: 'DevOps Bootcamp', kind: 'Bootcamp', duration: '' },
        completedOn: '2026-10-30',
        mentor: 'Arjun Menon',
        grade: null,
        projects: [{ title: `Project ${marker}`, url: null }],
        searchable: false,
      },
    ])
    return { id, email, resume }
  }

  it('leaves no byte of the erased person in site.db, its WAL, or a backup taken afterwards', async () => {
    const marker = `ERASEME${randomBytes(6).toString('hex').toUpperCase()}`
    const control = `KEEPME${randomBytes(6).toString('hex').toUpperCase()}`
    const person = await seedPerson(marker)
    await seedPerson(control)
    const backupDir = path.join(dataDir, 'backups')
    const schedule = { dir: backupDir, everyHours: 24, keep: 14 }
    const before = await runScheduledBackup(handle, { engine: 'sqlite' }, schedule, new Date('2026-11-01T00:00:00Z'))
    expect(filesHolding(dataDir, marker).length).toBeGreaterThan(0)
    expect(chunksIn(readFileSync(before!.file), person.resume)).toBeGreaterThan(0)

    const q = parsePersonQuery(person.email)
    if ('error' in q) throw new Error(q.error)
    const found = await findPerson(handle.db, q)
    const result = await erasePerson(handle.db, q, { typed: person.email, fingerprint: found.fingerprint }, owner)
    expect(result).toEqual({ erased: expect.objectContaining({ submissions: 1, files: 1, certificates: 1 }) })

    // Not in the database files, in any form: text, the email, the résumé's bytes (any 512 of them).
    for (const name of readdirSync(dataDir).filter((entry) => entry.startsWith('site.db')))
      expect(chunksIn(readFileSync(path.join(dataDir, name)), person.resume), name).toBe(0)
    expect(filesHolding(dataDir, marker)).toEqual([before!.file.slice(dataDir.length + 1)])
    expect(filesHolding(dataDir, marker.toLowerCase())).toEqual([before!.file.slice(dataDir.length + 1)])

    // A scheduled backup (SQLite's online backup, page by page) and one by hand (VACUUM INTO) taken afterwards.
    const after = await runScheduledBackup(handle, { engine: 'sqlite' }, schedule, new Date('2026-11-02T01:00:00Z'))
    const manual = await takeBackup(
      { engine: 'sqlite', sqlitePath: path.join(dataDir, 'site.db') },
      { outDir: path.join(dataDir, 'manual') },
    )
    for (const file of [after!.file, manual.file]) {
      const bytes = readFileSync(file)
      expect(bytes.includes(Buffer.from(marker)), file).toBe(false)
      expect(bytes.includes(Buffer.from(marker.toLowerCase())), file).toBe(false)
      expect(chunksIn(bytes, person.resume), file).toBe(0)
      expect(bytes.includes(Buffer.from(control)), file).toBe(true) // the search does find what is still stored
    }
  })

  it('rewrites a file once whose earlier deletions left bytes behind (before secure_delete)', async () => {
    const file = path.join(dataDir, 'legacy.db')
    await (await openDatabase({ sqlitePath: file })).db.destroy()
    const marker = `LEGACY${randomBytes(6).toString('hex').toUpperCase()}`
    const raw = new SQLite(file)
    raw.pragma('secure_delete = OFF')
    raw.pragma('user_version = 0') // as a file from before this change
    raw
      .prepare(`insert into audit_log (id, at, action, target, detail) values ('x', '2026-01-01', 'lead-note', ?, ?)`)
      .run(`Person ${marker}`, `Note ${marker} `.repeat(50))
    raw.prepare(`delete from audit_log where id = 'x'`).run()
    raw.pragma('wal_checkpoint(TRUNCATE)')
    raw.close()
    expect(filesHolding(dataDir, marker)).toEqual(['legacy.db'])

    const reopened = await openDatabase({ sqlitePath: file })
    await reopened.db.destroy()
    expect(filesHolding(dataDir, marker)).toEqual([])
  })
})
