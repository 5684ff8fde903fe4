import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from './icon'

describe('Icon', () => {
  it('draws a decorative <use> of the sprite symbol, sized by its classes', () => {
    const html = renderToString(<Icon name="arrow-right" className="h-4 w-4" />)
    expect(html).toMatch(/^<svg aria-hidden="true"/)
    expect(html).toContain('class="shrink-0 h-4 w-4"')
    expect(html).toMatch(/<use href="[^"#]*icons[^"#]*\.svg[^"#]*#arrow-right"/)
  })
})
