// Testimonials in the database (migration 012), on SQLite in memory by default and on PostgreSQL with DATABASE_URL
// (`bash scripts/test-postgres.sh`).
import { decode, encode } from 'jpeg-js'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { servicesTestimonials } from '~/content/services/testimonials'
import { testimonials as studioTestimonials } from '~/content/studio/testimonials'
import { sniffFileType } from '~/lib/file-type'
import { paddedJpeg } from '../../../../tests/fixtures/hostile-images'
import { withTestDatabase } from '~/server/db/test-database.server'
import { seedTestimonials } from '~/server/db/seed.server'
import {
  imageSize,
  jpegOrientation,
  PHOTO_SIDE,
  preparePhoto,
} from '~/staff/publishing/server/testimonial-photo.server'
import { getTestimonial, readTestimonials } from '~/server/testimonials/current.server'
import { ConsentMissingError } from './published-store.server'
import {
  deleteTestimonial,
  moveTestimonial,
  saveTestimonial,
  type TestimonialFields,
} from './testimonials-store.server'

const store = withTestDatabase({ clear: false })

const siteVersion = async () =>
  Number(
    (await store.db.selectFrom('content_version').select('version').where('id', '=', 2).executeTakeFirstOrThrow())
      .version,
  )
const names = async (page: 'studio' | 'services') =>
  (await readTestimonials(store.db)).filter((t) => t.page === page).map((t) => t.name)

const fields: TestimonialFields = {
  page: 'studio',
  name: 'Farhan Siddiqui',
  role: 'Backend Engineer',
  company: 'a Chennai payments startup',
  text: 'The mentor reviews taught me to write code another engineer can maintain, and my capstone API became my interview.',
  rating: 5,
  linkedin: 'https://www.linkedin.com/in/farhan-siddiqui',
  github: null,
  consentOn: '2026-11-20',
  shown: true,
}

describe('testimonials import', () => {
  it('makes the code testimonials the first rows, shown, in the code order, consent recorded on the import day', async () => {
    const all = await readTestimonials(store.db)
    expect(await names('studio')).toEqual(studioTestimonials.map((t) => t.name))
    expect(await names('services')).toEqual(servicesTestimonials.map((t) => t.name))
    const ananya = all.find((t) => t.name === 'Ananya Rao')!
    expect(ananya).toMatchObject({
      id: 'studio-ananya-rao',
      text: studioTestimonials[0]!.text,
      image: '/images/testimonials/ananya-rao.svg',
      linkedin: studioTestimonials[0]!.linkedin,
      rating: null,
      shown: true,
    })
    expect(ananya.consentOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(all.find((t) => t.name === 'Sarah Whitfield')).toMatchObject({
      company: 'Whitfield Joinery, Leeds (UK)',
      rating: 4,
      image: null,
    })
  })

  it('runs again without duplicating a testimonial or undoing an edit', async () => {
    await store.db.updateTable('testimonials').set({ shown: 0 }).where('id', '=', 'studio-ananya-rao').execute()
    await seedTestimonials(store.db as never, new Date('2030-01-01T00:00:00Z'))
    await seedTestimonials(store.db as never)
    const all = await readTestimonials(store.db)
    expect(all).toHaveLength(studioTestimonials.length + servicesTestimonials.length)
    expect(all.find((t) => t.id === 'studio-ananya-rao')).toMatchObject({ shown: false })
    expect(all.find((t) => t.id === 'studio-ananya-rao')!.consentOn).not.toBe('2030-01-01')
    await store.db.updateTable('testimonials').set({ shown: 1 }).where('id', '=', 'studio-ananya-rao').execute()
  })
})

describe('testimonials store', () => {
  it('adds one at the end of its page with its photo and the site version; edits it; moves it to another page', async () => {
    const before = await siteVersion()
    const photo = { contentType: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]) }
    const id = await saveTestimonial(store.db, { fields, photo })
    expect(await siteVersion()).toBe(before + 1)
    expect((await names('studio')).at(-1)).toBe('Farhan Siddiqui')
    const saved = (await getTestimonial(store.db, id))!
    expect(saved).toMatchObject({ ...fields, id })
    expect(saved.image).toMatch(/^\/media\/[\w-]+$/)
    const mediaId = saved.image!.slice('/media/'.length)

    // A new photo replaces the old one, whose bytes are deleted; removing it leaves none.
    await saveTestimonial(store.db, { id, fields: { ...fields, rating: null }, photo })
    const replaced = (await getTestimonial(store.db, id))!
    expect(replaced.image).not.toBe(saved.image)
    expect(replaced.rating).toBeNull()
    expect(await store.db.selectFrom('post_images').where('id', '=', mediaId).selectAll().execute()).toEqual([])
    await saveTestimonial(store.db, { id, fields: { ...fields, page: 'services' }, removePhoto: true })
    expect((await getTestimonial(store.db, id))!.image).toBeNull()
    expect((await names('services')).at(-1)).toBe('Farhan Siddiqui')
    expect(await names('studio')).not.toContain('Farhan Siddiqui')
  })

  it('refuses to show a testimonial without a consent date, and saves it hidden', async () => {
    const before = await readTestimonials(store.db)
    await expect(saveTestimonial(store.db, { fields: { ...fields, consentOn: null } })).rejects.toThrow(
      ConsentMissingError,
    )
    expect(await readTestimonials(store.db)).toHaveLength(before.length)
    const id = await saveTestimonial(store.db, {
      fields: { ...fields, name: 'Without Consent', consentOn: null, shown: false },
    })
    expect((await getTestimonial(store.db, id))!).toMatchObject({ shown: false, consentOn: null })
  })

  it('reorders within a page with the site version, and says when there is nowhere to move', async () => {
    const before = await siteVersion()
    expect(await moveTestimonial(store.db, 'studio-mohammed-irfan', 'up')).toEqual({ from: 2, to: 1 })
    expect((await names('studio')).slice(0, 2)).toEqual(['Mohammed Irfan', 'Ananya Rao'])
    expect(await siteVersion()).toBe(before + 1)
    expect(await moveTestimonial(store.db, 'studio-mohammed-irfan', 'up')).toBeUndefined()
    expect(await moveTestimonial(store.db, 'studio-mohammed-irfan', 'down')).toEqual({ from: 1, to: 2 })
    expect((await names('studio')).slice(0, 2)).toEqual(['Ananya Rao', 'Mohammed Irfan'])
    expect(await moveTestimonial(store.db, 'no-such-id', 'down')).toBeUndefined()
  })

  it('deletes one with its photo and takes its person out of the audit log, with the site version', async () => {
    const photo = { contentType: 'image/jpeg', data: new Uint8Array([0xff, 0xd8, 0xff, 4, 5, 6]) }
    const id = await saveTestimonial(store.db, { fields: { ...fields, name: 'Withdrawn Person' }, photo })
    const media = (await getTestimonial(store.db, id))!.image!.slice('/media/'.length)
    const entry = (target: string, detail: string | null, action = 'testimonial-edit') => ({
      id: crypto.randomUUID(),
      at: new Date().toISOString(),
      actor_id: null,
      actor_email: 'owner@realwork.example',
      action,
      target,
      detail,
    })
    await store.db
      .insertInto('audit_log')
      .values([
        entry('Testimonial of Withdrawn Person', 'quote: "Old words" → "New words"'),
        entry('Testimonial of Someone Else', 'rating: none → 5/5'),
      ])
      .execute()
    const before = await siteVersion()

    expect(await deleteTestimonial(store.db, id)).toEqual({ page: 'studio', photo: true })
    expect(await getTestimonial(store.db, id)).toBeUndefined()
    expect(await store.db.selectFrom('post_images').where('id', '=', media).selectAll().execute()).toEqual([])
    expect(await siteVersion()).toBe(before + 1)
    const log = await store.db.selectFrom('audit_log').select(['target', 'detail']).execute()
    expect(JSON.stringify(log)).not.toContain('Withdrawn Person')
    expect(JSON.stringify(log)).not.toContain('New words')
    expect(log).toContainEqual({ target: 'Deleted testimonial', detail: null })
    expect(log).toContainEqual({ target: 'Testimonial of Someone Else', detail: 'rating: none → 5/5' })
    expect(await deleteTestimonial(store.db, id)).toBeUndefined()
  })
})

