// Fuzz test of every registered form through the real React Router request handler, in process: the app's own
// routes (vite.config.ts, app/routes.ts) loaded by a Vite server in middleware mode, called with Request objects.
// Generated valid and hostile submissions go to each form's JSON endpoint and to its page action (no-JS path).
// Asserts: never a 5xx; a valid one is stored exactly once; nothing invalid is ever stored.
// On SQLite (a temp DATA_DIR) by default, on PostgreSQL when DATABASE_URL is set. FUZZ_RUNS sets the total (2,000).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { HONEYPOT } from '~/forms/fields'
import { JS_FLAG } from '~/forms/result'
import { MAX_UPLOAD_BYTES, sniffFileType } from '~/lib/file-type'
import type * as databaseModule from './db/database.server'
import { openDatabase, type DbHandle } from './db/database.server'
import { formSpecs } from './form-specs.server'
import type { SubmissionSpec } from './forms.server'
import {
  emailFieldName,
  fileArb,
  fileBodyArb,
  mutationArb,
  schemaFields,
  validValues,
  type FakeFile,
  type Mutation,
} from './forms.fuzz.generators'

const TOTAL = Number(process.env.FUZZ_RUNS) || 2000
const SEED = Number(process.env.FUZZ_SEED) || 20_250_101
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const kinds = Object.keys(formSpecs) as (keyof typeof formSpecs)[]
const runsPerTarget = Math.ceil(TOTAL / (kinds.length * 2))

let vite: ViteDevServer
let handler: (request: Request) => Promise<Response>
let store: DbHandle
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'realwork-fuzz-'))
  process.env.DATA_DIR = dataDir
  process.env.FORM_RATE_LIMIT = '1000000' // the limiter is not under test here; every request comes from one address
  store = await openDatabase(
    process.env.DATABASE_URL
      ? { databaseUrl: process.env.DATABASE_URL }
      : { sqlitePath: path.join(dataDir, 'site.db') },
  )
  vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  })
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
  const handle = createRequestHandler(build, 'production')
  handler = (request) => handle(request, { clientAddress: '127.0.0.1' })
}, 120_000)

afterAll(async () => {
  if (vite) {
    const { getDatabase } = (await vite.ssrLoadModule('/app/server/db/database.server.ts')) as typeof databaseModule
    await (await getDatabase()).db.destroy()
    await vite.close()
  }
  await store?.db.destroy()
  rmSync(dataDir, { recursive: true, force: true })
})

type Spec = SubmissionSpec<z.ZodObject>
type Entry = [string, string | File]
type BodyKind = 'form' | 'json' | 'garbage' | 'huge'

interface Case {
  values: Record<string, string>
  mutations: Mutation[]
  files: ({ file: FakeFile; body: Uint8Array } | undefined)[]
  urlencoded: boolean
  js: boolean
  body: BodyKind
}

function caseArb(kind: string, spec: Spec): fc.Arbitrary<Case> {
  return fc.record({
    values: validValues(kind, spec, 'TOKEN'),
    // Half the cases are left valid, the rest get one to three mutations.
    mutations: fc.oneof(fc.constant<Mutation[]>([]), fc.array(mutationArb, { minLength: 1, maxLength: 3 })),
    files: fc.tuple(
      ...(spec.uploads ?? []).map(() =>
        fc.option(fc.record({ file: fileArb, body: fileBodyArb }), { freq: 2, nil: undefined }),
      ),
    ),
    urlencoded: fc.boolean(),
    js: fc.boolean(),
    body: fc.constantFrom<BodyKind>(...Array<BodyKind>(27).fill('form'), 'json', 'garbage', 'huge'),
  })
}

function applyMutations(entries: Entry[], mutations: Mutation[], spec: Spec): Entry[] {
  const out = [...entries]
  const limits = new Map(schemaFields(spec.schema).map((f) => [f.name, f.maxLength ?? 5000]))
  for (const m of mutations) {
    const i = out.length > 0 && 'field' in m ? m.field % out.length : -1
    if (m.type === 'drop' && i >= 0) out.splice(i, 1)
    else if (m.type === 'replace' && i >= 0) out[i] = [out[i]![0], m.value]
    else if (m.type === 'oversize' && i >= 0)
      out[i] = [out[i]![0], `${String(out[i]![1])} ${'y'.repeat((limits.get(out[i]![0]) ?? 5000) + m.extra)}`]
    else if (m.type === 'duplicate' && i >= 0) out.push([out[i]![0], m.value])
    else if (m.type === 'extra') out.push([m.key, m.value])
    else if (m.type === 'honeypot') out.push([HONEYPOT, m.value])
  }
  return out
}

