import type { RouteConfigEntry } from '@react-router/dev/routes'
import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { siteRoutes } from '../app/content/site-routes'
import { staffRoutes } from '../app/content/staff-routes'
import routeConfig from '../app/routes'
import { readOnlyPaths, readOnlyPattern, routePattern } from './read-only'

type Routes = ServerBuild['routes']
type Module = NonNullable<Routes[string]>['module']

const modules = new Map<string, Promise<Module>>()
/** A route module by its file (relative to app/), imported once. */
function moduleOf(file: string): Promise<Module> {
  if (!modules.has(file)) modules.set(file, import(/* @vite-ignore */ `../app/${file}`) as Promise<Module>)
  return modules.get(file)!
}

/** The server build's route manifest as React Router makes it from app/routes.ts: ids, parents, paths and modules. */
async function buildRoutes(): Promise<Routes> {
  const routes: Routes = { root: { id: 'root', path: '', module: { default: () => null } } }
  const add = async (entry: RouteConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
    routes[id] = { id, parentId, path: entry.path, index: entry.index, module: await moduleOf(entry.file) }
    for (const child of entry.children ?? []) await add(child, id)
  }
  for (const entry of await routeConfig) await add(entry, 'root')
  return routes
}

describe('read-only paths', () => {
  it('are every registered route whose module has neither a component nor an action, and no other', async () => {
    const pattern = readOnlyPattern(await buildRoutes())
    // The registry, read on its own: each route's module decides, each path filled in as a visitor would ask for it.
    const checked = []
    const registry = { ...siteRoutes, ...staffRoutes }
    for (const [id, route] of Object.entries(registry)) {
      const module = await moduleOf(route.file)
      const readOnly = module.default === undefined && module.action === undefined
      const url = route.path.replace(/:\w+/g, 'sample-1').replace(/\*$/, 'any/thing')
      expect({ id, url, readOnly: pattern.test(url) }).toEqual({ id, url, readOnly })
      checked.push(id)
    }
    expect(checked.length).toBe(Object.keys(registry).length)
  })

  it('include the feeds, files and probes, the uploaded images and the study plans', async () => {
    const paths = readOnlyPaths(await buildRoutes())
    expect(paths).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/robots.txt',
        '/sitemap.xml',
        '/blogs/rss.xml',
        '/staff/files/:fileId',
        '/staff/export/:kind',
        '/media/:imageId',
        '/realworkstudio/course/:guide/plan.ics',
      ]),
    )
    expect(paths).not.toContain('/api/forms/:kind')
    expect(paths).not.toContain('/staff/logout')
  })

  it('match a path exactly: one segment per parameter, dots as dots, the letter case as given', () => {
    const pattern = new RegExp(`^(?:${routePattern('/media/:imageId')}|${routePattern('/blogs/rss.xml')})$`)
    expect(pattern.test('/media/abc-1')).toBe(true)
    expect(pattern.test('/media/abc/x')).toBe(false)
    expect(pattern.test('/media/')).toBe(false)
    expect(pattern.test('/blogs/rss.xml')).toBe(true)
    expect(pattern.test('/blogs/rssXxml')).toBe(false)
    expect(pattern.test('/Blogs/rss.xml')).toBe(false)
    expect(new RegExp(`^${routePattern('/api/forms/:kind')}$`).exec('/api/forms/enquiry')?.[1]).toBe('enquiry')
  })
})
