// Authenticator app codes, recovery codes, the code step of a password sign-in and the owner's policy, on SQLite in
// memory by default and on PostgreSQL with DATABASE_URL (`bash scripts/test-postgres.sh`).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { StaffAccount } from '~/staff/shell/server/staff-account.server'
import { listAudit } from '~/staff/shell/server/audit-log.server'
import { putChallenge, takeChallenge } from './challenges.server'
import { withTestDatabase } from '~/server/db/test-database.server'
import {
  CODE_FAILURES_PER_ACCOUNT,
  CODE_FAILURES_PER_ACCOUNT_ADDRESS,
  codeDelayMs,
  CODE_FAILURES_PER_ADDRESS,
  factorsByAccount,
  finishCodeStep,
  setSecondFactorRequired,
  startCodeStep,
  TOO_MANY_CODES,
  TOO_MANY_FOR_ACCOUNT,
} from './second-factor.server'
import { mustSetUpSecondFactor } from '~/staff/shell/server/staff-account.server'
import {
  confirmTotp,
  matchTotp,
  newRecoveryCodes,
  recoveryCodesLeft,
  startTotpSetup,
  totpCode,
  totpState,
  totpStep,
  spendRecoveryCode,
  spendTotpCode,
} from './totp.server'

const T0 = new Date('2026-11-25T10:00:10Z')
const later = (ms: number) => new Date(T0.getTime() + ms)

const store = withTestDatabase()

async function account(email = 'asha@realwork.example'): Promise<StaffAccount> {
  const id = crypto.randomUUID()
  await store.db
    .insertInto('staff_accounts')
    .values({
      id,
      email,
      name: 'Asha',
      role: 'owner',
      password_hash: 'x',
      created_at: T0.toISOString(),
      last_sign_in_at: null,
    })
    .execute()
  return { id, email, name: 'Asha', role: 'owner' }
}

/** An account with its app turned on at T0; returns the secret. */
async function withApp(who: StaffAccount): Promise<string> {
  const secret = (await startTotpSetup(store.db, who.id, T0))!
  expect(await confirmTotp(store.db, who.id, totpCode(secret, T0.getTime()), T0)).toBe(true)
  return secret
}

describe('authenticator app codes (RFC 6238)', () => {
  it('matches the RFC 6238 test vector for SHA-1 at 59 s', () => {
    // The RFC's key "12345678901234567890" in base32; its 8-digit code 94287082 ends in these six digits.
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082')
    expect(totpStep(59_000)).toBe(1)
  })

  it('accepts the code of the step before and after (a phone clock off by seconds), not two steps away', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
    const now = T0.getTime()
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(totpStep(now))
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now)).toBe(totpStep(now) - 1)
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now)).toBe(totpStep(now) + 1)
    expect(matchTotp(secret, totpCode(secret, now - 60_000), now)).toBeNull()
    expect(matchTotp(secret, totpCode(secret, now + 60_000), now)).toBeNull()
    expect(matchTotp(secret, ` ${totpCode(secret, now).slice(0, 3)} ${totpCode(secret, now).slice(3)} `, now)).toBe(
      totpStep(now),
    )
    expect(matchTotp(secret, 'abcdef', now)).toBeNull()
    expect(matchTotp(secret, '1234567', now)).toBeNull()
  })

  it('turns on only after a right code for the pending secret, and set-up cannot replace an app that is on', async () => {
    const who = await account()
    const secret = (await startTotpSetup(store.db, who.id, T0))!
    expect(await totpState(store.db, who.id)).toEqual({ on: false, pendingSecret: secret })
    const wrong = totpCode(secret, T0.getTime()) === '000000' ? '111111' : '000000'
    expect(await confirmTotp(store.db, who.id, wrong, T0)).toBe(false)
    expect(await confirmTotp(store.db, who.id, totpCode(secret, T0.getTime()), T0)).toBe(true)
    expect(await totpState(store.db, who.id)).toEqual({ on: true, pendingSecret: null })
    expect(await startTotpSetup(store.db, who.id, T0)).toBeNull()
  })

  it('accepts each step once: the same code again, or an older step after a newer one, is a replay', async () => {
    const who = await account()
    const secret = await withApp(who)
    // The code that confirmed set-up was used up then.
    expect(await spendTotpCode(store.db, who.id, totpCode(secret, T0.getTime()), T0)).toBe('replayed')
    const next = later(30_000)
    const code = totpCode(secret, next.getTime())
    expect(await spendTotpCode(store.db, who.id, code, next)).toBe('ok')
    expect(await spendTotpCode(store.db, who.id, code, later(35_000))).toBe('replayed')
    expect(await spendTotpCode(store.db, who.id, totpCode(secret, T0.getTime()), next)).toBe('replayed')
    expect(await spendTotpCode(store.db, who.id, '12345', next)).toBe('wrong')
    expect(await spendTotpCode(store.db, who.id, totpCode(secret, later(60_000).getTime()), later(60_000))).toBe('ok')
  })

  it('accepts a step once even when two servers check the same code at the same moment', async () => {
    const who = await account()
    const secret = await withApp(who)
    const at = later(30_000)
    const results = await Promise.all(
      Array.from({ length: 5 }, () => spendTotpCode(store.db, who.id, totpCode(secret, at.getTime()), at)),
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(1)
  })
})

