import type { AppLoadContext, EntryContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { withRenderOnly } from '~/lib/render-only'
import { restoreRenderOnly } from './render-only.server'

describe('restoreRenderOnly', () => {
  const request = new Request('http://localhost/realworkstudio/course/frontend')
  const loader = async ({ params }: { params: Record<string, string | undefined> }) =>
    withRenderOnly({ slug: params.guide }, { content: `all of ${params.guide}` })
  const contextWith = (data: unknown, calls: string[]) =>
    ({
      staticHandlerContext: {
        loaderData: { 'routes/guide': data, root: null },
        matches: [
          { route: { id: 'root' }, params: {} },
          { route: { id: 'routes/guide' }, params: { guide: 'frontend' } },
        ],
      },
      routeModules: {
        root: {},
        'routes/guide': {
          loader: (args: { params: Record<string, string | undefined> }) => (calls.push('loader'), loader(args)),
        },
      },
    }) as unknown as EntryContext

  it('gives data that came serialized (a prerendered page) its render-only values from the loader again', async () => {
    const calls: string[] = []
    const serialized = JSON.parse(JSON.stringify(await loader({ params: { guide: 'frontend' } })))
    await restoreRenderOnly(request, contextWith(serialized, calls), {} as AppLoadContext)
    expect(calls).toEqual(['loader'])
    expect(serialized.content).toBe('all of frontend')
    expect(Object.keys(serialized)).toEqual(['slug', 'renderOnlyKeys'])
  })

  it('runs no loader when the data has them (a page rendered at run time)', async () => {
    const calls: string[] = []
    const data = await loader({ params: { guide: 'frontend' } })
    await restoreRenderOnly(request, contextWith(data, calls), {} as AppLoadContext)
    expect(calls).toEqual([])
    expect(data.content).toBe('all of frontend')
  })
})
