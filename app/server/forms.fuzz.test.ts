// Fuzz test of every registered form through the real React Router request handler, in process: the production
// server build (`npm run build`, which `npm test` runs before the unit tests), called with Request objects.
// Generated valid and hostile submissions go to each form's JSON endpoint and to its page action (no-JS path).
// Asserts: never a 5xx; the answer is the one the generator's own choices call for (forms.fuzz.generators.ts: valid
// by construction, or spoilt in a known way; the server's parser is never asked); a valid one is stored exactly
// once; nothing invalid is ever stored. On SQLite (a temp DATA_DIR) by default, on PostgreSQL when DATABASE_URL is
// set. FUZZ_RUNS sets the total: 200 by default (a few seconds), 2,000 in CI (.ci/run).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import fc from 'fast-check'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HONEYPOT } from '~/forms/fields'
import { JS_FLAG } from '~/forms/result'
import { openDatabase, type DbHandle } from './db/database.server'
import { forms, type FormEntry } from '~/forms/registry'
import { findOpeningBySlug } from './careers/current.server'
import { saveOpening } from '~/staff/publishing/server/openings-store.server'
import {
  FUZZ_OPENING,
  applyMutations,
  emailFieldName,
  fieldsAccepted,
  uploadArb,
  mutationArb,
  schemaFields,
  validValues,
  type FakeFile,
  type FieldInfo,
  type Mutation,
  type SentField,
} from './forms.fuzz.generators'

const TOTAL = Number(process.env.FUZZ_RUNS) || 200
const SEED = Number(process.env.FUZZ_SEED) || 20_250_101
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const kinds = Object.keys(forms) as (keyof typeof forms)[]
const runsPerTarget = Math.ceil(TOTAL / (kinds.length * 2))

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
  // A job application must name an opening that takes applications: the store holds one.
  if (!(await findOpeningBySlug(store.db, FUZZ_OPENING)))
    await saveOpening(
      store.db,
      { slug: FUZZ_OPENING },
      {
        title: 'Fuzz opening',
        team: 'Services division',
        location: 'Bengaluru',
        remote: true,
        type: 'contract',
        applyBy: '2999-12-31',
        summary: 'An opening for the fuzz test.',
        description: 'An opening for the fuzz test.',
        salary: null,
        status: 'open',
      },
    )
  // The build as the production server loads it, by Node's own import (vitest.config.ts keeps build/server external,
  // as it keeps react-router, so the handler and the build share one copy). A Vite dev server here cost a minute of
  // CPU transforming every route on demand.
  const serverBuild = path.join(root, 'build/server/index.js')
  if (!existsSync(serverBuild)) throw new Error('The fuzz test runs the server build: run `npm run build` first.')
  const build = (await import(/* @vite-ignore */ pathToFileURL(serverBuild).href)) as ServerBuild
  const handle = createRequestHandler(build, 'production')
  handler = (request) => handle(request, { clientAddress: '127.0.0.1' })
})

afterAll(async () => {
  await store?.db.destroy()
  rmSync(dataDir, { recursive: true, force: true })
})

type Spec = FormEntry
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
    files: fc.tuple(...(spec.uploads ?? []).map(uploadArb)),
    urlencoded: fc.boolean(),
    js: fc.boolean(),
    body: fc.constantFrom<BodyKind>(...Array<BodyKind>(27).fill('form'), 'json', 'garbage', 'huge'),
  })
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

type Outcome = 'stored' | 'dropped' | 'rejected' | 'either'

/**
 * What the server must do with this case, from the generator's choices alone: too big is 413; a JSON body is not a
 * form (415), nor is broken multipart (400); a filled honeypot is a silent 200 that stores nothing; otherwise stored when every
 * field and file is acceptable, rejected (400) when one is not, and 'either' when a value of unknown class decides.
 */
