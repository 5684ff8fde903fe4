import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { guideSlugs } from './guides'
import { legalDocs } from './legal-docs'
import { dynamicPublicPaths, fixedPaths, legalPaths, publicPaths } from './paths'
import { breadcrumbTrail, guidePath, pathTo, sitePaths, siteRoutes } from './site-routes'
import { staffPathTo, staffPaths, staffRoutes } from './staff-routes'

describe('route registry', () => {
  it('prerenders exactly the pages it did before the registry, /verify, /careers, /our-numbers and /services/portfolio (32: 20 pages, 12 guides)', () => {
    expect([...fixedPaths()].sort()).toEqual([
      '/',
      '/careers',
      '/enquiry',
      '/our-numbers',
      '/privacy-policy',
      '/realworkstudio',
      '/realworkstudio/about',
      '/realworkstudio/compare',
      '/realworkstudio/contact',
      '/realworkstudio/course',
      '/realworkstudio/course/aiml',
      '/realworkstudio/course/android',
      '/realworkstudio/course/backend',
      '/realworkstudio/course/cloud',
      '/realworkstudio/course/dataanalytics',
      '/realworkstudio/course/dataengineer',
      '/realworkstudio/course/devops',
      '/realworkstudio/course/ds',
      '/realworkstudio/course/frontend',
      '/realworkstudio/course/fullstack',
      '/realworkstudio/course/genai',
      '/realworkstudio/course/mern',
      '/realworkstudio/project',
      '/realworkstudio/register',
      '/refund-policy',
      '/services',
      '/services/about',
      '/services/contact',
      '/services/portfolio',
      '/services/services',
      '/terms-of-service',
      '/verify',
    ])
  })

  it('gives every route a unique path (per layout) and every public page a title', () => {
    const routes = [...Object.values(siteRoutes), ...Object.values(staffRoutes)]
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length)
    for (const [id, route] of Object.entries(siteRoutes)) {
      if (
        'render' in route &&
        id !== 'guide' &&
        id !== 'blogPost' &&
        id !== 'verifyCertificate' &&
        id !== 'careerOpening' &&
        id !== 'servicesCaseStudy'
      )
        expect(route, id).toHaveProperty('title')
    }
  })

  it('has one entry per legal document, titled as the document', () => {
    const entries = Object.values(siteRoutes).filter((route) => route.file === 'routes/legal.tsx')
    expect(entries.map((route) => route.path)).toEqual(legalPaths())
    for (const doc of legalDocs) {
      expect(entries.find((route) => route.path === `/${doc.slug}`)).toMatchObject({ id: doc.slug, title: doc.title })
    }
  })

  it('builds breadcrumbs from parents, Home first', () => {
    expect(breadcrumbTrail('studioCompare')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'RealWork Studio', path: '/realworkstudio' },
      { name: 'Courses', path: '/realworkstudio/course' },
      { name: 'Compare tracks', path: '/realworkstudio/compare' },
    ])
    expect(breadcrumbTrail('servicesAbout').map((c) => c.name)).toEqual(['Home', 'Services', 'About'])
    const path = guidePath('frontend')
    expect(breadcrumbTrail('guide', { name: 'Frontend', path }).map((c) => c.path)).toEqual([
      '/',
      '/realworkstudio',
      '/realworkstudio/course',
      '/realworkstudio/course/frontend',
    ])
    expect(breadcrumbTrail('home')).toEqual([{ name: 'Home', path: '/' }])
  })

  it('fills parameters and lists only parameter-free paths in sitePaths', () => {
    expect(pathTo('blogPost', { slug: 'a b' })).toBe('/blogs/a%20b')
    expect(pathTo('formsApi', { kind: 'enquiry' })).toBe('/api/forms/enquiry')
    expect(sitePaths.studioRegister).toBe('/realworkstudio/register')
    expect(Object.values(sitePaths).filter((p) => /[:*]/.test(p))).toEqual([])
  })

  it('keeps the blog and search out of the prerender list but in the scan', () => {
    expect(fixedPaths().filter((p) => p.startsWith('/blogs') || p.startsWith('/search'))).toEqual([])
    expect(publicPaths()).toContain('/blogs')
    expect(dynamicPublicPaths()[0]).toBe('/search')
    expect(fixedPaths().filter((p) => p.startsWith('/realworkstudio/course/'))).toHaveLength(guideSlugs.length)
  })
})

describe('staff route registry', () => {
  it('holds every /staff route, and the public registry none (the public pages’ bundle never carries them)', () => {
    expect(Object.values(siteRoutes).filter((route) => route.path.startsWith('/staff'))).toEqual([])
    const staff = Object.values(staffRoutes)
    expect(staff.length).toBeGreaterThan(25)
    for (const route of staff) {
      expect(route.path).toMatch(/^\/staff(\/|$)/)
      expect(route.file).toMatch(/^staff\/[a-z-]+\/routes\/staff[.\w$-]*\.tsx?$/)
      expect(existsSync(path.join('app', route.file)), route.file).toBe(true)
    }
  })

  it('builds staff paths as the public ones are built', () => {
    expect(staffPaths.staffPosts).toBe('/staff/posts')
    expect(staffPathTo('staffSubmission', { id: 'a b/c' })).toBe('/staff/submissions/a%20b%2Fc')
    expect('staffPosts' in sitePaths).toBe(false)
  })
})
