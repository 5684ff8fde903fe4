// Mentor and team profiles in the database (migration 020), on SQLite in memory by default and on PostgreSQL with
// DATABASE_URL (`bash scripts/test-postgres.sh profiles`).
import { decode } from 'jpeg-js'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { preparePhoto } from '~/staff/publishing/server/testimonial-photo.server'
import { PROFILE_PHOTO_SIDE } from '~/staff/publishing/server/profiles-editor.server'
import { getProfile, readProfiles } from '~/server/profiles/current.server'
import { ConsentMissingError as ProfileConsentMissingError } from './published-store.server'
import { deleteProfile, saveProfile, type ProfileFields } from './profiles-store.server'

const store = withTestDatabase()

const siteVersion = async () =>
  Number(
    (await store.db.selectFrom('content_version').select('version').where('id', '=', 2).executeTakeFirstOrThrow())
      .version,
  )

const mentor: ProfileFields = {
  kind: 'mentor',
  name: 'Kavya Menon',
  role: 'Senior Backend Engineer',
  bio: 'Builds payment and booking backends in Node.js and PostgreSQL for RealWork clients, and reviews every backend pull request in her batch.',
  years: 7,
  linkedin: 'https://www.linkedin.com/in/kavya-menon',
  consentOn: '2026-11-20',
  shown: true,
}

function pngBytes(width: number, height: number): Uint8Array {
  const png = new PNG({ width, height })
  png.data.fill(200)
  return new Uint8Array(PNG.sync.write(png))
}

describe('profiles store', () => {
  it('starts empty: the migration invents no one', async () => {
    expect(await readProfiles(store.db)).toEqual([])
  })

  it('adds a profile at the end of its kind with the site version, and reads it back', async () => {
    const before = await siteVersion()
    const first = await saveProfile(store.db, { fields: mentor })
    const second = await saveProfile(store.db, { fields: { ...mentor, name: 'Arjun Iyer', years: 5 } })
    const team = await saveProfile(store.db, { fields: { ...mentor, kind: 'team', name: 'Meera Pillai' } })
    expect(await siteVersion()).toBe(before + 3)
    const all = await readProfiles(store.db)
    expect(all.map((p) => [p.kind, p.name, p.position])).toEqual([
      ['mentor', 'Kavya Menon', 0],
      ['mentor', 'Arjun Iyer', 1],
      ['team', 'Meera Pillai', 0],
    ])
    expect(await getProfile(store.db, first)).toMatchObject({ ...mentor, id: first, image: null })
    expect((await getProfile(store.db, second))?.years).toBe(5)
    expect((await getProfile(store.db, team))?.kind).toBe('team')
  })

  it('refuses to show a profile without a consent date, and stores nothing', async () => {
    await expect(saveProfile(store.db, { fields: { ...mentor, consentOn: null } })).rejects.toThrow(
      ProfileConsentMissingError,
    )
    expect(await readProfiles(store.db)).toEqual([])
    await saveProfile(store.db, { fields: { ...mentor, consentOn: null, shown: false } })
    expect((await readProfiles(store.db))[0]).toMatchObject({ shown: false, consentOn: null })
  })

  it('keeps one photo per profile: a new one replaces the old bytes, removing it deletes them', async () => {
    const prepared = await preparePhoto(pngBytes(300, 200), PROFILE_PHOTO_SIDE)
    if (!prepared.ok) throw new Error(prepared.error)
    const { width, height } = decode(prepared.data)
    expect([width, height]).toEqual([PROFILE_PHOTO_SIDE, PROFILE_PHOTO_SIDE])
    const id = await saveProfile(store.db, { fields: mentor, photo: prepared })
    const firstUrl = (await getProfile(store.db, id))!.image!
    expect(firstUrl).toMatch(/^\/media\//)
    await saveProfile(store.db, { id, fields: mentor, photo: prepared })
    const secondUrl = (await getProfile(store.db, id))!.image!
    expect(secondUrl).not.toBe(firstUrl)
    const images = async () => (await store.db.selectFrom('post_images').select('id').execute()).map((r) => r.id)
    expect(await images()).toEqual([secondUrl.slice('/media/'.length)])
    await saveProfile(store.db, { id, fields: mentor, removePhoto: true })
    expect((await getProfile(store.db, id))!.image).toBeNull()
    expect(await images()).toEqual([])
  })

  it('moves a profile to the end of its new kind', async () => {
    await saveProfile(store.db, { fields: { ...mentor, kind: 'team', name: 'Meera Pillai' } })
    const id = await saveProfile(store.db, { fields: mentor })
    await saveProfile(store.db, { id, fields: { ...mentor, kind: 'team' } })
    expect((await readProfiles(store.db)).map((p) => [p.kind, p.name, p.position])).toEqual([
      ['team', 'Meera Pillai', 0],
      ['team', 'Kavya Menon', 1],
    ])
  })

  it('deletes a profile with its photo and clears its name from the audit log', async () => {
    const prepared = await preparePhoto(pngBytes(120, 120), PROFILE_PHOTO_SIDE)
    if (!prepared.ok) throw new Error(prepared.error)
    const id = await saveProfile(store.db, { fields: mentor, photo: prepared })
    await store.db
      .insertInto('audit_log')
      .values({
        id: 'a1',
        at: new Date().toISOString(),
        actor_id: null,
        actor_email: 'owner@example.com',
        action: 'profile-add',
        target: 'Profile of Kavya Menon',
        detail: 'mentor, shown',
      })
      .execute()
    expect(await deleteProfile(store.db, id)).toEqual({ kind: 'mentor', photo: true })
    expect(await readProfiles(store.db)).toEqual([])
    expect(await store.db.selectFrom('post_images').select('id').execute()).toEqual([])
    const entry = await store.db.selectFrom('audit_log').selectAll().where('id', '=', 'a1').executeTakeFirstOrThrow()
    expect([entry.target, entry.detail]).toEqual(['Deleted profile', null])
    expect(await deleteProfile(store.db, id)).toBeUndefined()
  })
})
