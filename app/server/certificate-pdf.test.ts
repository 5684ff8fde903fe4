// The printable certificate, read back the way a person and a phone would: its text through poppler's pdftotext
// (Debian's poppler-utils; .ci/run installs it) and its QR code rendered by pdftoppm and decoded by jsQR.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterAll, describe, expect, it } from 'vitest'
import { certificatePdf } from './certificate-pdf.server'
import type { Certificate } from './certificates.server'
import { sampleCertificate } from './certificates.fixture'

const dir = mkdtempSync(path.join(tmpdir(), 'certificate-pdf-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const cert = sampleCertificate()
const verifyUrl = `https://realworktech.in/verify/${cert.id}`

async function writePdf(name: string, c: Certificate): Promise<string> {
  const file = path.join(dir, name)
  writeFileSync(file, await certificatePdf(c, verifyUrl))
  return file
}

describe('certificate PDF', () => {
  it('is one A4 landscape page whose text reads back with the holder, course, mentor, date and identifier', async () => {
    const file = await writePdf('one.pdf', cert)
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
    expect(info).toMatch(/Pages:\s+1\n/)
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/)
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    for (const part of [
      'RealWork Technologies',
      'CERTIFICATE OF COMPLETION',
      'Priya Raman',
      'Frontend Development Bootcamp',
      '30 October 2026',
      'Arjun Menon',
      'Grade: Distinction',
      cert.id,
      `realworktech.in/verify/${cert.id}`,
    ])
      expect(text).toContain(part)
  })

  it('embeds its fonts', async () => {
    const fonts = execFileSync('pdffonts', [await writePdf('fonts.pdf', cert)], { encoding: 'utf8' })
    const rows = fonts.split('\n').slice(2).filter(Boolean)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row, row).toMatch(/\bInter\b.*\byes\s+(yes|no)\s+yes\b/)
  })

  it('carries a QR code that a phone reads as the verify page', async () => {
    const file = await writePdf('qr.pdf', cert)
    execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, path.join(dir, 'qr')])
    const png = PNG.sync.read(readFileSync(path.join(dir, 'qr.png')))
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    expect(code?.data).toBe(verifyUrl)
  })

  it('fits a long name and course on the page', async () => {
    const long = {
      ...cert,
      holderName: 'Venkata Subrahmanya Lakshmi Narasimha Chaitanya Kumar Reddy Bhupathiraju',
      grade: null,
    }
    const text = execFileSync('pdftotext', [await writePdf('long.pdf', long), '-'], { encoding: 'utf8' })
    expect(text.replace(/\s+/g, ' ')).toContain(long.holderName)
    expect(text).not.toContain('Grade')
  })
})
