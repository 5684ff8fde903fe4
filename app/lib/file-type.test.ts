import { describe, expect, it } from 'vitest'
import { fileNameFor, formatBytes, sniffFileType } from './file-type'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])))

describe('sniffFileType', () => {
  it('recognises the accepted kinds by their first bytes', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf')
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg')
    expect(sniffFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(sniffFileType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp')
  })

  it('rejects everything else, whatever the name would claim', () => {
    expect(sniffFileType(bytes('MZ', 0x90, 0))).toBeUndefined() // a Windows executable
    expect(sniffFileType(bytes('<html><script>'))).toBeUndefined()
    expect(sniffFileType(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBeUndefined()
    expect(sniffFileType(bytes('%PD'))).toBeUndefined()
    expect(sniffFileType(new Uint8Array())).toBeUndefined()
  })
})

describe('formatBytes', () => {
  it('uses B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(2048)).toBe('2 KB')
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB')
  })
})

describe('fileNameFor', () => {
  it('gives a file the extension of its sniffed type, whatever it was called', () => {
    expect(fileNameFor('poly.html', 'application/pdf')).toBe('poly.pdf')
    expect(fileNameFor('résumé final.PDF', 'application/pdf')).toBe('résumé final.pdf')
    expect(fileNameFor('photo.jpeg', 'image/jpeg')).toBe('photo.jpg')
    expect(fileNameFor('C:\\\\Users\\\\me\\\\id.png.exe', 'image/png')).toBe('id.png.png')
    expect(fileNameFor('../../etc/passwd', 'image/webp')).toBe('passwd.webp')
    expect(fileNameFor('.htaccess', 'application/pdf')).toBe('upload.pdf')
    expect(fileNameFor('a\u0000b\n.svg', 'image/png')).toBe('ab.png')
  })
})
