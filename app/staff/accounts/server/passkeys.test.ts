// Passkeys against a software authenticator (a P-256 key signing as an authenticator would): adding one, signing in,
// challenges used once and expiring, the signature counter, on SQLite by default and PostgreSQL with DATABASE_URL.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StaffAccount } from '~/staff/shell/server/staff-account.server'
import { listAudit } from '~/staff/shell/server/audit-log.server'
import { NewPasskeySchema, RenamePasskeySchema } from '~/staff/accounts/forms/security.schema'
import { clearStore, openTestDatabase, type TestDatabase } from '~/server/db/test-database.server'
import {
  addPasskey,
  listPasskeys,
  passkeyAddOptions,
  passkeySignInOptions,
  passkeyStepOptions,
  relyingParty,
  removePasskey,
  renamePasskey,
  verifyPasskeySignIn,
  verifyPasskeyStep,
} from './passkeys.server'

const ORIGIN = 'http://localhost:5173'
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const u32 = (n: number) => {
  const out = Buffer.alloc(4)
  out.writeUInt32BE(n)
  return out
}

/** What a platform authenticator does, in software: one P-256 credential and its signature counter. */
class SoftAuthenticator {
  keys = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  id = randomBytes(16)
  counter = 0

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  register(challenge: string, origin = ORIGIN) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' })
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    )
    const length = Buffer.alloc(2)
    length.writeUInt16BE(this.id.length)
    const authData = Buffer.concat([
      sha256(new URL(origin).hostname),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      u32(this.counter),
      Buffer.alloc(16),
      length,
      this.id,
      cose,
    ])
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    )
    return JSON.stringify({
      id: b64(this.id),
      rawId: b64(this.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    })
  }

  /** `verified: false`: a security key that checked the person's presence but not who they are (no PIN, no biometric). */
  signIn(challenge: string, { counter = ++this.counter, origin = ORIGIN, verified = true } = {}) {
    const clientData = this.clientData('webauthn.get', challenge, origin)
    const flags = verified ? 0x05 : 0x01
    const authData = Buffer.concat([sha256(new URL(origin).hostname), Buffer.from([flags]), u32(counter)])
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey)
    return JSON.stringify({
      id: b64(this.id),
      rawId: b64(this.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    })
  }
}

let store: TestDatabase
let me: StaffAccount
const T0 = new Date('2026-11-25T10:00:00Z')

beforeAll(async () => {
  store = await openTestDatabase()
})
afterAll(async () => {
  await store.close()
  vi.unstubAllEnvs()
})
beforeEach(async () => {
  vi.stubEnv('SITE_URL', ORIGIN)
  await clearStore(store)
  me = { id: crypto.randomUUID(), email: 'asha@realwork.example', name: 'Asha', role: 'owner' }
  await store.db
    .insertInto('staff_accounts')
    .values({ ...me, password_hash: 'x', created_at: T0.toISOString(), last_sign_in_at: null })
    .execute()
})

async function added(device = new SoftAuthenticator()) {
  const options = await passkeyAddOptions(store.db, me, T0)
  // The page's schema trims the name; the store writes what it receives.
  const { name } = NewPasskeySchema.pick({ name: true }).parse({ name: '  Work laptop ' })
  const result = await addPasskey(store.db, me, name, device.register(options.challenge), T0)
  expect(result).toMatchObject({ ok: true, value: { name: 'Work laptop' } })
  return device
}