function pixels(width: number, height: number) {
  const data = Buffer.alloc(width * height * 4)
  for (let i = 0; i < width * height; i++) data.set([(i % width) % 256, 90, 160, 255], i * 4)
  return data
}

/** 90 × 60 pixels: blue thirds left and right, a red square in the middle (made with libwebp at quality 90). */
const WEBP =
  'UklGRrwAAABXRUJQVlA4ILAAAABwCQCdASpaADwAPjEWiUMiISETVXggAwSgDUTQA/EDTNfg7+oH+A3wH6zYgF8A/ID+Ab//nAH8AygD9QAEwiTJD79Cr4gRsjbLzRj1L4ycDBVxiuAA/v6HnnuLVmYszypN3g62bJFrCFTzXhwhprRHRuQEngt7dIMMUIs436vO7MtOfayoEdJc31ucGzoQT7graEXAUg22EaWBMXa2HeWdtFMFcJOwKd8e1C35AgAAAA=='

describe('testimonial photos', () => {
  it('turns a JPEG or PNG into a small square JPEG, read by its bytes', async () => {
    const png = new PNG({ width: 640, height: 480 })
    png.data = pixels(640, 480)
    const jpeg = encode({ data: pixels(500, 800), width: 500, height: 800 }, 90).data
    for (const upload of [PNG.sync.write(png), jpeg]) {
      const result = await preparePhoto(new Uint8Array(upload))
      if (!result.ok) throw new Error(result.error)
      expect(result.contentType).toBe('image/jpeg')
      expect(sniffFileType(result.data)).toBe('image/jpeg')
      expect(imageSize(result.data, 'image/jpeg')).toEqual([PHOTO_SIDE, PHOTO_SIDE])
      expect(result.data.byteLength).toBeLessThan(upload.byteLength)
    }
  })

  it('stands a phone photo the way up its EXIF orientation says', async () => {
    // Stored 200 × 100: the left half red, the right half blue.
    const stored = Buffer.alloc(200 * 100 * 4)
    for (let at = 0; at < stored.length; at += 4) {
      const left = (at / 4) % 200 < 100
      stored.set([left ? 255 : 0, 0, left ? 0 : 255, 255], at)
    }
    const jpeg = new Uint8Array(encode({ data: stored, width: 200, height: 100 }, 95).data)
    expect(jpegOrientation(jpeg)).toBe(1)
    const colour = ([r, , b]: number[]) => (r! > 170 && b! < 90 ? 'red' : b! > 170 && r! < 90 ? 'blue' : 'mixed')
    // [top left, top right, bottom left] of the stored square, for: none, a quarter turn clockwise, anticlockwise,
    // upside down, mirrored.
    for (const [orientation, expected] of [
      [1, ['red', 'blue', 'red']],
      [6, ['red', 'red', 'blue']],
      [8, ['blue', 'blue', 'red']],
      [3, ['blue', 'red', 'blue']],
      [2, ['blue', 'red', 'blue']],
    ] as const) {
      for (const little of [false, true]) {
        const upload = withExifOrientation(jpeg, orientation, little)
        expect(jpegOrientation(upload)).toBe(orientation)
        const result = await preparePhoto(upload)
        if (!result.ok) throw new Error(result.error)
        const { data } = decode(result.data, { useTArray: true })
        const at = (x: number, y: number) =>
          colour([...data.subarray((y * PHOTO_SIDE + x) * 4, (y * PHOTO_SIDE + x) * 4 + 3)])
        expect([at(8, 8), at(PHOTO_SIDE - 8, 8), at(8, PHOTO_SIDE - 8)], `orientation ${orientation}`).toEqual(expected)
      }
    }
  })

  it('turns a WebP into the same small JPEG, cut to its middle square', async () => {
    const webp = Buffer.from(WEBP, 'base64')
    expect(imageSize(webp, 'image/webp')).toEqual([90, 60])
    const result = await preparePhoto(webp)
    if (!result.ok) throw new Error(result.error)
    expect(imageSize(result.data, 'image/jpeg')).toEqual([PHOTO_SIDE, PHOTO_SIDE])
    const { data } = decode(result.data, { useTArray: true })
    // Inside the square it is red; the blue thirds were cut away (lossy edges blend a little).
    for (const [x, y] of [
      [56, 56],
      [12, 56],
      [100, 20],
    ]) {
      const at = (y! * PHOTO_SIDE + x!) * 4
      expect(data[at]!, `red at ${x},${y}`).toBeGreaterThan(170)
      expect(data[at + 2]!, `blue at ${x},${y}`).toBeLessThan(90)
    }
  })

  it('refuses other files, oversized ones, huge dimensions and broken images with a reason', async () => {
    // A WebP whose header reads but whose picture data is cut short.
    const broken = Buffer.from(WEBP, 'base64').subarray(0, 60)
    expect(await preparePhoto(broken)).toMatchObject({ ok: false, error: expect.stringContaining('cannot be read') })
    expect(await preparePhoto(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      ok: false,
      error: 'The photo must be a JPEG, PNG or WebP image.',
    })
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set([0xff, 0xd8, 0xff])
    expect(await preparePhoto(big)).toMatchObject({ ok: false, error: expect.stringContaining('larger than 2.0 MB') })
    // A PNG header claiming 20,000 × 20,000 pixels is refused before anything is decoded.
    const header = PNG.sync.write(Object.assign(new PNG({ width: 1, height: 1 }), { data: pixels(1, 1) }))
    const huge = new Uint8Array(header)
    new DataView(huge.buffer).setUint32(16, 20000)
    new DataView(huge.buffer).setUint32(20, 20000)
    expect(await preparePhoto(huge)).toMatchObject({ ok: false, error: expect.stringContaining('20000 × 20000') })
  })
})

describe('a photo that hides its size (issue 37)', () => {
  it('refuses the padded JPEG by the size its decoder reads (16000 × 16000), at once, decoding nothing', async () => {
    const started = performance.now()
    expect(await preparePhoto(paddedJpeg())).toEqual({
      ok: false,
      error: 'The photo is 16000 × 16000 pixels; choose one at most 6000 pixels wide and high.',
    })
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

/** The JPEG with an EXIF segment after its start marker whose one tag is `orientation`, in either byte order. */
function withExifOrientation(jpeg: Uint8Array, orientation: number, little: boolean): Uint8Array {
  const tiff = Buffer.alloc(26)
  const u16 = (value: number, at: number) => (little ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at))
  const u32 = (value: number, at: number) => (little ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at))
  tiff.write(little ? 'II' : 'MM', 0, 'latin1')
  u16(42, 2)
  u32(8, 4) // IFD0 right after the header
  u16(1, 8) // one entry: Orientation, a SHORT
  u16(0x0112, 10)
  u16(3, 12)
  u32(1, 14)
  u16(orientation, 18)
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
  const length = Buffer.alloc(2)
  length.writeUInt16BE(body.length + 2)
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, body, jpeg.subarray(2)]))
}
