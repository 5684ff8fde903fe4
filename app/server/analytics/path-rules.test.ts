// The path a view is counted under (issue 53): decoded and normalised before any rule; staff pages never; pages with a
// secret in their path only under their registry pattern, derived from the registry so a new token route is covered.
import { describe, expect, it } from 'vitest'
import { siteRoutes } from '~/content/site-routes'
import { staffRoutes } from '~/content/staff-routes'
import { countedAsPattern, countedPath, normalisePath, PUBLIC_PARAMS } from './path-rules.server'

describe('normalisePath', () => {
  it.each([
    ['/about', '/about'],
    ['/%73ervices', '/services'],
    ['//services///about/', '/services/about'],
    ['/services/./about', '/services/about'],
    ['/blogs/../services', '/services'],
    ['/../../services', '/services'],
    ['/SERVICES/About', '/services/about'],
    ['/', '/'],
    ['', '/'],
  ])('%s is %s', (raw, normal) => {
    expect(normalisePath(raw)).toBe(normal)
  })

  it('refuses what does not decode or holds control characters', () => {
    expect(normalisePath('/%E0%A4%A')).toBeUndefined()
    expect(normalisePath('/a%00b')).toBeUndefined()
    expect(normalisePath('/a%5Cb')).toBeUndefined()
  })
})

describe('countedPath', () => {
  it.each([
    '/staff',
    '/staff/login',
    '/STAFF/login',
    '/%73taff/login',
    '/%53TAFF/login',
    '//staff//login/',
    '/./staff/login',
    '/blogs/../staff/login',
    '/%2e%2e/staff/login',
    '/staff.data',
    '/staff/login.data',
    '/%73taff/login.data',
  ])('never counts the staff path %s', (raw) => {
    expect(countedPath(raw)).toBeUndefined()
  })

  it('counts a payment link and its documents under their pattern, whatever the spelling', () => {
    const token = 'q8Zr1T5mK0xVbN2pL7wE3yUa'
    for (const raw of [`/pay/${token}`, `/PAY/${token}/`, `//pay//${token}`, `/%70ay/${token}`, `/pay/${token}.data`]) {
      expect(countedPath(raw)?.path).toBe('/pay/:token')
    }
    expect(countedPath(`/pay/${token}/documents/inv-1`)?.path).toBe('/pay/:token/documents/:id')
  })

  it('counts a student sign-in link under its pattern, never with its token', () => {
    const token = 'Zq3vN8xK1mB5tY7wR2pL9sD4fG6hJ0cA'
    for (const raw of [`/my/sign-in/${token}`, `/MY/sign-in/${token}/`, `/my/sign-in/${token}.data`]) {
      expect(countedPath(raw)?.path).toBe('/my/sign-in/:token')
    }
  })

  it('keeps public content paths, with .data as the page it is for', () => {
    expect(countedPath('/blogs/hello-world')).toEqual({ path: '/blogs/hello-world', data: false })
    expect(countedPath('/realworkstudio/course/frontend.data')).toEqual({
      path: '/realworkstudio/course/frontend',
      data: true,
    })
    expect(countedPath('/_root.data')).toEqual({ path: '/', data: true })
  })
})

describe('the route registry', () => {
  const routes = Object.entries({ ...siteRoutes, ...staffRoutes }) as [string, { path: string; private?: true }][]

  it('counts every route with a non-content parameter (a token, an id) under its pattern, flagged or not', () => {
    const secret = routes.filter(([, r]) => [...r.path.matchAll(/:(\w+)/g)].some((m) => !PUBLIC_PARAMS.has(m[1]!)))
    expect(secret.map(([id]) => id)).toEqual(expect.arrayContaining(['pay', 'feeDocument']))
    for (const [id, route] of secret) {
      expect(countedAsPattern(route), id).toBe(true)
      if (route.path.includes('*') || route.path.startsWith('/staff')) continue
      const example = route.path.replace(/:(\w+)/g, 'secret-Value-123')
      expect(countedPath(example)?.path, id).toBe(route.path)
      expect(JSON.stringify(countedPath(example))).not.toContain('secret')
    }
  })

  it('marks the payment routes private', () => {
    expect(siteRoutes.pay.private).toBe(true)
    expect(siteRoutes.feeDocument.private).toBe(true)
    // A private route is a pattern even if its parameter had a content name.
    expect(countedAsPattern({ path: '/x/:slug', private: true })).toBe(true)
    expect(countedAsPattern({ path: '/x/:slug' })).toBe(false)
    expect(countedAsPattern({ path: '/x/:code' })).toBe(true)
  })
})