function buildRequest(url: string, entries: Entry[], c: Case): Request {
  const hasFiles = entries.some(([, v]) => typeof v !== 'string')
  const headers = new Headers({ 'user-agent': 'fuzz' })
  let body: BodyInit
  if (c.body === 'json') {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(Object.fromEntries(entries.filter(([, v]) => typeof v === 'string')))
  } else if (c.body === 'garbage') {
    headers.set('content-type', 'multipart/form-data; boundary=----nothing')
    body = 'this is not multipart\r\n--'
  } else if (c.urlencoded && !hasFiles) {
    body = new URLSearchParams(entries as [string, string][])
  } else {
    const form = new FormData()
    for (const [key, value] of entries) form.append(key, value)
    body = form
  }
  const request = new Request(url, { method: 'POST', body, headers })
  if (c.body === 'huge') request.headers.set('content-length', String(17 * 1024 * 1024))
  return request
}

type Expected = { outcome: 'stored' | 'dropped' | 'rejected'; status: number; or?: number }

const FIELD_BYTES = 24 * 1024

/**
 * What the server must do with this request, worked out from what the generator sent (entries in body order), not
 * from the server's parse: bodies that are not forms are refused, a field longer than any form's is refused (413; a
 * value near that bound may be counted either side of it once percent-encoded, so 400 or 413), reading stops at a
 * file over 5 MB (what follows is never seen), and only the form's own fields count.
 */
async function expected(entries: Entry[], c: Case, spec: Spec): Promise<Expected> {
  if (c.body === 'huge') return { outcome: 'rejected', status: 413 }
  if (c.body === 'json') return { outcome: 'rejected', status: 415 }
  if (c.body === 'garbage') return { outcome: 'rejected', status: 400 }
  const own = new Set([...Object.keys(spec.schema.shape), HONEYPOT])
  const uploads = new Map((spec.uploads ?? []).map((rule) => [rule.field, rule]))
  const values: Record<string, string> = {}
  const files = new Map<string, File>()
  let nearBound = false
  for (const [key, value] of entries) {
    if (typeof value === 'string') {
      const bytes = new TextEncoder().encode(value).byteLength
      if (bytes > FIELD_BYTES * 3) return { outcome: 'rejected', status: 413 }
      if (bytes > FIELD_BYTES / 3) nearBound = true
      if (own.has(key)) values[key] = value // a repeated field: the last one counts
    } else if (uploads.has(key) && !files.has(key)) {
      files.set(key, value)
      if (value.size > MAX_UPLOAD_BYTES) break
    }
  }
  const reject = (): Expected => ({ outcome: 'rejected', status: 400, ...(nearBound ? { or: 413 } : {}) })
  const honeypot = values[HONEYPOT]
  delete values[HONEYPOT]
  if (nearBound && Object.values(values).some((v) => new TextEncoder().encode(v).byteLength > FIELD_BYTES / 3)) {
    // Longer than any field the schema allows, so never stored, whichever status the bound gives it.
    return honeypot?.trim() ? { outcome: 'dropped', status: 200, or: 413 } : reject()
  }
  if (honeypot !== undefined && honeypot.trim() !== '') return { outcome: 'dropped', status: 200, ...(nearBound ? { or: 413 } : {}) }
  for (const key of Object.keys(values)) values[key] = values[key]!.replaceAll('\0', '')
  let ok = spec.schema.safeParse(values).success
  for (const rule of uploads.values()) {
    const file = files.get(rule.field)
    if (!file || file.size === 0) ok &&= !rule.required
    else if (file.size > MAX_UPLOAD_BYTES) ok = false
    else {
      const type = sniffFileType(new Uint8Array(await file.arrayBuffer()))
      ok &&= type !== undefined && rule.accept.includes(type)
    }
  }
  return ok ? { outcome: 'stored', status: 200, ...(nearBound ? { or: 413 } : {}) } : reject()
}

