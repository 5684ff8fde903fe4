import { rmSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// A visitor told "sent" (HTTP 200 from the JSON endpoint, 303 from the page action) must never lose that message, even
// when the server process is killed outright (SIGKILL: no shutdown code runs) a moment later.
test.describe('durability', () => {
  test('acknowledged submissions survive a SIGKILL of the server and a restart on the same data folder', async () => {
    test.setTimeout(120_000)
    const dataDir = tempDataDir('durability')
    const port = await freePort()
    // Every post comes from this machine: neither the form limit nor the acknowledgements' per-address cap may hold them.
    const env = { FORM_RATE_LIMIT: '100000', ACK_ADDRESS_LIMIT: '100000' }
    let server: RunningServer | undefined = await startServer({ port, dataDir, env })
    try {
      const run = Math.random().toString(36).slice(2, 8)
      const acknowledged: string[] = []
      const target = 160
      const killAfter = 100
      let next = 0
      let killed = false

      async function send(i: number) {
        const name = `Durable ${run} ${i}`
        const body = new URLSearchParams({
          name,
          _replyto: `durable.${run}.${i}@example.com`,
          phone: '+91 98450 12345',
          college: 'PES University',
          message: `Message ${i}`,
        })
        const viaPage = i % 2 === 1
        try {
          const response = await fetch(`${server!.origin}${viaPage ? '/enquiry' : '/api/forms/enquiry'}`, {
            method: 'POST',
            body,
            redirect: 'manual',
          })
          if (response.status === (viaPage ? 303 : 200)) acknowledged.push(name)
          await response.arrayBuffer().catch(() => undefined)
        } catch {
          // in flight when the process died: the visitor was never told it was sent
        }
        if (!killed && acknowledged.length >= killAfter) {
          killed = true
          server!.process.kill('SIGKILL') // while other requests are still in flight
        }
      }

      // Eight visitors at a time until the kill.
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (!killed && next < target) await send(next++)
        }),
      )
      expect(killed, 'the server was killed mid-traffic').toBe(true)
      await server.stop('SIGKILL')
      expect(server.process.signalCode).toBe('SIGKILL')
      expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter)

      server = await startServer({ port, dataDir, env })
      const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true })
      try {
        const stored = db
          .prepare("select name from submissions where kind = 'enquiry' and name like ?")
          .all(`Durable ${run} %`) as { name: string }[]
        const names = stored.map((r) => r.name)
        for (const name of acknowledged)
          expect(
            names.filter((n) => n === name),
            `${name} was acknowledged`,
          ).toHaveLength(1)
        expect(new Set(names).size).toBe(names.length)
        const outbox = db
          .prepare(
            'select count(*) as n from outbox join submissions on submissions.id = outbox.submission_id where submissions.name like ? and outbox.purpose is null',
          )
          .get(`Durable ${run} %`) as { n: number }
        expect(outbox.n).toBe(names.length) // every stored submission still has its staff notification queued
        // and its visitor's acknowledgement (each address here is new, so none is over the three a day)
        const acks = db
          .prepare(
            "select count(*) as n from outbox join submissions on submissions.id = outbox.submission_id where submissions.name like ? and outbox.purpose = 'ack'",
          )
          .get(`Durable ${run} %`) as { n: number }
        expect(acks.n).toBe(names.length)
      } finally {
        db.close()
      }

      const after = await fetch(`${server.origin}/api/forms/enquiry`, {
        method: 'POST',
        body: new URLSearchParams({
          name: `After ${run}`,
          _replyto: 'after@example.com',
          phone: '9845012345',
          college: 'RVCE',
          message: 'Still here?',
        }),
      })
      expect(after.status).toBe(200)
    } finally {
      await server?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
