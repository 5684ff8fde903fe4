// Staff inbox benchmark (`node bench/inbox.mjs`, also run by `npm run bench`): seeds 100,000 submissions into a fresh
// SQLite file and, when Debian's PostgreSQL is installed (or DATABASE_URL names a server), a throwaway PostgreSQL
// database; then times what the inbox page asks the store for each view (the search's matches, the list, its counts
// per status, form and source, and the assignees, together as the loader runs them) and streams the largest form's
// CSV export, recording how much the process's memory grows. Writes bench/inbox-report.json with its misses (npm run
// bench lists them). Budget (issue 28): p95 under 50 ms per view, CSV memory growth under 64 MB; the Due view (issue 58):
// p50 under 50 ms and p95 under 75 ms. It measures; it asserts nothing. BENCH_ENGINES=sqlite skips
// PostgreSQL and BENCH_SUBMISSIONS changes the volume, for quick looks while changing a query.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { runnerImport } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const TOTAL = Number(process.env.BENCH_SUBMISSIONS) || 100_000
const RUNS = 40
const BUDGET = { p95Ms: 50, csvGrowthMb: 64, due: { p50Ms: 50, p95Ms: 75 } }

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc')

const { module: inbox } = await runnerImport(path.join(root, 'bench/inbox-entry.ts'), {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '~': path.join(root, 'app') } },
  define: { __SITE_URL__: JSON.stringify('https://realworktech.in') },
})

// ---------------------------------------------------------------- data
const KINDS = ['enquiry', 'enquiry', 'studio-contact', 'studio-contact', 'services-contact', 'registration']
const STATUSES = ['new', 'new', 'contacted', 'contacted', 'won', 'closed']
const SOURCES = [null, null, 'instagram', 'google.com', 'newsletter', 'facebook', 'linkedin.com', 'youtube']
const FIRST = [
  'Asha',
  'Ravi',
  'Meena',
  'Kiran',
  'Arjun',
  'Priya',
  'Vikram',
  'Divya',
  'Rahul',
  'Sneha',
  'Imran',
  'Lakshmi',
]
const LAST = ['Rao', 'Kumar', 'Iyer', 'Das', 'Sharma', 'Reddy', 'Nair', 'Khan', 'Patel', 'Menon', 'Gowda', 'Singh']
const COURSES = ['frontend', 'backend', 'fullstack', 'mobile', 'ai-ml', 'data-science', 'devops', 'cloud']
const ACCOUNTS = ['Priya Sharma', 'Arjun Rao', 'Divya Nair', 'Imran Khan', 'Sneha Menon'].map((name) => ({
  id: randomUUID(),
  email: `${name.split(' ')[0].toLowerCase()}@realwork.example`,
  name,
  role: 'editor',
  password_hash: 'scrypt$bench',
  created_at: '2024-01-01T00:00:00.000Z',
  last_sign_in_at: null,
}))
const NOW = new Date('2026-06-15T06:00:00.000Z')

