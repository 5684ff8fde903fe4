import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterEach, beforeAll, expect, it } from 'vitest'

let fixture: string
let child: ChildProcess | undefined

// Node runs JavaScript: the fixture is compiled the way `npm run build` compiles the server.
beforeAll(async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'realwork-faults-'))
  await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      ssr: path.join(path.dirname(fileURLToPath(import.meta.url)), 'request-faults.fixture.ts'),
      outDir,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'fixture.js' } },
    },
  })
  fixture = path.join(outDir, 'fixture.js')
})

afterEach(() => child?.kill())

/** Starts the fixture server in a process of its own (uncaught errors are the process's business). */
async function start() {
  const started = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'pipe'] })
  child = started
  let out = ''
  let err = ''
  started.stdout.on('data', (chunk: Buffer) => (out += chunk))
  started.stderr.on('data', (chunk: Buffer) => (err += chunk))
  await expect.poll(() => out, { timeout: 30_000 }).toMatch(/listening \d+/)
  const origin = `http://127.0.0.1:${/listening (\d+)/.exec(out)![1]}`
  return { origin, log: () => err, process: started }
}

it('answers a request whose stream or promise faults with a 500, logs it once, and keeps serving', async () => {
  const server = await start()
  for (const fault of ['/stream', '/rejection', '/twice']) {
    const response = await fetch(server.origin + fault)
    expect(response.status, fault).toBe(500)
    expect(await response.text()).toMatch(/went wrong on our side/)
    expect(await (await fetch(`${server.origin}/ok`)).text()).toBe('ok')
  }
  expect(server.process.exitCode).toBeNull()
  const faults = server.log().match(/^fault in GET \S+, answered 500:/gm)
  expect(faults).toEqual([
    'fault in GET /stream, answered 500:',
    'fault in GET /rejection, answered 500:',
    'fault in GET /twice, answered 500:',
  ])
})

it('exits on an error outside any request, for the supervisor to restart it', async () => {
  const server = await start()
  const exited = once(server.process, 'exit')
  expect(await (await fetch(`${server.origin}/outside`)).text()).toBe('scheduled')
  const [code] = await exited
  expect(code).toBe(1)
  expect(server.log()).toMatch(/fatal: an error outside any request[\s\S]*a fault in no request/)
})
