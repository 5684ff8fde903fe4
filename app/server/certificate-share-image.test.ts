import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { certificateShareImage } from './certificate-share-image.server'
import { sampleCertificate } from './certificates.fixture'

const cert = sampleCertificate({ grade: null })

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
