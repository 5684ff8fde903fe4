import { describe, expect, it } from 'vitest'
import { missingRenderOnly, withRenderOnly } from './render-only'

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