describe('recovery codes', () => {
  it('makes ten distinct codes, stores only hashes, and each works once', async () => {
    const who = await account()
    const codes = await newRecoveryCodes(store.db, who.id, T0)
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const rows = await store.db.selectFrom('staff_recovery_codes').selectAll().execute()
    expect(rows.map((r) => r.code_hash).join(' ')).not.toContain(codes[0]!.replace('-', ''))
    expect(await spendRecoveryCode(store.db, who.id, codes[0]!.toUpperCase().replace('-', ' '), T0)).toBe(true)
    expect(await spendRecoveryCode(store.db, who.id, codes[0]!, T0)).toBe(false)
    expect(await recoveryCodesLeft(store.db, who.id)).toBe(9)
  })

  it('Regenerate voids the old codes; another account cannot use them', async () => {
    const who = await account()
    const other = await account('ravi@realwork.example')
    const old = await newRecoveryCodes(store.db, who.id, T0)
    expect(await spendRecoveryCode(store.db, other.id, old[1]!, T0)).toBe(false)
    const fresh = await newRecoveryCodes(store.db, who.id, T0)
    expect(await spendRecoveryCode(store.db, who.id, old[1]!, T0)).toBe(false)
    expect(await spendRecoveryCode(store.db, who.id, fresh[1]!, T0)).toBe(true)
  })
})