async function rowsWith(token: string): Promise<number> {
  const { n } = await store.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('fields', 'like', `%${token}%`)
    .executeTakeFirstOrThrow()
  return Number(n)
}

let serial = 0
const runId = Math.random().toString(36).slice(2, 7)

describe.each(kinds)('fuzz: the %s form', (kind) => {
  const spec = formSpecs[kind] as unknown as Spec
  const pagePath = spec.successPath.split('?')[0]!
  const emailField = emailFieldName(spec)

  it.each([
    ['its JSON endpoint', `/api/forms/${kind}`],
    ['its page action (no JS)', pagePath],
  ])(
    `never fails, stores each valid submission once and nothing invalid, through %s`,
    async (_label, target) => {
      const started = new Date().toISOString()
      const counts = { stored: 0, dropped: 0, rejected: 0 }
      const before = await store.db
        .selectFrom('submissions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('kind', '=', spec.kind)
        .executeTakeFirstOrThrow()
      await fc.assert(
        fc.asyncProperty(caseArb(kind, spec), async (c) => {
          const token = `fz${runId}x${(serial++).toString(36)}z`
          const entries: Entry[] = Object.entries(c.values).map(([k, v]) => [k, v.replaceAll('TOKEN', token)])
          if (c.js) entries.push([JS_FLAG, '1'])
          for (const [i, rule] of (spec.uploads ?? []).entries()) {
            const f = c.files[i]
            if (f)
              entries.push([
                rule.field,
                new File([Uint8Array.from([...f.file.head, ...f.body])], f.file.name, { type: f.file.type }),
              ])
          }
          const sent = applyMutations(entries, c.mutations, spec)
          const request = buildRequest(`http://localhost${target}`, sent, c)
          const want = await expected(sent, c, spec)
          const response = await handler(request)
          const body = await response.text()
          expect(response.status, body.slice(0, 300)).toBeLessThan(500)
          if (want.or !== undefined && response.status === want.or) want.outcome = 'rejected'
          else if (target === pagePath) {
            expect(response.status).toBe(want.status === 200 ? 303 : want.status)
            if (want.status === 200) expect(response.headers.get('Location')).toBe(spec.successPath)
          } else {
            expect(response.status).toBe(want.status)
            expect(JSON.parse(body)).toMatchObject({ ok: want.status === 200 })
          }
          const carriesToken =
            emailField !== undefined &&
            c.body === 'form' &&
            entries.some(([k, v]) => k === emailField && typeof v === 'string' && v.includes(token))
          if (carriesToken || want.outcome !== 'stored')
            expect(await rowsWith(token)).toBe(want.outcome === 'stored' ? 1 : 0)
          counts[want.outcome] += 1
        }),
        { numRuns: runsPerTarget, seed: SEED + serial, endOnFailure: true },
      )

      // Every row stored during the run is valid by the form's own schema, and there is one per valid submission.
      const rows = await store.db
        .selectFrom('submissions')
        .selectAll()
        .where('kind', '=', spec.kind)
        .where('created_at', '>=', started)
        .execute()
      const after = await store.db
        .selectFrom('submissions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('kind', '=', spec.kind)
        .executeTakeFirstOrThrow()
      expect(Number(after.n) - Number(before.n)).toBe(counts.stored)
      for (const row of rows) {
        const parsed = spec.schema.safeParse(JSON.parse(row.fields))
        expect(parsed.success, `stored row ${row.id} is not valid: ${row.fields.slice(0, 200)}`).toBe(true)
        expect(spec.contact(parsed.data!)).toEqual({ name: row.name, email: row.email, phone: row.phone })
      }
      // The generators must reach both sides: some valid submissions, some hostile ones.
      expect(
        counts.stored,
        `no valid ${kind} submissions were generated; add a generator in forms.fuzz.generators.ts`,
      ).toBeGreaterThan(runsPerTarget / 10)
      expect(counts.rejected).toBeGreaterThan(runsPerTarget / 10)
    },
    240_000,
  )
})
