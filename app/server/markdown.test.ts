import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.server'

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis, quotes and safe links', () => {
    const html = renderMarkdown(
      '## Plan\n\nSome **bold** and *soft* text with [a link](https://example.com/x) and [ours](/blogs).\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted',
    )
    expect(html).toContain('<h2>Plan</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer nofollow">a link</a>')
    expect(html).toContain('<a href="/blogs">ours</a>')
    expect(html).toContain('<ul>\n<li>one</li>')
    expect(html).toContain('<ol>\n<li>first</li>')
    expect(html).toContain('<blockquote>')
  })

  it('renders hostile input harmless', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">html link</a>',
      '[click](javascript:alert(1))',
      '[click2](JaVaScRiPt:alert(1))',
      '[click3](  javascript:alert(1))',
      '[tab](java\tscript:alert(1))',
      '[entity](&#106;avascript:alert(1))',
      '[vb](vbscript:msgbox(1))',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '![img](javascript:alert(1))',
      '![img2](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
      '[proto](//evil.example/x)',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<div onclick="alert(1)">x</div>',
      '[x](https://ok.example "title\\" onmouseover=\\"alert(1)")',
    ].join('\n\n')
    const html = renderMarkdown(hostile)
    expect(html).not.toMatch(/<script|<img src="x"|<iframe|<style|<div/i)
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data):/i)
    expect(html).not.toMatch(/src="\s*(javascript|vbscript|data):/i)
    expect(html).not.toMatch(/href="\/\//)
    expect(html).not.toMatch(/\son[a-z]+="/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})