describe('passkeys', () => {
  it('takes the relying party from SITE_URL at run time', () => {
    expect(relyingParty({ SITE_URL: 'http://localhost:4000/' })).toEqual({
      id: 'localhost',
      origin: 'http://localhost:4000',
    })
    expect(relyingParty({ SITE_URL: 'https://realworktech.in' }).id).toBe('realworktech.in')
  })

  it('adds a discoverable passkey under its name, once per challenge', async () => {
    const options = await passkeyAddOptions(store.db, me, T0)
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' })
    expect(options.rp.id).toBe('localhost')
    const device = new SoftAuthenticator()
    const response = device.register(options.challenge)
    expect(await addPasskey(store.db, me, 'Work laptop', response, T0)).toMatchObject({ ok: true })
    expect(await addPasskey(store.db, me, 'Again', response, T0)).toMatchObject({ ok: false })
    expect(await listPasskeys(store.db, me.id)).toEqual([
      { id: b64(device.id), name: 'Work laptop', createdAt: T0.toISOString(), lastUsedAt: null },
    ])
  })

  it('refuses a registration for another origin or after the challenge expired', async () => {
    const device = new SoftAuthenticator()
    let options = await passkeyAddOptions(store.db, me, T0)
    const elsewhere = device.register(options.challenge, 'http://evil.localhost:5173')
    expect(await addPasskey(store.db, me, 'X', elsewhere, T0)).toMatchObject({ ok: false })
    options = await passkeyAddOptions(store.db, me, T0)
    const late = new Date(T0.getTime() + 5 * 60 * 1000 + 1)
    expect(await addPasskey(store.db, me, 'X', device.register(options.challenge), late)).toMatchObject({ ok: false })
    expect(await listPasskeys(store.db, me.id)).toEqual([])
  })

  it('signs in with it; the same answer twice is refused (the challenge is used up)', async () => {
    const device = await added()
    const options = await passkeySignInOptions(store.db, T0)
    expect(options.allowCredentials ?? []).toEqual([])
    const answer = device.signIn(options.challenge)
    expect(await verifyPasskeySignIn(store.db, answer, '10.0.0.1', T0)).toEqual({ ok: true, value: me.id })
    expect(await verifyPasskeySignIn(store.db, answer, '10.0.0.1', T0)).toMatchObject({ ok: false })
    expect((await listPasskeys(store.db, me.id))[0]!.lastUsedAt).toBe(T0.toISOString())
  })

  it('alone, it must have verified the person: a passkey that only checked presence does not sign in', async () => {
    const device = await added()
    const options = await passkeySignInOptions(store.db, T0)
    expect(options.userVerification).toBe('required')
    expect(
      await verifyPasskeySignIn(store.db, device.signIn(options.challenge, { verified: false }), '10.0.0.1', T0),
    ).toMatchObject({ ok: false })
    const { entries } = await listAudit(store.db, { action: 'passkey-refused' })
    expect(entries.map((e) => e.detail)).toEqual(['not verified, 10.0.0.1'])
  })

  it("after a password, only that account's passkey answers its step's challenge", async () => {
    const device = await added()
    const other = { ...me, id: crypto.randomUUID(), email: 'ravi@realwork.example', name: 'Ravi' }
    await store.db
      .insertInto('staff_accounts')
      .values({ ...other, password_hash: 'x', created_at: T0.toISOString(), last_sign_in_at: null })
      .execute()
    const step = await passkeyStepOptions(store.db, me.id, T0)
    expect(step.allowCredentials).toEqual([{ id: b64(device.id), type: 'public-key', transports: ['internal'] }])
    // Presence is enough after a password: the password was the first factor.
    const answer = device.signIn(step.challenge, { verified: false })
    // Not for another account's step, nor as a sign-in on its own.
    expect(await verifyPasskeyStep(store.db, other.id, answer, 'a', T0)).toMatchObject({ ok: false })
    const again = await passkeyStepOptions(store.db, me.id, T0)
    expect(await verifyPasskeySignIn(store.db, device.signIn(again.challenge), 'a', T0)).toMatchObject({ ok: false })
    const third = await passkeyStepOptions(store.db, me.id, T0)
    expect(await verifyPasskeyStep(store.db, me.id, device.signIn(third.challenge), 'a', T0)).toEqual({
      ok: true,
      value: me.id,
    })
    // Ravi's step cannot be answered with Asha's passkey.
    const ravis = await passkeyStepOptions(store.db, other.id, T0)
    expect(ravis.allowCredentials).toEqual([])
    expect(await verifyPasskeyStep(store.db, other.id, device.signIn(ravis.challenge), 'a', T0)).toMatchObject({
      ok: false,
    })
  })

  it('refuses a signature counter that does not go up (a cloned authenticator) and logs it', async () => {
    const device = await added()
    for (const counter of [5, 9]) {
      const { challenge } = await passkeySignInOptions(store.db, T0)
      expect(await verifyPasskeySignIn(store.db, device.signIn(challenge, { counter }), 'a', T0)).toMatchObject({
        ok: true,
      })
    }
    for (const counter of [9, 7]) {
      const { challenge } = await passkeySignInOptions(store.db, T0)
      expect(await verifyPasskeySignIn(store.db, device.signIn(challenge, { counter }), '10.0.0.9', T0)).toMatchObject({
        ok: false,
      })
    }
    const { entries } = await listAudit(store.db, { action: 'passkey-refused' })
    expect(entries.map((e) => e.detail)).toEqual([
      'signature counter went back, 10.0.0.9',
      'signature counter went back, 10.0.0.9',
    ])
  })

  it('refuses an expired challenge, a forged signature and another site', async () => {
    const device = await added()
    let { challenge } = await passkeySignInOptions(store.db, T0)
    const late = new Date(T0.getTime() + 5 * 60 * 1000)
    expect(await verifyPasskeySignIn(store.db, device.signIn(challenge), 'a', late)).toMatchObject({ ok: false })
    ;({ challenge } = await passkeySignInOptions(store.db, T0))
    const impostor = new SoftAuthenticator()
    impostor.id = device.id
    expect(await verifyPasskeySignIn(store.db, impostor.signIn(challenge), 'a', T0)).toMatchObject({ ok: false })
    ;({ challenge } = await passkeySignInOptions(store.db, T0))
    const phished = device.signIn(challenge, { origin: 'http://realwork-login.localhost:5173' })
    expect(await verifyPasskeySignIn(store.db, phished, 'a', T0)).toMatchObject({ ok: false })
    expect(await verifyPasskeySignIn(store.db, '{"id":1}', 'a', T0)).toMatchObject({ ok: false })
  })

  it('renames and removes only your own passkeys', async () => {
    const device = await added()
    const id = b64(device.id)
    const other = { ...me, id: crypto.randomUUID(), email: 'ravi@realwork.example' }
    expect(await renamePasskey(store.db, other, id, 'Mine now')).toMatch(/not on your account/)
    expect(await removePasskey(store.db, other, id)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not on your account/),
    })
    expect(RenamePasskeySchema.safeParse({ passkey: id, name: ' ' }).error?.issues[0]?.message).toBe(
      'Give the passkey a name.',
    )
    expect(RenamePasskeySchema.safeParse({ passkey: id, name: 'n'.repeat(61) }).error?.issues[0]?.message).toBe(
      'Keep the name within 60 characters.',
    )
    expect(await renamePasskey(store.db, me, id, 'Phone')).toBeNull()
    expect((await listPasskeys(store.db, me.id))[0]!.name).toBe('Phone')
    expect(await removePasskey(store.db, me, id)).toEqual({ ok: true, value: 'Phone' })
    expect(await listPasskeys(store.db, me.id)).toEqual([])
  })
})
