import { crc32 } from 'node:zlib'

export interface ZipEntry {
  /** Path inside the archive, with forward slashes. */
  name: string
  data: Uint8Array
}

/**
 * A ZIP archive of stored (uncompressed) entries: every system opens it, and the files it carries (PDFs, JPEG and PNG
 * scans) are compressed already. Names are UTF-8 (flag bit 11). Fine for one person's data (well under 4 GB).
 */
export function zipArchive(entries: ZipEntry[], now = new Date()): Buffer {
  const time = ((now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1)) & 0xffff
  const date = (((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate()) & 0xffff
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const data = Buffer.from(entry.data)
    const crc = crc32(data)
    // From "version needed" to the name's length, both headers carry the same fields (at 4 and at 6).
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at) // version needed
      header.writeUInt16LE(0x0800, at + 2) // UTF-8 names
      header.writeUInt16LE(0, at + 4) // stored
      header.writeUInt16LE(time, at + 6)
      header.writeUInt16LE(date, at + 8)
      header.writeUInt32LE(crc, at + 10)
      header.writeUInt32LE(data.length, at + 14)
      header.writeUInt32LE(data.length, at + 18)
      header.writeUInt16LE(name.length, at + 22)
      return header
    }
    const local = common(Buffer.alloc(30), 4)
    local.writeUInt32LE(0x04034b50, 0)
    const central = common(Buffer.alloc(46), 6)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // made by
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
