import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import registry from '../app/lib/icons.json'
import { ICON_ID_PREFIX, buildSprite, spriteFile } from './icon-sprite.mjs'

describe('the icon sprite', () => {
  it('is up to date with app/lib/icons.json (run `node scripts/icon-sprite.mjs` after editing it)', () => {
    expect(readFileSync(spriteFile, 'utf8')).toBe(buildSprite())
  })

  it('has one symbol per registered name and nothing else', () => {
    const ids = [...readFileSync(spriteFile, 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual(Object.keys(registry).map((name) => ICON_ID_PREFIX + name))
  })

  it('draws the logo from public/favicon.svg: its shapes and viewBox, filled as drawn, never stroked', () => {
    const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8')
    const logo = /<symbol id="icon-logo" viewBox="0 0 64 64"><g stroke="none">([\s\S]*?)<\/g><\/symbol>/.exec(
      buildSprite(),
    )?.[1]
    expect(logo).toMatch(/^<rect [^>]*fill="#4338ca"\/><path [^>]*\/><circle [^>]*\/>$/)
    expect(favicon).toContain(logo)
  })

  it('refuses a name that lucide does not draw', () => {
    expect(() => buildSprite({ nope: 'NoSuchLucideIcon' })).toThrow(/NoSuchLucideIcon/)
  })
})
