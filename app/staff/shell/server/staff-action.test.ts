import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { NoFieldsSchema, trimmedText } from '~/staff/shell/forms/form-text'
import { listAudit } from '~/staff/shell/server/audit-log.server'
import { getDatabase } from '~/server/db/database.server'
import { done, intent, openIntent, staffAction } from './staff-action.server'
import { OWNER_EMAIL, ownerCookie, withOwnerStore } from '~/staff/accounts/server/test-owner.server'

// The one staff-action helper, step by step, on real requests and a real store: the gate, the bounded body, the
// intent and its schema, the handler's answer, the audit entry and the redirect.
withOwnerStore('staff-action-test')

function post(body: string | URLSearchParams, headers: Record<string, string> = {}) {
  const isForm = body instanceof URLSearchParams
  return new Request('http://localhost/staff/thing', {
    method: 'POST',
    headers: { ...(isForm ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers },
    body: body.toString(),
  })
}

const Greeting = z.object({ name: trimmedText.pipe(z.string().min(1, 'Give a name.')) })
const open = (request: Request, extra: Partial<Parameters<typeof staffAction>[0]> = {}) =>
  staffAction({
    request,
    gate: 'anyone',
    intents: {
      greet: openIntent(Greeting, ({ name }) => ({ hello: name }), {
        invalid: (errors) => ({ hello: '', errors }),
      }),
      leave: openIntent(NoFieldsSchema, () => done('/staff/login?done=bye', { audit: { action: 'sign-out' } })),
    },
    ...extra,
  })

/** What a thrown `data()` or Response says: its status. */
async function thrownStatus(run: Promise<unknown>): Promise<number> {
  const thrown: unknown = await run.then(
    () => undefined,
    (error: unknown) => error,
  )
  if (thrown instanceof Response) return thrown.status
  return (thrown as { init?: { status?: number } }).init?.status ?? -1
}

describe('staffAction', () => {
  it('parses the intent with its schema and answers with the handler’s value', async () => {
    expect(await open(post(new URLSearchParams({ intent: 'greet', name: '  Asha ' })))).toEqual({ hello: 'Asha' })
  })

  it('returns the schema’s field errors through the intent’s invalid answer', async () => {
    expect(await open(post(new URLSearchParams({ intent: 'greet', name: '  ' })))).toEqual({
      hello: '',
      errors: { name: 'Give a name.' },
    })
  })

  it('lets the invalid answer read the store and the fields as posted (a form showing stored values beside them)', async () => {
    const answer = await staffAction({
      request: post(new URLSearchParams({ intent: 'greet', name: ' ' })),
      gate: 'anyone',
      intents: {
        greet: openIntent(Greeting, ({ name }) => ({ hello: name, accounts: -1, posted: '' }), {
          invalid: async (_errors, raw, { db }) => ({
            hello: '',
            accounts: (await db.selectFrom('staff_accounts').select('id').execute()).length,
            posted: String(raw.name),
          }),
        }),
      },
    })
    const { db } = await getDatabase()
    const accounts = (await db.selectFrom('staff_accounts').select('id').execute()).length
    expect(answer).toEqual({ hello: '', accounts, posted: ' ' })
  })

  it('gives the handler the text fields as posted, before the schema trimmed them (a refusal shows them again)', async () => {
    const answer = await staffAction({
      request: post(new URLSearchParams({ intent: 'greet', name: '  Asha ' })),
      gate: 'anyone',
      intents: { greet: openIntent(Greeting, ({ name }, { posted }) => ({ name, posted })) },
    })
    expect(answer).toEqual({ name: 'Asha', posted: { name: '  Asha ' } })
  })

  it('refuses a file sent where the form has no file field as it reads the body (413), before any schema', async () => {
    const form = new FormData()
    form.set('intent', 'greet')
    form.set('name', new File(['Asha'], 'name.txt', { type: 'text/plain' }))
    const request = new Request('http://localhost/staff/thing', { method: 'POST', body: form })
    expect(await thrownStatus(open(request))).toBe(413)
  })

  it('refuses an unknown intent with 400, or runs the fallback', async () => {
    expect(await thrownStatus(open(post(new URLSearchParams({ intent: 'drop-tables' }))))).toBe(400)
    const fallback = await open(post(new URLSearchParams({ name: 'Ravi' })), { fallback: 'greet' })
    expect(fallback).toEqual({ hello: 'Ravi' })
  })

  it('turns a body that is not a form into 415 and an oversized one into 413, as the body reader names them', async () => {
    expect(await thrownStatus(open(post('{"intent":"greet"}', { 'content-type': 'application/json' })))).toBe(415)
    const big = new URLSearchParams({ intent: 'greet', name: 'x'.repeat(20 * 1024) })
    expect(await thrownStatus(open(post(big)))).toBe(413)
    // A route that answers a refused body itself gets the error to shape.
    const shaped = await open(post(big), { bodyError: (error) => ({ refused: error.status }) })
    expect(shaped).toEqual({ refused: 413 })
  })

  it('writes the audit entry, then redirects with 303', async () => {
    const thrown = await open(post(new URLSearchParams({ intent: 'leave' }))).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(303)
    expect((thrown as Response).headers.get('Location')).toBe('/staff/login?done=bye')
    const { db } = await getDatabase()
    const { entries } = await listAudit(db, { action: 'sign-out' })
    expect(entries.map((entry) => entry.action)).toContain('sign-out')
  })

  it('sends a signed-out request to sign in before reading a byte, and lets a signed-in one through', async () => {
    const run = (request: Request) =>
      staffAction({ request, gate: 'staff', intents: { who: intent(z.object({}), (_, { user }) => user.email) } })
    const signedOut = await run(post(new URLSearchParams({ intent: 'who' }))).catch((error: unknown) => error)
    expect((signedOut as Response).headers.get('Location')).toMatch(/^\/staff\/login/)
    const cookie = await ownerCookie()
    expect(await run(post(new URLSearchParams({ intent: 'who' }), { cookie }))).toBe(OWNER_EMAIL)
  })

  it('refuses a post from another site, open gate or not, by its Origin or by Sec-Fetch-Site alone (issue 52)', async () => {
    const cookie = await ownerCookie()
    const run = (gate: 'anyone' | 'staff', headers: Record<string, string>) =>
      staffAction({
        request: post(new URLSearchParams({ intent: 'who' }), { cookie, ...headers }),
        gate,
        intents: { who: openIntent(z.object({}), () => 'ran') },
      })
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'Cross-Site' },
      { origin: 'http://localhost', 'sec-fetch-site': 'same-site' },
    ]
    const allowed: Record<string, string>[] = [{}, { 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }]
    for (const gate of ['anyone', 'staff'] as const) {
      for (const headers of refused)
        expect([gate, headers, await thrownStatus(run(gate, headers))]).toEqual([gate, headers, 403])
      for (const headers of allowed) expect(await run(gate, { origin: 'http://localhost', ...headers })).toBe('ran')
    }
  })

  it('will not run an intent that needs a session behind the open gate', async () => {
    const run = staffAction({
      request: post(new URLSearchParams({ intent: 'who' })),
      gate: 'anyone',
      intents: { who: intent(z.object({}), (_, { user }) => user.email) },
    })
    await expect(run).rejects.toThrow(TypeError)
  })
})
