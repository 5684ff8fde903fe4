import { describe, expect, it } from 'vitest'
import { csvCell } from './csv.server'

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