function expected(c: Case, sent: SentField[], info: FieldInfo[], spec: Spec): Outcome {
  if (c.body === 'huge') return 'rejected'
  if (c.body !== 'form') return 'rejected'
  if (c.mutations.some((m) => m.type === 'honeypot')) return 'dropped'
  const filesOk = (spec.uploads ?? []).every((rule, i) => {
    const f = c.files[i]
    const really = f === undefined ? 'none' : f.file.really
    return really === 'none' ? !rule.required : really !== undefined && rule.accept.includes(really)
  })
  if (!filesOk) return 'rejected'
  const fields = fieldsAccepted(info, sent)
  return fields === undefined ? 'either' : fields ? 'stored' : 'rejected'
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
  const spec = forms[kind]
  const pagePath = spec.successPath.split('?')[0]!
  const emailField = emailFieldName(kind, spec)
  const info = schemaFields(kind, spec.schema)

  it.each([
    ['its JSON endpoint', `/api/forms/${kind}`],
    ['its page action (no JS)', pagePath],
  ])(
    `never fails, stores each valid submission once and nothing invalid, through %s`,
    async (_label, target) => {
      const started = new Date().toISOString()
      const counts = { stored: 0, dropped: 0, rejected: 0, either: 0 }
      const before = await store.db
        .selectFrom('submissions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('kind', '=', spec.kind)
        .executeTakeFirstOrThrow()
      await fc.assert(
        fc.asyncProperty(caseArb(kind, spec), async (c) => {
          const token = `fz${runId}x${(serial++).toString(36)}z`
          const fields: SentField[] = Object.entries(c.values).map(([name, value]) => ({
            name,
            value: value.replaceAll('TOKEN', token),
            cls: 'valid',
          }))
          const sent = applyMutations(fields, c.mutations, info)
          const entries: Entry[] = sent.map((f) => [f.name, f.value])
          for (const m of c.mutations) if (m.type === 'honeypot') entries.push([HONEYPOT, m.value])
          if (c.js) entries.push([JS_FLAG, '1'])
          for (const [i, rule] of (spec.uploads ?? []).entries()) {
            const f = c.files[i]
            if (f)
              entries.push([
                rule.field,
                new File([Uint8Array.from([...f.file.head, ...f.body])], f.file.name, { type: f.file.type }),
              ])
          }
          const want = expected(c, sent, info, spec)
          const response = await handler(buildRequest(`http://localhost${target}`, entries, c))
          const body = await response.text()
          expect(response.status, body.slice(0, 300)).toBeLessThan(500)
          const accepted = response.status === (target === pagePath ? 303 : 200)
          const rejected = c.body === 'huge' ? 413 : c.body === 'json' ? 415 : 400
          const status = { stored: 200, dropped: 200, rejected, either: undefined }[want]
          if (status === undefined) expect([200, 303, 400], body.slice(0, 300)).toContain(response.status)
          else if (target === pagePath) expect(response.status, body.slice(0, 300)).toBe(status === 200 ? 303 : status)
          else expect(response.status, body.slice(0, 300)).toBe(status)
          if (target === pagePath && accepted) {
            // A form that confirms (the registration) lands a stored submission on its page with its reference; a
            // dropped one (a bot) on the plain thank-you.
            const location = response.headers.get('Location') ?? ''
            const withReference = location.startsWith(`${spec.successPath}&ref=`)
            if (withReference) expect(location).toMatch(/\?sent=1&ref=RW-[0-9A-F]{8}(&bootcamp=[a-z-]+)?$/)
            else expect(location).toBe(spec.successPath)
            if (want === 'stored') expect(withReference).toBe(spec.confirms !== undefined)
            if (want === 'dropped') expect(withReference).toBe(false)
          }
          if (target !== pagePath) expect(JSON.parse(body)).toMatchObject({ ok: accepted })
          // The token sits in the email field; a submission can only be found by it when that field was sent intact.
          const carriesToken =
            emailField !== undefined &&
            c.body === 'form' &&
            entries.some(([k, v]) => k === emailField && typeof v === 'string' && v.includes(token))
          const stored = want === 'stored' || (want === 'either' && accepted)
          if (carriesToken || !stored) expect(await rowsWith(token)).toBe(stored ? 1 : 0)
          counts[want === 'either' ? (accepted ? 'stored' : 'rejected') : want] += 1
          if (want === 'either') counts.either += 1
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
        const parsed = spec.parse(JSON.parse(row.fields) as Record<string, unknown>)
        expect(parsed.success, `stored row ${row.id} is not valid: ${row.fields.slice(0, 200)}`).toBe(true)
        expect(parsed.success && parsed.contact).toEqual({ name: row.name, email: row.email, phone: row.phone })
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
