import { describe, expect, it } from 'vitest'
import { csvCell, csvResponse } from './csv.server'

describe('csvCell', () => {
  it('quotes and defuses cells', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).startsWith(`'${start}`) || csvCell(`${start}1+1`).startsWith(`"'${start}`)).toBe(
        true,
      )
    // A plain negative number (a credit note's amount) stays a number; anything more after the minus is defused.
    expect(csvCell('-7000.00')).toBe('-7000.00')
    expect(csvCell('-1+cmd|calc')).toBe("'-1+cmd|calc")
    expect(csvCell('-2.5e3')).toBe("'-2.5e3")
    expect(csvCell('\r1')).toBe(`"'\r1"`)
    expect(csvCell(' =1')).toBe(' =1')
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"')
  })
})

describe('csvResponse', () => {
  const bytesOf = async (response: Response) => [...new Uint8Array(await response.arrayBuffer())]

  it('starts every staff CSV with the UTF-8 byte-order mark, so Excel reads ₹ and diacritics (issue 52)', async () => {
    const response = csvResponse('roster ₹.csv', 'Name,Fee\r\nZoë,₹7,000\r\n')
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="roster _.csv"; filename*=UTF-8''roster%20%E2%82%B9.csv`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const bytes = await bytesOf(response)
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf])
    expect(Buffer.from(bytes.slice(3)).toString('utf8')).toBe('Name,Fee\r\nZoë,₹7,000\r\n')
  })

  it('streams chunks after the mark as they are asked for, and stops reading when the client leaves', async () => {
    async function* lines() {
      yield 'a,b\r\n'
      yield 'ā,₹\r\n'
    }
    const bytes = await bytesOf(csvResponse('x.csv', lines()))
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf])
    expect(Buffer.from(bytes.slice(3)).toString('utf8')).toBe('a,b\r\nā,₹\r\n')

    let read = 0
    let ended = false
    async function* endless() {
      try {
        for (;;) yield `row ${++read}\r\n`
      } finally {
        ended = true
      }
    }
    const reader = csvResponse('y.csv', endless()).body!.getReader()
    expect([...(await reader.read()).value!]).toEqual([0xef, 0xbb, 0xbf])
    await reader.read()
    await reader.cancel()
    expect(ended).toBe(true)
    expect(read).toBeLessThan(5)
  })
})
