import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from './icon'

describe('Icon', () => {
  it('draws a decorative <use> of the sprite symbol, sized by its classes', () => {
    const html = renderToString(<Icon name="arrow-right" className="h-4 w-4" />)
    expect(html).toMatch(/^<svg aria-hidden="true"/)
    expect(html).toContain('class="shrink-0 h-4 w-4"')
    expect(html).toMatch(/<use href="[^"#]*icons[^"#]*\.svg[^"#]*#icon-arrow-right"/)
  })

  it('points at an id the sprite defines', () => {
    const id = /#([\w-]+)"/.exec(renderToString(<Icon name="search" />))?.[1]
    expect(readFileSync(new URL('./icons.svg', import.meta.url), 'utf8')).toContain(`<symbol id="${id}"`)
  })
})
