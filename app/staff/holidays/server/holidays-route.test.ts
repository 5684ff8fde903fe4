import { describe, expect, it } from 'vitest'
import { listAudit } from '~/staff/shell/server/audit-log.server'
import { getDatabase } from '~/server/db/database.server'
import { officeHolidaysBetween } from '~/server/office-holidays.server'
import { signIn } from '~/staff/accounts/server/auth.server'
import { hashPassword } from '~/staff/accounts/server/passwords.server'
import { OWNER_EMAIL, ownerCookie, withOwnerStore } from '~/staff/accounts/server/test-owner.server'
import { action, loader } from '~/staff/holidays/routes/staff.holidays'

// The office holidays page's route on real requests and a real store: an owner's post goes through the gate and is
// audited; an editor sees the list without the form and their post is refused with 403, nothing stored.
withOwnerStore('holidays-route-test')

const EDITOR_EMAIL = 'holiday-editor@realwork.example'
const EDITOR_PASSWORD = 'correct horse battery staple 42'

// A day of next year's June that is not a Sunday.
const DAY = ['01', '02']
  .map((d) => `${new Date().getUTCFullYear() + 1}-06-${d}`)
  .find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0)!

function post(body: Record<string, string>, cookie: string) {
  return new Request('http://localhost/staff/holidays', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(body).toString(),
  })
}

async function answer(run: Promise<unknown>): Promise<Response | { init?: { status?: number } }> {
  return run.then(
    (value) => value as Response,
    (thrown: unknown) => thrown as Response,
  )
}

const args = (request: Request) => ({ request, params: {}, context: {} }) as Parameters<typeof action>[0]

describe('the office holidays route', () => {
  it('lets an owner add a day, audited, and refuses an editor’s post with 403', async () => {
    // On PostgreSQL the store outlives a run: the day starts absent.
    await (await getDatabase()).db.deleteFrom('office_holidays').where('day', '=', DAY).execute()
    const cookie = await ownerCookie()
    const added = (await answer(
      action(args(post({ intent: 'add', day: DAY, name: 'Polling day' }, cookie))),
    )) as Response
    expect(added.status).toBe(303)
    expect(added.headers.get('Location')).toBe('/staff/holidays?saved=added')
    const { db } = await getDatabase()
    expect(await officeHolidaysBetween(db, DAY, DAY)).toMatchObject([{ day: DAY, name: 'Polling day' }])
    const { entries } = await listAudit(db, { action: 'holiday-add' })
    expect(entries[0]).toMatchObject({ actorEmail: OWNER_EMAIL, target: DAY, detail: 'Polling day' })

    // An editor of their own (the owner is left as it is: on PostgreSQL other test files share this store's owner).
    await db
      .insertInto('staff_accounts')
      .values({
        id: crypto.randomUUID(),
        email: EDITOR_EMAIL,
        name: 'Holiday Editor',
        role: 'editor',
        password_hash: await hashPassword(EDITOR_PASSWORD),
        created_at: new Date().toISOString(),
        last_sign_in_at: null,
      })
      .onConflict((c) => c.column('email').doNothing())
      .execute()
    const signedIn = await signIn(
      new Request('http://localhost/staff/login', { method: 'POST' }),
      EDITOR_EMAIL,
      EDITOR_PASSWORD,
      '192.0.2.10',
    )
    if (!signedIn.ok) throw new Error(signedIn.error)
    const editor = signedIn.cookie.split(';')[0]!
    const refused = await answer(action(args(post({ intent: 'remove', day: DAY }, editor))))
    expect(refused instanceof Response ? refused.status : refused.init?.status).toBe(403)
    expect(await officeHolidaysBetween(db, DAY, DAY)).toHaveLength(1)
    const page = await loader(
      args(new Request('http://localhost/staff/holidays', { headers: { cookie: editor } })) as Parameters<
        typeof loader
      >[0],
    )
    expect(page.canChange).toBe(false)
    expect(page.years[1]!.holidays).toContainEqual(expect.objectContaining({ day: DAY, name: 'Polling day' }))
  })
})