function submission(i) {
  const kind = KINDS[i % KINDS.length]
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`
  const phone = `+91 98${String(450_00000 + i).slice(0, 3)} ${String(10000 + (i % 90000)).padStart(5, '0')}`
  const fields =
    kind === 'studio-contact'
      ? { name, email, phone, course: COURSES[i % COURSES.length] }
      : kind === 'registration'
        ? { fullName: name, email, phone, track: 'standard', bootcamp: 'android-development', whyJoin: 'Career change' }
        : { name, email, phone, message: `Question ${i}: do you have weekend batches?\nThanks` }
  const created = new Date(NOW.getTime() - (TOTAL - i) * 9 * 60_000) // one every 9 minutes, about 20 months
  const source = SOURCES[i % SOURCES.length]
  return {
    id: `bench-${String(i).padStart(7, '0')}`,
    kind,
    created_at: created.toISOString(),
    name,
    email,
    phone,
    fields: JSON.stringify(fields),
    user_agent: 'Mozilla/5.0 (bench)',
    search_text: inbox.searchText(name, email, phone),
    status: STATUSES[i % STATUSES.length],
    status_changed_at: null,
    assignee: i % 50 === 0 ? 'Old Name' : null,
    assignee_id: i % 3 === 0 ? ACCOUNTS[i % ACCOUNTS.length].id : null,
    follow_up_on: i % 11 === 0 ? created.toISOString().slice(0, 10) : null,
    // The reply-time promise (migration 016): due a day after arrival; answered two hours in, except one New lead in
    // ten (a backlog of about 3,300 nobody answered, all past their time: the Due view's worst case here).
    first_response_due_at: new Date(created.getTime() + 24 * 3_600_000).toISOString(),
    first_response_at:
      STATUSES[i % STATUSES.length] === 'new' && i % 10 === 0
        ? null
        : new Date(created.getTime() + 2 * 3_600_000).toISOString(),
    source,
    source_landing: '/realworkstudio',
    source_referrer: source === 'google.com' ? 'www.google.com' : null,
    source_utm_source: source && !source.includes('.') ? source : null,
    source_utm_medium: null,
    source_utm_campaign: null,
  }
}

async function seed(db) {
  await db.insertInto('staff_accounts').values(ACCOUNTS).execute()
  const started = performance.now()
  for (let i = 0; i < TOTAL; i += 1000) {
    const rows = []
    for (let j = i; j < Math.min(TOTAL, i + 1000); j++) rows.push(submission(j))
    await db.insertInto('submissions').values(rows).execute()
  }
  return performance.now() - started
}

// ---------------------------------------------------------------- views
const DUE_VIEW = 'Due (unanswered past their time, or follow-ups; oldest first)'
const VIEWS = [
  ['front page: every form, newest first', {}],
  ['one form (enquiries)', { kind: 'enquiry' }],
  ['status New', { status: 'new' }],
  ['assigned to an account', { assignee: ACCOUNTS[2].id }],
  ['source instagram', { source: 'instagram' }],
  [DUE_VIEW, { due: true }],
  ['the Admissions queue', { kinds: ['enquiry', 'studio-contact', 'registration'] }],
  ['search an email', { search: 'meena.iyer' }],
  ['search a name', { search: 'kiran das 4' }],
  ['search phone digits', { search: '98450 12345' }],
  ['search with no match', { search: 'nobody-by-this-name' }],
  ['page 1,000 of the front page', { page: 1000 }],
]

/** What the inbox loader asks for one view, at once. */
async function inboxPage(db, { page, status, ...asked }) {
  const filter = await inbox.withSearchMatches(db, asked)
  const statusCounts = await inbox.countByStatus(db, { ...filter, now: NOW })
  return Promise.all([
    inbox.listSubmissions(db, { ...filter, status, page, statusCounts, now: NOW }),
    inbox.countByKind(db),
    inbox.countBySource(db, { kind: filter.kind, kinds: filter.kinds, now: NOW }),
    inbox.assigneeChoices(db),
  ])
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function timeViews(db) {
  const results = []
  for (const [label, view] of VIEWS) {
    for (let i = 0; i < 5; i++) await inboxPage(db, view)
    const times = []
    let rows = 0
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      const [list] = await inboxPage(db, view)
      times.push(performance.now() - started)
      rows = list.total
    }
    times.sort((a, b) => a - b)
    results.push({
      view: label,
      matches: rows,
      p50: +percentile(times, 50).toFixed(1),
      p95: +percentile(times, 95).toFixed(1),
    })
  }
  return results
}

async function timeCsv(db) {
  gc()
  gc()
  const base = process.memoryUsage().rss
  let peak = base
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
  const started = performance.now()
  let bytes = 0
  // The download as the route answers it: the byte-order mark, then the lines as they are read.
  const reader = inbox.csvResponse('bench.csv', inbox.exportCsvLines(db, 'enquiry')).body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    peak = Math.max(peak, process.memoryUsage().rss)
  }
  clearInterval(sample)
  return {
    kind: 'enquiry',
    rows: Math.round(TOTAL / 3),
    mb: +(bytes / 1e6).toFixed(1),
    seconds: +((performance.now() - started) / 1000).toFixed(2),
    growthMb: +((peak - base) / 1e6).toFixed(1),
  }
}

async function run(engine, open) {
  const { db, close } = await open()
  try {
    const seedMs = await seed(db)
    const { sql } = await import('kysely')
    // What autovacuum does on a live PostgreSQL (statistics, and the visibility map index-only scans need).
    await (engine === 'PostgreSQL' ? sql`vacuum analyze` : sql`analyze`).execute(db)
    const views = await timeViews(db)
    const csv = await timeCsv(db)
    return { engine, submissions: TOTAL, seedSeconds: +(seedMs / 1000).toFixed(1), views, csv }
  } finally {
    await close()
  }
}

// ---------------------------------------------------------------- engines
const sqliteDir = mkdtempSync(path.join(tmpdir(), 'inbox-bench-'))
const reports = []
reports.push(
  await run('SQLite', async () => {
    const handle = await inbox.openDatabase({ sqlitePath: path.join(sqliteDir, 'site.db') })
    return { db: handle.db, close: () => handle.db.destroy() }
  }),
)
rmSync(sqliteDir, { recursive: true, force: true })

const pg = process.env.BENCH_ENGINES === 'sqlite' ? undefined : startPostgres()
if (pg) {
  try {
    reports.push(
      await run('PostgreSQL', async () => {
        const handle = await inbox.openDatabase({ databaseUrl: pg.url })
        return { db: handle.db, close: () => handle.db.destroy() }
      }),
    )
  } finally {
    pg.stop()
  }
} else console.log('PostgreSQL: not installed and DATABASE_URL not set, skipped')

/** DATABASE_URL as given, or a throwaway cluster of Debian's PostgreSQL (as scripts/test-postgres.sh makes). */
function startPostgres() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => undefined }
  const versions = (() => {
    try {
      return readdirSync('/usr/lib/postgresql').sort()
    } catch {
      return []
    }
  })()
  if (versions.length === 0) return undefined
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`
  const work = mkdtempSync(path.join(tmpdir(), 'inbox-bench-pg-'))
  const root = process.getuid?.() === 0
  const as = (cmd, args) => {
    const result = root
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr}`)
  }
  if (root) spawnSync('chown', ['postgres:postgres', work])
  const port = 20000 + Math.floor(Math.random() * 20000)
  as(`${bin}/initdb`, ['-D', `${work}/data`, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'])
  as(`${bin}/pg_ctl`, [
    '-D',
    `${work}/data`,
    '-l',
    `${work}/server.log`,
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${work} -c fsync=off -c synchronous_commit=off`,
    'start',
  ])
  as(`${bin}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'inbox_bench'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/inbox_bench`,
    stop() {
      spawnSync(root ? 'runuser' : `${bin}/pg_ctl`, [
        ...(root ? ['-u', 'postgres', '--', `${bin}/pg_ctl`] : []),
        '-D',
        `${work}/data`,
        '-m',
        'immediate',
        'stop',
      ])
      rmSync(work, { recursive: true, force: true })
    },
  }
}

