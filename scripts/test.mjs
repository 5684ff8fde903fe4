// `npm test`: typecheck, lint, the formatting check and build at once, then the unit and end-to-end tests at once (the latter need the
// build). Vitest waits for tsc because the fuzz test starts a Vite dev server, whose React Router plugin deletes and
// rewrites .react-router/types while tsc reads them. Each step's output is streamed line by line with its name in
// front; a step that prints nothing for a while (tsc) gets a "still running" line, and a table of step times closes
// the run. Exits non-zero if any step fails; the second phase is skipped when a step of the first failed.
// Usage: node scripts/test.mjs [step ...]   (steps: typecheck lint format unit build e2e; default all)
import { spawn } from 'node:child_process'

const STEPS = {
  typecheck: ['npm', 'run', '--silent', 'typecheck'],
  lint: ['npx', 'eslint', '.'],
  format: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'],
  unit: ['npx', 'vitest', 'run'],
  build: ['npm', 'run', '--silent', 'build'],
  e2e: ['npx', 'playwright', 'test'],
}
const PHASES = [
  ['typecheck', 'lint', 'format', 'build'],
  ['unit', 'e2e'],
]
const QUIET_NOTICE_MS = 20_000

const chosen = process.argv.slice(2)
const unknown = chosen.filter((name) => !(name in STEPS))
if (unknown.length > 0) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${Object.keys(STEPS).join(', ')}`)
  process.exit(2)
}
const wanted = (name) => chosen.length === 0 || chosen.includes(name)
const width = Math.max(...Object.keys(STEPS).map((name) => name.length))
const started = Date.now()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const results = []

function run(name) {
  const [command, ...args] = STEPS[name]
  const prefix = `${name.padEnd(width)} │ `
  const begin = Date.now()
  let lastOutput = begin
  console.log(`${prefix}started: ${STEPS[name].join(' ')}`)
  return new Promise((resolve) => {
    // FORCE_COLOR keeps tools' colours although their output goes through a pipe; CI logs render them too.
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.NO_COLOR ? '0' : (process.env.FORCE_COLOR ?? '1') },
    })
    const relay = (stream, out) => {
      let pending = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => {
        lastOutput = Date.now()
        const lines = (pending + chunk).split(/\r?\n/)
        pending = lines.pop() ?? ''
        for (const line of lines) out.write(`${prefix}${line}\n`)
      })
      stream.on('end', () => pending && out.write(`${prefix}${pending}\n`))
    }
    relay(child.stdout, process.stdout)
    relay(child.stderr, process.stderr)
    const notice = setInterval(() => {
      if (Date.now() - lastOutput >= QUIET_NOTICE_MS) {
        console.log(`${prefix}still running (${seconds(Date.now() - begin)})`)
        lastOutput = Date.now()
      }
    }, 5_000)
    const finish = (code) => {
      clearInterval(notice)
      const ms = Date.now() - begin
      const ok = code === 0
      console.log(`${prefix}${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}`)
      results.push({ name, ok, ms })
      resolve(ok)
    }
    child.on('error', (error) => {
      console.error(`${prefix}${error.message}`)
      finish(1)
    })
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)))
  })
}

let failed = false
for (const phase of PHASES) {
  const names = phase.filter(wanted)
  if (names.length === 0) continue
  if (failed) {
    for (const name of names) {
      console.log(`${name.padEnd(width)} │ skipped: an earlier step failed`)
      results.push({ name, ok: false, ms: 0, skipped: true })
    }
    continue
  }
  const oks = await Promise.all(names.map(run))
  failed ||= oks.includes(false)
}

console.log('')
for (const { name, ok, ms, skipped } of results)
  console.log(
    `  ${name.padEnd(width)}  ${skipped ? 'skipped' : ok ? 'passed ' : 'FAILED '}  ${seconds(ms).padStart(8)}`,
  )
console.log(
  `  ${'total'.padEnd(width)}  ${failed ? 'FAILED ' : 'passed '}  ${seconds(Date.now() - started).padStart(8)}`,
)
process.exit(failed ? 1 : 0)
