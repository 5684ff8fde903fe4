import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { certificateShareImage } from './certificate-share-image.server'
import type { Certificate } from './certificates.server'

const cert: Certificate = {
  id: 'RW-7K3Q-9XPM-4D2T-H8VA',
  holderName: 'Priya Raman',
  email: 'priya@example.com',
  courseId: 'frontend-development',
  courseTitle: 'Frontend Development Bootcamp',
  completedOn: '2026-10-30',
  mentor: 'Arjun Menon',
  grade: null,
  projects: [],
  searchable: false,
  issuedAt: '2026-11-25T10:00:00.000Z',
  issuedBy: null,
  revoked: null,
}

describe('certificate share image', () => {
  it('is a 1200×630 PNG, different for another holder and for a revoked certificate', async () => {
    const valid = await certificateShareImage(cert)
    const png = PNG.sync.read(Buffer.from(valid))
    expect([png.width, png.height]).toEqual([1200, 630])
    expect(valid.byteLength).toBeLessThan(200_000)
    const other = await certificateShareImage({ ...cert, holderName: 'Ravi Kumar' })
    const revoked = await certificateShareImage({
      ...cert,
      revoked: { at: '2026-11-26T08:00:00Z', by: null, reason: 'x' },
    })
    expect(Buffer.from(other).equals(Buffer.from(valid))).toBe(false)
    expect(Buffer.from(revoked).equals(Buffer.from(valid))).toBe(false)
  })
})
