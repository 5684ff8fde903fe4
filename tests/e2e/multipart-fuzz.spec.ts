import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import Database from 'better-sqlite3'
import { pathTo, sitePaths, siteRoutes, STAFF, type SiteRoute } from '../../app/content/site-routes'
import { staffPaths, staffRoutes } from '../../app/content/staff-routes'
import { formList } from '../../app/forms/registry'
import { expect, staffCookie, staffEnv, test } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// Malformed multipart bodies, sent to the real production server on every route that reads one, each followed by a
// /healthz check. Before the body reader handled every file stream's error, the first body cut off inside a file part
// ended the process ("Part terminated early … Emitted 'error' event on FileStream").
test.describe.configure({ mode: 'serial' })

const PASSWORD = 'a long staff password for the fuzz test'
const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW'
const CRLF = '\r\n'

interface Target {
  path: string
  /** A text field the route reads, and the file field it takes (if any). */
  field: string
  file?: string
  staff?: boolean
}

// Every route that reads a body: each route in the registry whose module has an action (found in its source, so a new
// one joins without an edit here), each form's JSON endpoint once per form, with a staff session on staff paths but
// the sign-out (it would end the session the other staff targets use).
const allRoutes: readonly SiteRoute[] = [...Object.values(siteRoutes), ...Object.values(staffRoutes)]
const actionRoutes = allRoutes.filter((route) =>
  /export (async )?function action|export const action/.test(readFileSync(path.join('app', route.file), 'utf8')),
)
const targets: Target[] = actionRoutes.flatMap((route): Target[] => {
  const form = formList.find(
    (entry) => sitePaths[entry.page] === route.path || entry.alsoOn.some((id) => siteRoutes[id].path === route.path),
  )
  if (route.path === siteRoutes.formsApi.path)
    return formList.map((entry) => ({
      path: pathTo('formsApi', { kind: entry.kind }),
      field: entry.fieldNames[0]!,
      file: entry.uploads[0]?.field,
    }))
  const concrete = route.path.replace(/:(\w+)/g, 'fuzz-$1')
  const staff = concrete.startsWith(STAFF) && route !== staffRoutes.staffLogout
  if (form) return [{ path: concrete, field: form.fieldNames[0]!, file: form.uploads[0]?.field }]
  return [{ path: concrete, field: 'intent', file: staff ? 'cover' : undefined, staff }]
})

/** A complete body with a text field, then the target's file (or an unknown one), then a file field nobody takes. */
function wholeBody(target: Target): string[] {
  const part = (headers: string, data: string) => `--${BOUNDARY}${CRLF}${headers}${CRLF}${CRLF}${data}${CRLF}`
  return [
    part(`Content-Disposition: form-data; name="${target.field}"`, 'Asha Rao'),
    part(
      `Content-Disposition: form-data; name="${target.file ?? 'attachment'}"; filename="cv.pdf"${CRLF}Content-Type: application/pdf`,
      '%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF',
    ),
    part(
      `Content-Disposition: form-data; name="photo"; filename="me.png"${CRLF}Content-Type: image/png`,
      '\x89PNG\r\n\x1a\nIHDR',
    ),
    `--${BOUNDARY}--${CRLF}`,
  ]
}

/**
 * The malformed bodies for one target: the whole body cut off at every place in its framing (before and inside each
 * boundary line, inside each header block, just after it, inside each part's data, inside the closing boundary), then
 * bodies whose framing is wrong as a whole.
 */
