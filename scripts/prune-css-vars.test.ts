import { describe, expect, it } from 'vitest'
import { pruneCustomProperties } from './prune-css-vars.mjs'

const css = [
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
  '@layer theme{:root{--font-sans:"Inter Variable", sans-serif;--color-red-50:oklch(97.1% .013 17.38);--color-slate-900:oklch(20.8% .042 265.755);--default-font-family:var(--font-sans)}}',
  '@layer base{html{font-family:var(--default-font-family,sans-serif)}}',
  '@layer utilities{.text-slate-900{color:var(--color-slate-900)}.shadow-sm{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}',
].join('')

describe('pruneCustomProperties', () => {
  const pruned = pruneCustomProperties(css)

  it('keeps every definition a remaining rule mentions, also through another theme variable', () => {
    expect(pruned).toContain('--color-slate-900:oklch(20.8% .042 265.755)')
    expect(pruned).toContain('--default-font-family:var(--font-sans)')
    expect(pruned).toContain('--font-sans:"Inter Variable", sans-serif')
    expect(pruned).toContain('*,:before,:after{--tw-shadow:0 0 #0000}')
    expect(pruned).toContain('@property --tw-shadow{')
  })

  it('drops the ones nothing mentions, and leaves the rules alone', () => {
    expect(pruned).not.toContain('--color-red-50')
    expect(pruned).not.toContain('--tw-blur')
    expect(pruned).toContain('@layer utilities{.text-slate-900{color:var(--color-slate-900)}.shadow-sm{')
    expect(pruned.length).toBeLessThan(css.length)
  })

  it('changes nothing when everything is used or there is nothing to prune', () => {
    expect(pruneCustomProperties('.a{color:red}')).toBe('.a{color:red}')
    expect(pruneCustomProperties(pruned)).toBe(pruned)
  })
})
