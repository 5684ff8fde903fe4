// Where the end-to-end time goes, from Playwright's JSON report:
//   npx playwright test --reporter=json > /tmp/e2e.json
//   node scripts/e2e-times.mjs /tmp/e2e.json [how many rows, default 15]
// Prints the totals, the spec files and the tests ranked by time, and per worker the pauses between tests longer than
// 1.5 s: a file's beforeAll (a server of its own starting) and afterAll are charged to no test, so they show only there.
import { readFileSync } from 'node:fs'

const [file, rows = '15'] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/e2e-times.mjs REPORT.json [rows]')
  process.exit(2)
}
const text = readFileSync(file, 'utf8')
// Playwright may print a line or two before the report.
const report = JSON.parse(text.slice(text.indexOf('{')))
const start = Date.parse(report.stats.startTime)
const results = []
const walk = (suite, specFile) => {
  const here = suite.file ?? specFile
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results)
        results.push({
          file: here,
          title: spec.title,
          project: test.projectName,
          status: result.status,
          lane: result.parallelIndex,
          at: Date.parse(result.startTime) - start,
          ms: result.duration,
        })
  for (const child of suite.suites ?? []) walk(child, here)
}
for (const suite of report.suites) walk(suite, suite.file)

/** Object.groupBy, which Node 20 lacks. */
const groupBy = (list, key) => {
  const groups = {}
  for (const item of list) (groups[key(item)] ??= []).push(item)
  return groups
}
const s = (ms) => `${(ms / 1000).toFixed(1)} s`
const count = Number(rows)
const sum = (list) => list.reduce((total, r) => total + r.ms, 0)
const byStatus = groupBy(results, (r) => r.status)
console.log(
  `${results.length} tests (${Object.entries(byStatus)
    .map(([status, list]) => `${list.length} ${status}`)
    .join(', ')}), ${s(sum(results))} of test time, ${s(report.stats.duration)} wall`,
)
for (const [project, list] of Object.entries(groupBy(results, (r) => r.project)))
  console.log(`  ${project}: ${list.length} tests, ${s(sum(list))}`)

console.log('\nspec files by test time:')
const files = Object.entries(groupBy(results, (r) => r.file)).map(([name, list]) => ({ name, list }))
for (const { name, list } of files.sort((a, b) => sum(b.list) - sum(a.list)).slice(0, count))
  console.log(`${s(sum(list)).padStart(9)}  ${String(list.length).padStart(3)} tests  ${name}`)

console.log('\ntests by time:')
for (const r of [...results].sort((a, b) => b.ms - a.ms).slice(0, count))
  console.log(`${s(r.ms).padStart(9)}  ${r.project.padEnd(8)} ${r.file} › ${r.title}`)

console.log('\npauses between tests over 1.5 s, per worker (beforeAll and afterAll: servers starting and stopping):')
for (const [lane, list] of Object.entries(groupBy(results, (r) => r.lane))) {
  if (lane === '-1') continue // skipped before any worker ran them
  let free = 0
  let total = 0
  const pauses = []
  let previous = 'the start'
  for (const r of list.sort((a, b) => a.at - b.at)) {
    if (r.at - free > 1500) pauses.push(`${s(r.at - free)} after ${previous}, before ${r.file} (${r.project})`)
    previous = `${r.file} (${r.project})`
    total += Math.max(0, r.at - free)
    free = Math.max(free, r.at + r.ms)
  }
  console.log(`  worker ${lane}: busy ${s(sum(list))}, paused ${s(total)}, done at ${s(free)}`)
  for (const pause of pauses) console.log(`    ${pause}`)
}
