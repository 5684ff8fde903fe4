import { describe, expect, it } from 'vitest'
import { missingRenderOnly, withHtmlOnly, withRenderOnly } from './render-only'

describe('withRenderOnly', () => {
  it('gives the render its extra values and sends only their names', () => {
    const view = () => null
    const data = withRenderOnly({ title: 'Frontend' }, { content: { text: 'Topics Covered', view } })
    expect(data.content?.text).toBe('Topics Covered')
    expect(data.content?.view).toBe(view)
    expect(Object.keys(data)).toEqual(['title', 'renderOnlyKeys'])
    expect(JSON.stringify(data)).toBe('{"title":"Frontend","renderOnlyKeys":["content"]}')
    expect(missingRenderOnly(data)).toEqual([])
  })

  it('names the values that serialized data lacks', () => {
    const sent = JSON.parse(JSON.stringify(withRenderOnly({ title: 'Frontend' }, { content: 1, views: 2 })))
    expect(missingRenderOnly(sent)).toEqual(['content', 'views'])
    expect(missingRenderOnly({ title: 'Frontend' })).toEqual([])
    expect(missingRenderOnly(undefined)).toEqual([])
  })
})

describe('withHtmlOnly', () => {
  it("leaves the values out of a document's payload, for its HTML only", () => {
    const data = withHtmlOnly({ title: 'Services' }, { closing: { cta: 'Call us' } }, { dataRequest: false })
    expect(data.closing?.cta).toBe('Call us')
    expect(JSON.stringify(data)).toBe('{"title":"Services","renderOnlyKeys":["closing"]}')
    expect(JSON.stringify(withHtmlOnly({ title: 'Services' }, { closing: 1 }, undefined))).not.toContain('"closing":')
  })

  it('sends them as data in a .data answer, which has no HTML', () => {
    const data = withHtmlOnly({ title: 'Services' }, { closing: { cta: 'Call us' } }, { dataRequest: true })
    expect(JSON.parse(JSON.stringify(data))).toEqual({ title: 'Services', closing: { cta: 'Call us' } })
    expect(missingRenderOnly(data)).toEqual([])
  })
})
