import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CHARACTERS, subsetInter, unicodeRange } from './subset-font.mjs'

describe('the web font subset', () => {
  it('declares exactly the characters the file was cut to', () => {
    const css = readFileSync('app/app.css', 'utf8')
    const declared = /unicode-range:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, ' ')
    expect(declared).toBe(unicodeRange(CHARACTERS))
  })

  it('is the file the script makes from the installed font (regenerated after a change)', async () => {
    const committed = readFileSync('app/fonts/inter-subset.woff2')
    expect(committed.length).toBeLessThan(30 * 1024)
    expect(Buffer.compare(Buffer.from(await subsetInter()), committed)).toBe(0)
  })

  it('writes ranges the way CSS reads them', () => {
    expect(unicodeRange('cab\u00a0₹')).toBe('U+0061-0063, U+00A0, U+20B9')
  })

  it('covers the copy’s everyday punctuation and the rupee falls back to the system font', () => {
    for (const character of '–—‘’“”…→×·') expect(CHARACTERS).toContain(character)
    expect(CHARACTERS).not.toContain('₹')
  })
})