describe('the code step of a password sign-in', () => {
  it('signs in once with a right code; the step cannot be used again', async () => {
    const who = await account()
    const secret = await withApp(who)
    const token = await startCodeStep(store.db, who.id, T0)
    const at = later(30_000)
    expect(await finishCodeStep(store.db, token, totpCode(secret, at.getTime()), '10.0.0.1', at)).toEqual({
      ok: true,
      accountId: who.id,
    })
    const again = await finishCodeStep(
      store.db,
      token,
      totpCode(secret, later(60_000).getTime()),
      '10.0.0.1',
      later(60_000),
    )
    expect(again).toMatchObject({ ok: false, status: 401 })
  })

  it('expires after ten minutes', async () => {
    const who = await account()
    const secret = await withApp(who)
    const token = await startCodeStep(store.db, who.id, T0)
    const at = later(10 * 60 * 1000 + 1)
    expect(await finishCodeStep(store.db, token, totpCode(secret, at.getTime()), '10.0.0.1', at)).toMatchObject({
      ok: false,
      status: 401,
    })
  })

  it('reads the time of a test server’s clock (TEST_CLOCK_FILE with NODE_ENV=test); a production server ignores it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'code-clock-'))
    const file = path.join(dir, 'offset')
    writeFileSync(file, String(90_000))
    vi.stubEnv('TEST_CLOCK_FILE', file)
    try {
      const who = await account()
      const secret = await withApp(who)
      // The code of three steps ahead: outside the real time's window (one step either side), inside the clock's.
      const ahead = totpCode(secret, Date.now() + 90_000)
      vi.stubEnv('NODE_ENV', 'production')
      const real = await finishCodeStep(store.db, await startCodeStep(store.db, who.id), ahead, '10.0.0.1')
      expect(real).toMatchObject({ ok: false, status: 401 })
      vi.stubEnv('NODE_ENV', 'test')
      const moved = await finishCodeStep(store.db, await startCodeStep(store.db, who.id), ahead, '10.0.0.1')
      expect(moved).toEqual({ ok: true, accountId: who.id })
    } finally {
      vi.unstubAllEnvs()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('signs in with a recovery code and logs how many are left, never the code', async () => {
    const who = await account()
    await withApp(who)
    const codes = await newRecoveryCodes(store.db, who.id, T0)
    const token = await startCodeStep(store.db, who.id, T0)
    expect(await finishCodeStep(store.db, token, codes[3]!, '10.0.0.1', T0)).toMatchObject({ ok: true })
    const { entries } = await listAudit(store.db, { action: 'recovery-code-used' })
    expect(entries[0]).toMatchObject({ actorEmail: who.email, detail: '9 left' })
    expect(JSON.stringify(entries)).not.toContain(codes[3]!)
  })

  it(`refuses an address after ${CODE_FAILURES_PER_ACCOUNT_ADDRESS.max} wrong codes for an account, and logs each`, async () => {
    const who = await account()
    const secret = await withApp(who)
    const token = await startCodeStep(store.db, who.id, T0)
    const right = totpCode(secret, T0.getTime() + 30_000)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT_ADDRESS.max; i++)
      expect(await finishCodeStep(store.db, token, wrong, '10.0.0.1', T0)).toMatchObject({ status: 401 })
    expect(await finishCodeStep(store.db, token, wrong, '10.0.0.1', T0)).toEqual({
      ok: false,
      status: 429,
      error: TOO_MANY_CODES,
    })
    // Even the right code waits now, from that address.
    expect(await finishCodeStep(store.db, token, right, '10.0.0.1', later(30_000))).toMatchObject({ status: 429 })
    const { entries } = await listAudit(store.db, { action: 'code-refused' })
    expect(entries).toHaveLength(CODE_FAILURES_PER_ACCOUNT_ADDRESS.max)
    expect(JSON.stringify(entries)).not.toContain(wrong)
  })

  it("a stranger's wrong codes never refuse the owner's right code from another address: they only slow it", async () => {
    vi.stubEnv('SIGN_IN_MAX_DELAY_MS', '40')
    const who = await account()
    const secret = await withApp(who)
    const codes = await newRecoveryCodes(store.db, who.id, T0)
    const right = totpCode(secret, T0.getTime() + 30_000)
    const wrong = right === '000000' ? '111111' : '000000'
    // The stranger has the password: five wrong codes from each of two addresses, past the account-wide threshold.
    const stranger = await startCodeStep(store.db, who.id, T0)
    for (const address of ['203.0.113.1', '203.0.113.2'])
      for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT_ADDRESS.max; i++)
        expect(await finishCodeStep(store.db, stranger, wrong, address, T0)).toMatchObject({ status: 401 })
    expect(await finishCodeStep(store.db, stranger, wrong, '203.0.113.1', T0)).toMatchObject({ status: 429 })
    expect(codeDelayMs(2 * CODE_FAILURES_PER_ACCOUNT_ADDRESS.max)).toBe(40)
    expect(codeDelayMs(7, 3000)).toBe(500)

    // The owner, from home: the right code signs in (after a short wait), and so does a recovery code.
    const owner = await startCodeStep(store.db, who.id, T0)
    const began = Date.now()
    expect(await finishCodeStep(store.db, owner, right, '198.51.100.7', later(30_000))).toEqual({
      ok: true,
      accountId: who.id,
    })
    expect(Date.now() - began).toBeGreaterThanOrEqual(35)
    const again = await startCodeStep(store.db, who.id, T0)
    expect(await finishCodeStep(store.db, again, codes[0]!, '198.51.100.7', T0)).toMatchObject({ ok: true })

    // Guessing from many networks at once: past the account-wide cap the app's six digits wait for everyone, and the
    // owner signs in with a recovery code (beyond guessing), never locked out.
    for (let n = 3; n <= CODE_FAILURES_PER_ACCOUNT.max / CODE_FAILURES_PER_ACCOUNT_ADDRESS.max; n++)
      for (let i = 0; i < CODE_FAILURES_PER_ACCOUNT_ADDRESS.max; i++)
        await finishCodeStep(store.db, stranger, wrong, `203.0.113.${n}`, T0)
    const late = await startCodeStep(store.db, who.id, T0)
    expect(
      await finishCodeStep(store.db, late, totpCode(secret, later(60_000).getTime()), '198.51.100.8', later(60_000)),
    ).toEqual({
      ok: false,
      status: 429,
      error: TOO_MANY_FOR_ACCOUNT,
    })
    expect(await finishCodeStep(store.db, late, codes[1]!, '198.51.100.8', T0)).toMatchObject({ ok: true })
    vi.unstubAllEnvs()
  })

  it(`refuses an address after ${CODE_FAILURES_PER_ADDRESS.max} wrong codes across accounts`, async () => {
    const wrongs: string[] = []
    for (let i = 0; i < 3; i++) {
      const who = await account(`person${i}@realwork.example`)
      const secret = await withApp(who)
      const right = totpCode(secret, T0.getTime())
      wrongs.push(right === '000000' ? '111111' : '000000')
      const token = await startCodeStep(store.db, who.id, T0)
      for (let j = 0; j < 4; j++) await finishCodeStep(store.db, token, wrongs[i]!, '10.9.9.9', T0)
    }
    const who = await account('fresh@realwork.example')
    const secret = await withApp(who)
    const token = await startCodeStep(store.db, who.id, T0)
    const at = later(30_000)
    expect(await finishCodeStep(store.db, token, totpCode(secret, at.getTime()), '10.9.9.9', at)).toMatchObject({
      status: 429,
    })
    expect(await finishCodeStep(store.db, token, totpCode(secret, at.getTime()), '10.1.1.1', at)).toMatchObject({
      ok: true,
    })
  })

  it('logs a replayed code as such', async () => {
    const who = await account()
    const secret = await withApp(who)
    const token = await startCodeStep(store.db, who.id, T0)
    expect(await finishCodeStep(store.db, token, totpCode(secret, T0.getTime()), '10.0.0.1', T0)).toMatchObject({
      status: 401,
    })
    const { entries } = await listAudit(store.db, { action: 'code-refused' })
    expect(entries[0]!.detail).toBe('code used already, 10.0.0.1')
  })
})

