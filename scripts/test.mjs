// `npm test`: every step starts as soon as the steps it needs have passed, so nothing waits on a phase barrier. At the
// start: typecheck, lint, the formatting check and the build (the first two, and later Vitest, at a lower CPU
// priority). Playwright needs only the build, so it starts the moment the build ends (the longest step, so it goes
// first). Vitest waits for the build: its fuzz test runs the server build. Each step's output is streamed line by line
// with its name in front; a step that prints nothing for a while (tsc) gets a "still running" line, and a table of step
// times closes the run. Exits non-zero if any step fails; a step that has not started when another fails is skipped.
// Usage: node scripts/test.mjs [step ...]   (steps: typecheck lint format unit build e2e; default all)
import { spawn } from 'node:child_process'

// The tools' own binaries rather than npx or npm run: each of those costs a second of start-up and repeats npm's
// warnings about the machine's configuration. tsc and ESLint keep caches in node_modules/.cache, so a second run
// re-checks only what changed (ESLint's rules here read one file at a time, so its cache is safe; tsc's build info
// tracks every file's content). oxfmt needs none: it checks every file in under a second.
const bin = (name) => `node_modules/.bin/${name}`
// The type check runs on TypeScript 7, the compiler rewritten in Go (package alias `typescript-native`): 5 s and 10
// CPU-seconds for the whole program where TypeScript 6 took 75 s and 61. TypeScript 6 stays the `typescript` package,
// the one React Router's peer range, typescript-eslint and editors load (decision 036).
const TSC_NATIVE = 'node_modules/typescript-native/bin/tsc'
const STEPS = {
  typecheck: [
    [bin('react-router'), 'typegen'],
    [TSC_NATIVE, '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc-native/tsbuildinfo'],
  ],
  lint: [[bin('eslint'), '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
  // oxfmt prints a line per file it would change, and one line of totals when all pass.
  format: [[bin('oxfmt'), '--check']],
  unit: [[bin('vitest'), 'run']],
  build: [['npm', 'run', '--silent', 'build']],
  e2e: [[bin('playwright'), 'test']],
}
/** What each step waits for (only among the steps chosen on the command line). */
const NEEDS = { e2e: ['build'], unit: ['build'] }
/**
 * Steps off the critical path (build, then Playwright) run at a lower CPU priority (`nice`), so on a 2-CPU machine the
 * build and the browsers get a CPU first and these take what is left; they still finish well before Playwright.
 * Linux and macOS only (Windows runs them as they are).
 */
const BACKGROUND = new Set(['typecheck', 'lint', 'unit'])
const NICE = 5
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

/** Runs one command of a step, its output relayed with the step's name in front; resolves with its exit code. */
function exec(prefix, [command, ...args], onOutput, background) {
  return new Promise((resolve) => {
    if (background && process.platform !== 'win32') [command, args] = ['nice', ['-n', String(NICE), command, ...args]]
    // FORCE_COLOR keeps tools' colours although their output goes through a pipe; CI logs render them too.
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.NO_COLOR ? '0' : (process.env.FORCE_COLOR ?? '1') },
    })
    const relay = (stream, out) => {
      let pending = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => {
        onOutput()
        const lines = (pending + chunk).split(/\r?\n/)
        pending = lines.pop() ?? ''
        for (const line of lines) out.write(`${prefix}${line}\n`)
      })
      stream.on('end', () => pending && out.write(`${prefix}${pending}\n`))
    }
    relay(child.stdout, process.stdout)
    relay(child.stderr, process.stderr)
    child.on('error', (error) => {
      console.error(`${prefix}${error.message}`)
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Runs a step's commands one after another, stopping at the first that fails; resolves with whether all passed. */
async function run(name) {
  const prefix = `${name.padEnd(width)} │ `
  const begin = Date.now()
  let lastOutput = begin
  console.log(`${prefix}started: ${STEPS[name].map((command) => command.join(' ')).join(' && ')}`)
  const notice = setInterval(() => {
    if (Date.now() - lastOutput >= QUIET_NOTICE_MS) {
      console.log(`${prefix}still running (${seconds(Date.now() - begin)})`)
      lastOutput = Date.now()
    }
  }, 5_000)
  let code = 0
  for (const command of STEPS[name]) {
    code = await exec(prefix, command, () => (lastOutput = Date.now()), BACKGROUND.has(name))
    if (code !== 0) break
  }
  clearInterval(notice)
  const ms = Date.now() - begin
  const ok = code === 0
  console.log(`${prefix}${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}`)
  results.push({ name, ok, ms })
  return ok
}

let failed = false
const finished = new Map() // name -> Promise<boolean> of each step started
function schedule(name) {
  if (finished.has(name)) return finished.get(name)
  const needs = (NEEDS[name] ?? []).filter(wanted)
  const done = Promise.all(needs.map(schedule)).then((oks) => {
    if (failed || oks.includes(false)) {
      console.log(`${name.padEnd(width)} │ skipped: an earlier step failed`)
      results.push({ name, ok: false, ms: 0, skipped: true })
      return false
    }
    return run(name).then((ok) => {
      failed ||= !ok
      return ok
    })
  })
  finished.set(name, done)
  return done
}
// The build first: Playwright, the longest step, waits for it.
const order = ['build', ...Object.keys(STEPS).filter((name) => name !== 'build')]
await Promise.all(order.filter(wanted).map(schedule))

console.log('')
const position = (name) => Object.keys(STEPS).indexOf(name)
results.sort((a, b) => position(a.name) - position(b.name))
for (const { name, ok, ms, skipped } of results)
  console.log(
    `  ${name.padEnd(width)}  ${skipped ? 'skipped' : ok ? 'passed ' : 'FAILED '}  ${seconds(ms).padStart(8)}`,
  )
console.log(
  `  ${'total'.padEnd(width)}  ${failed ? 'FAILED ' : 'passed '}  ${seconds(Date.now() - started).padStart(8)}`,
)
process.exit(failed ? 1 : 0)