// ---------------------------------------------------------------- report
// Times on a shared machine include waiting for a CPU: the load average says how busy it was.
const load = loadavg().map((n) => n.toFixed(1))
console.log(
  `\nLoad average during the run: ${load.join(', ')} (more than the CPU count means the times include waiting)`,
)
for (const r of reports) {
  console.log(
    `\nStaff inbox on ${r.engine}, ${r.submissions.toLocaleString('en-IN')} submissions (seeded in ${r.seedSeconds} s)`,
  )
  console.log('| view | matches | p50 ms | p95 ms | within budget |')
  console.log('| --- | --- | --- | --- | --- |')
  for (const v of r.views)
    console.log(`| ${v.view} | ${v.matches} | ${v.p50} | ${v.p95} | ${overBudget(v) ? 'NO' : 'yes'} |`)
  const c = r.csv
  console.log(
    `CSV export of ${c.kind}: ${c.mb} MB in ${c.seconds} s, memory grew ${c.growthMb} MB (${c.growthMb < BUDGET.csvGrowthMb ? 'within' : 'OVER'} 64 MB)`,
  )
}
const misses = reports.flatMap((r) => [
  ...r.views.filter(overBudget).map((v) => `inbox on ${r.engine}, ${v.view}: p50 ${v.p50} ms, p95 ${v.p95} ms`),
  ...(r.csv.growthMb < BUDGET.csvGrowthMb ? [] : [`inbox on ${r.engine}, CSV memory grew ${r.csv.growthMb} MB`]),
])
console.log(misses.length ? `\nInbox misses: ${misses.join('; ')}` : '\nEvery inbox view is within budget.')
writeFileSync(
  path.join(root, 'bench/inbox-report.json'),
  JSON.stringify(
    { date: new Date().toISOString(), node: process.version, load, budget: BUDGET, reports, misses },
    null,
    2,
  ),
)

/** A view over its budget: p95 50 ms, or for Due p50 50 ms and p95 75 ms. */
function overBudget(v) {
  return v.view === DUE_VIEW ? v.p50 >= BUDGET.due.p50Ms || v.p95 >= BUDGET.due.p95Ms : v.p95 >= BUDGET.p95Ms
}
