import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { zipArchive } from './zip.server'

describe('zipArchive', () => {
  it('writes stored entries whose central directory points at each local header', () => {
    const entries = [
      { name: 'data.json', data: Buffer.from('{"submissions":[]}') },
      { name: 'files/1234abcd-resume-résumé.pdf', data: Buffer.alloc(5000, 7) },
    ]
    const zip = zipArchive(entries, new Date(2026, 10, 25, 13, 9, 44))
    const end = zip.length - 22
    expect(zip.readUInt32LE(end)).toBe(0x06054b50)
    expect(zip.readUInt16LE(end + 10)).toBe(2)
    let at = zip.readUInt32LE(end + 16)
    expect(at + zip.readUInt32LE(end + 12)).toBe(end)
    for (const entry of entries) {
      expect(zip.readUInt32LE(at)).toBe(0x02014b50)
      const nameLength = zip.readUInt16LE(at + 28)
      expect(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')).toBe(entry.name)
      expect(zip.readUInt32LE(at + 16)).toBe(crc32(entry.data))
      const local = zip.readUInt32LE(at + 42)
      expect(zip.readUInt32LE(local)).toBe(0x04034b50)
      expect(zip.readUInt16LE(local + 8)).toBe(0) // stored
      const start = local + 30 + zip.readUInt16LE(local + 26)
      expect(zip.subarray(start, start + zip.readUInt32LE(local + 18))).toEqual(entry.data)
      at += 46 + nameLength
    }
  })
})
