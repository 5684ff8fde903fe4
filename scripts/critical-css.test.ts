import { describe, expect, it } from 'vitest'
import { cssItems, htmlFeatures, selectorFeatures, selectorsOf, splitByHtml, writtenIn } from './critical-css.mjs'

describe('critical CSS: which rules a page can use', () => {
  it('reads the class and element names a selector needs, unescaped', () => {
    expect(selectorFeatures('.md\\:flex')).toEqual(['md:flex'])
    expect(selectorFeatures('.max-h-\\[80vh\\]')).toEqual(['max-h-[80vh]'])
    expect(selectorFeatures('.w-\\[calc\\(100\\%-2rem\\)\\]')).toEqual(['w-[calc(100%-2rem)]'])
    expect(selectorFeatures('.group-hover\\:underline:is(:where(.group):hover *)')).toEqual([
      'group-hover:underline',
      'group',
    ])
    expect(selectorFeatures('.\\[\\&_pre_code\\]\\:bg-transparent pre code')).toEqual([
      '[&_pre_code]:bg-transparent',
      'pre',
      'code',
    ])
    expect(selectorFeatures('dialog::backdrop')).toEqual(['dialog'])
    expect(selectorFeatures('.space-y-4>:not(:last-child)')).toEqual(['space-y-4'])
    expect(selectorFeatures('.\\32xl\\:p-4')).toEqual(['2xl:p-4'])
  })

  it("reads a class attribute's &amp; as the & the stylesheet names (a post's body styles, on a page without scripts)", () => {
    const features = htmlFeatures('<div class="space-y-5 [&amp;_h2]:pt-4"><h2>Build the minimum evidence</h2></div>')
    expect(features).toContain('[&_h2]:pt-4')
    expect(selectorFeatures('.\\[\\&_h2\\]\\:pt-4 h2').every((name) => features.has(name))).toBe(true)
  })

  it('ignores what an attribute selector holds and selectors with neither classes nor elements', () => {
    expect(selectorFeatures('.aria-\\[invalid\\=true\\]\\:border-red-600[aria-invalid=true]')).toEqual([
      'aria-[invalid=true]:border-red-600',
    ])
    expect(selectorFeatures('[data-state="open"].drawer')).toEqual(['drawer'])
    expect(selectorFeatures('[data-reveal]')).toEqual([])
    expect(selectorFeatures(':root')).toEqual([])
  })

  it('finds a class only as a whole word of a string in the built code', () => {
    const code = 'className:`drawer m-0 h-dvh`,e="max-h-[80vh] p-6",x=`dialog`'
    expect(writtenIn(code, 'drawer')).toBe(true)
    expect(writtenIn(code, 'h-dvh')).toBe(true)
    expect(writtenIn(code, 'max-h-[80vh]')).toBe(true)
    expect(writtenIn(code, 'dialog')).toBe(true)
    expect(writtenIn(code, 'p-6')).toBe(true)
    expect(writtenIn(code, 'p')).toBe(false)
    expect(writtenIn(code, 'h-d')).toBe(false)
    expect(writtenIn(code, 'className')).toBe(false)
  })
})

describe('critical CSS: what the first paint needs now and what only scripts need (issue 44)', () => {
  it('reads the top-level rules, groups and statements of minified CSS, braces in strings and escapes kept', () => {
    expect(cssItems('@layer a,b;.x{content:"}"}@media (width>=48rem){.md\\:y{top:0}}.\\{z{left:0}')).toEqual([
      { prelude: '@layer a,b' },
      { prelude: '.x', body: 'content:"}"' },
      { prelude: '@media (width>=48rem)', body: '.md\\:y{top:0}' },
      { prelude: '.\\{z', body: 'left:0' },
    ])
    expect(selectorsOf('h1,:is(.a,.b) p,.c\\,d')).toEqual(['h1', ':is(.a,.b) p', '.c\\,d'])
  })

  it('keeps inline the rules the HTML can match, and moves the rest, group by group, in order', () => {
    const css =
      '@layer theme,utilities;@font-face{font-family:X}@layer utilities{.a{top:0}.drawer{top:1px}' +
      '@media (width>=48rem){.md\\:a{left:0}.md\\:open{left:1px}}}h1,dialog{margin:0}dialog{padding:0}' +
      ':focus-visible{outline:3px}@keyframes k{0%{opacity:0}}'
    const { now, later } = splitByHtml(css, new Set(['a', 'md:a', 'h1']))
    expect(now).toBe(
      '@layer theme,utilities;@font-face{font-family:X}@layer utilities{.a{top:0}@media (width>=48rem){.md\\:a{left:0}}}' +
        'h1,dialog{margin:0}:focus-visible{outline:3px}@keyframes k{0%{opacity:0}}',
    )
    expect(later).toBe('@layer utilities{.drawer{top:1px}@media (width>=48rem){.md\\:open{left:1px}}}dialog{padding:0}')
  })
})