function malformedBodies(target: Target): { name: string; body: Buffer }[] {
  const parts = wholeBody(target)
  const whole = parts.join('')
  const cuts = new Set<number>()
  let offset = 0
  for (const part of parts) {
    const headerEnd = part.indexOf(CRLF + CRLF)
    for (const at of [1, BOUNDARY.length / 2, BOUNDARY.length + 2, BOUNDARY.length + 4, 30]) cuts.add(offset + at)
    if (headerEnd > 0) for (const at of [headerEnd, headerEnd + 2, headerEnd + 4, headerEnd + 6]) cuts.add(offset + at)
    cuts.add(offset + part.length - 1)
    offset += part.length
  }
  const bodies = [...cuts]
    .filter((at) => at > 0 && at < whole.length)
    .sort((a, b) => a - b)
    .map((at) => ({ name: `cut at byte ${at}`, body: Buffer.from(whole.slice(0, at), 'latin1') }))
  const [text, file, unknown] = parts
  const wrong: [string, string][] = [
    ['no closing boundary', parts.slice(0, 3).join('')],
    ['a part without headers', `--${BOUNDARY}${CRLF}${CRLF}orphan${CRLF}${file}${parts[3]}`],
    ['a boundary that never appears', 'just bytes, no framing at all'.repeat(100)],
    ['a boundary repeated with nothing between', `--${BOUNDARY}${CRLF}`.repeat(300) + parts[3]],
    [
      'a nested multipart part, cut off',
      `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${target.file ?? 'x'}"; filename="a.pdf"${CRLF}` +
        `Content-Type: multipart/mixed; boundary=inner${CRLF}${CRLF}--inner${CRLF}Content-Disposition: file${CRLF}${CRLF}x`,
    ],
    [
      'a header block past its limit',
      `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="${target.field}"${CRLF}X-Pad: ${'a'.repeat(12_000)}${CRLF}${CRLF}x${CRLF}${parts[3]}`,
    ],
    ['an unknown file part, cut off', `${text}${unknown!.slice(0, 120)}`],
    ['bytes after the last boundary', `${whole}trailing bytes no part owns`],
  ]
  return [...bodies, ...wrong.map(([name, body]) => ({ name, body: Buffer.from(body, 'latin1') }))]
}

/** Sends the body as-is (its own length), waits for the answer's status; a reset or hang-up is a failure. */
function post(server: RunningServer, target: string, body: Buffer, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${server.origin}${target}`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': body.length,
          ...(cookie ? { cookie } : {}),
        },
        timeout: 15_000,
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode!))
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer from ${target} in 15 s`)))
    request.on('error', reject)
    request.end(body)
  })
}

let server: RunningServer
let dataDir: string

test.beforeAll(async () => {
  dataDir = tempDataDir('multipart-fuzz')
  server = await startServer({
    port: await freePort(),
    dataDir,
    env: { ...staffEnv(PASSWORD), FORM_RATE_LIMIT: '100000' },
  })
})

test.afterAll(async () => {
  await server?.stop()
})

test('no malformed multipart body on any route stops, stalls or crashes the server', async () => {
  test.setTimeout(300_000)
  const cookie = await staffCookie(server.origin, PASSWORD)
  const statuses = new Map<number, number>()
  let sent = 0
  for (const target of targets) {
    for (const { name, body } of malformedBodies(target)) {
      const status = await post(server, target.path, body, target.staff ? cookie : undefined).catch((error) => {
        throw new Error(`${target.path}, ${name}: ${String(error)}\n${server.output().slice(-2000)}`)
      })
      // A refusal, or a validation answer for a body whose framing was read to its end; never a fault.
      expect(status, `${target.path}, ${name}`).toBeLessThan(500)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      expect((await fetch(`${server.origin}/healthz`)).status, `/healthz after ${target.path}, ${name}`).toBe(200)
      sent += 1
    }
  }
  // The routes this has to reach: every form page and endpoint, the post editor and the staff actions.
  expect(targets.map((target) => target.path)).toEqual(
    expect.arrayContaining([
      sitePaths.studioRegister,
      '/api/forms/registration',
      sitePaths.careers,
      '/careers/fuzz-slug',
      '/api/forms/job-application',
      staffPaths.staffNewPost,
      staffPaths.staffSecurity,
    ]),
  )
  expect(sent).toBeGreaterThan(300)
  expect(statuses.get(400), 'cut-off bodies are answered 400').toBeGreaterThan(100)
  expect(server.process.exitCode).toBeNull()
  expect(server.output()).not.toMatch(/terminated early|Unhandled 'error' event|uncaught/i)

  // Nothing of a malformed body was stored.
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true })
  try {
    expect(db.prepare('select count(*) as n from submissions').get()).toEqual({ n: 0 })
    expect(db.prepare('select count(*) as n from posts where id > 0 and title = ?').get('Asha Rao')).toEqual({ n: 0 })
  } finally {
    db.close()
  }
})