describe('removing an account', () => {
  it('takes its app, recovery codes and code steps with it', async () => {
    const who = await account()
    await withApp(who)
    await newRecoveryCodes(store.db, who.id, T0)
    await startCodeStep(store.db, who.id, T0)
    await store.db.deleteFrom('staff_accounts').where('id', '=', who.id).execute()
    for (const table of ['staff_totp', 'staff_recovery_codes', 'staff_challenges'] as const)
      expect(await store.db.selectFrom(table).selectAll().execute()).toEqual([])
  })
})

describe('challenges', () => {
  it('are used once and expire', async () => {
    await putChallenge(store.db, 'passkey-sign-in', 'abc', null, T0)
    expect(await takeChallenge(store.db, 'passkey-add', 'abc', T0)).toBeUndefined()
    expect(await takeChallenge(store.db, 'passkey-sign-in', 'abc', T0)).toEqual({ accountId: null })
    expect(await takeChallenge(store.db, 'passkey-sign-in', 'abc', T0)).toBeUndefined()
    await putChallenge(store.db, 'passkey-sign-in', 'def', null, T0)
    expect(await takeChallenge(store.db, 'passkey-sign-in', 'def', later(5 * 60 * 1000))).toBeUndefined()
  })
})

describe("the owner's policy", () => {
  it('confines an account without a factor while it is on, and lists who has which factor', async () => {
    const owner = await account()
    const editor = await account('ravi@realwork.example')
    expect(await mustSetUpSecondFactor(store.db, editor)).toBe(false)
    expect(await setSecondFactorRequired(store.db, true)).toEqual({
      action: 'policy-second-factor',
      detail: 'A passkey or an authenticator app is required',
    })
    expect(await mustSetUpSecondFactor(store.db, editor)).toBe(true)
    await withApp(editor)
    expect(await mustSetUpSecondFactor(store.db, editor)).toBe(false)
    expect(Object.fromEntries(await factorsByAccount(store.db))).toEqual({ [editor.id]: { app: true, passkeys: 0 } })
    expect(await setSecondFactorRequired(store.db, false)).toMatchObject({ detail: 'A second factor is optional' })
    expect(await mustSetUpSecondFactor(store.db, owner)).toBe(false)
  })
})
