import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, it } from 'vitest'

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'request-faults.fixture.js')
let child

afterEach(() => child?.kill())

/** Starts the fixture server in a process of its own (uncaught errors are the process's business). */
async function start() {
  child = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (err += chunk))
  await expect.poll(() => out, { timeout: 30_000 }).toMatch(/listening \d+/)
  const origin = `http://127.0.0.1:${/listening (\d+)/.exec(out)[1]}`
  return { origin, log: () => err }
}

it('answers a request whose stream or promise faults with a 500, logs it once, and keeps serving', async () => {
  const server = await start()
  for (const fault of ['/stream', '/rejection', '/twice']) {
    const response = await fetch(server.origin + fault)
    expect(response.status, fault).toBe(500)
    expect(await response.text()).toMatch(/went wrong on our side/)
    expect(await (await fetch(`${server.origin}/ok`)).text()).toBe('ok')
  }
  expect(child.exitCode).toBeNull()
  const faults = server.log().match(/^fault in GET \S+, answered 500:/gm)
  expect(faults).toEqual([
    'fault in GET /stream, answered 500:',
    'fault in GET /rejection, answered 500:',
    'fault in GET /twice, answered 500:',
  ])
})

it('exits on an error outside any request, for the supervisor to restart it', async () => {
  const server = await start()
  const exited = once(child, 'exit')
  expect(await (await fetch(`${server.origin}/outside`)).text()).toBe('scheduled')
  const [code] = await exited
  expect(code).toBe(1)
  expect(server.log()).toMatch(/fatal: an error outside any request[\s\S]*a fault in no request/)
})
