import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import registry from '../app/lib/icons.json'
import { buildSprite, spriteFile } from './icon-sprite.mjs'

describe('the icon sprite', () => {
  it('is up to date with app/lib/icons.json (run `node scripts/icon-sprite.mjs` after editing it)', () => {
    expect(readFileSync(spriteFile, 'utf8')).toBe(buildSprite())
  })

  it('has one symbol per registered name and nothing else', () => {
    const ids = [...readFileSync(spriteFile, 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual(Object.keys(registry))
  })

  it('refuses a name that lucide does not draw', () => {
    expect(() => buildSprite({ nope: 'NoSuchLucideIcon' })).toThrow(/NoSuchLucideIcon/)
  })
})
