/**
 * The route registry: every URL the site answers, once. `app/routes.ts` builds the route config from it, `paths.ts`
 * the prerender list, the sitemap and the axe scan, the route modules their canonical paths and breadcrumbs, and
 * links read `sitePaths`. Adding a page is one entry here plus its route module (and its copy in app/content).
 *
 * Kept free of imports (no content data, no zod): components and the browser bundle read it cheaply, and
 * react-router.config.ts / routes.ts load it without the app's `~` alias.
 */

/** The layout a route renders in; resource routes (files, feeds, JSON) have none. */
export type SiteLayout = 'main' | 'services' | 'studio' | 'guide' | 'staff'

/** One route of the registry; `Id` names the other routes (for `parent`). */
export interface SiteRoute<Id extends string = string> {
  /** The URL pattern; `:name` is a parameter, `*` the rest of the path. */
  path: string
  /** The route module, relative to app/. */
  file: string
  layout?: SiteLayout
  /** The index route of its folder (`/`, `/services`, `/realworkstudio`). */
  index?: true
  /** React Router route id, when one module serves several routes (the legal pages, the not-found pages). */
  id?: string
  /**
   * Public pages only: 'prerender' pages are fixed at build time (prerendered and listed in the sitemap); 'request'
   * pages are rendered on each request (the blog reads the database; search reads its query). Routes without it are
   * staff pages, resources and catch-alls, never in the sitemap or the axe scan's fixed list.
   */
  render?: 'prerender' | 'request'
  /** Its name in breadcrumbs. */
  title?: string
  /** The page above it in breadcrumbs. */
  parent?: Id
}

/** Checks every `parent` names another entry, keeping the entries' literal types. */
function defineRoutes<const R extends Record<string, SiteRoute<Extract<keyof R, string>>>>(routes: R): R {
  return routes
}

const STUDIO = '/realworkstudio'
const SERVICES = '/services'

export const siteRoutes = defineRoutes({
  // ------------------------------------------------------------ main site
  home: { path: '/', file: 'routes/home.tsx', layout: 'main', index: true, render: 'prerender', title: 'Home' },
  blog: { path: '/blogs', file: 'routes/blogs.tsx', layout: 'main', render: 'request', title: 'Blog', parent: 'home' },
  blogPost: { path: '/blogs/:slug', file: 'routes/blogs.$slug.tsx', layout: 'main', render: 'request', parent: 'blog' },
  privacyPolicy: {
    path: '/privacy-policy',
    file: 'routes/legal.tsx',
    id: 'privacy-policy',
    layout: 'main',
    render: 'prerender',
    title: 'Privacy Policy',
    parent: 'home',
  },
  refundPolicy: {
    path: '/refund-policy',
    file: 'routes/legal.tsx',
    id: 'refund-policy',
    layout: 'main',
    render: 'prerender',
    title: 'Refund Policy',
    parent: 'home',
  },
  termsOfService: {
    path: '/terms-of-service',
    file: 'routes/legal.tsx',
    id: 'terms-of-service',
    layout: 'main',
    render: 'prerender',
    title: 'Terms of Service',
    parent: 'home',
  },
  enquiry: {
    path: '/enquiry',
    file: 'routes/enquiry.tsx',
    layout: 'main',
    render: 'prerender',
    title: 'Talk to a mentor',
    parent: 'home',
  },
  search: { path: '/search', file: 'routes/search.tsx', layout: 'main', render: 'request', title: 'Search' },
  verify: {
    path: '/verify',
    file: 'routes/verify.tsx',
    layout: 'main',
    render: 'prerender',
    title: 'Verify a certificate',
    parent: 'home',
  },
  verifyCertificate: {
    path: '/verify/:id',
    file: 'routes/verify.$id.tsx',
    layout: 'main',
    render: 'request',
    parent: 'verify',
  },
  certificatePdf: { path: '/verify/:id/certificate.pdf', file: 'routes/resources/certificate-pdf.ts' },
  certificateShareImage: { path: '/verify/:id/share.png', file: 'routes/resources/certificate-share-image.ts' },
  careers: {
    path: '/careers',
    file: 'routes/careers.tsx',
    layout: 'main',
    render: 'prerender',
    title: 'Careers',
    parent: 'home',
  },
  careerOpening: {
    path: '/careers/:slug',
    file: 'routes/careers.$slug.tsx',
    layout: 'main',
    render: 'request',
    parent: 'careers',
  },
  notFound: { path: '/*', file: 'routes/not-found.tsx', layout: 'main' },

  // ------------------------------------------------------------ services division
  services: {
    path: SERVICES,
    file: 'routes/services.tsx',
    layout: 'services',
    index: true,
    render: 'prerender',
    title: 'Services',
    parent: 'home',
  },
  servicesAbout: {
    path: `${SERVICES}/about`,
    file: 'routes/services.about.tsx',
    layout: 'services',
    render: 'prerender',
    title: 'About',
    parent: 'services',
  },
  servicesCatalogue: {
    path: `${SERVICES}/services`,
    file: 'routes/services.services.tsx',
    layout: 'services',
    render: 'prerender',
    title: 'Services & pricing',
    parent: 'services',
  },
  servicesContact: {
    path: `${SERVICES}/contact`,
    file: 'routes/services.contact.tsx',
    layout: 'services',
    render: 'prerender',
    title: 'Contact',
    parent: 'services',
  },
  servicesNotFound: {
    path: `${SERVICES}/*`,
    file: 'routes/not-found.tsx',
    id: 'services-not-found',
    layout: 'services',
  },

  // ------------------------------------------------------------ training studio
  studio: {
    path: STUDIO,
    file: 'routes/studio.tsx',
    layout: 'studio',
    index: true,
    render: 'prerender',
    title: 'RealWork Studio',
    parent: 'home',
  },
  studioAbout: {
    path: `${STUDIO}/about`,
    file: 'routes/studio.about.tsx',
    layout: 'studio',
    render: 'prerender',
    title: 'About',
    parent: 'studio',
  },
  studioCourses: {
    path: `${STUDIO}/course`,
    file: 'routes/studio.course.tsx',
    layout: 'studio',
    render: 'prerender',
    title: 'Courses',
    parent: 'studio',
  },
  studioCompare: {
    path: `${STUDIO}/compare`,
    file: 'routes/studio.compare.tsx',
    layout: 'studio',
    render: 'prerender',
    title: 'Compare tracks',
    parent: 'studioCourses',
  },
  studioContact: {
    path: `${STUDIO}/contact`,
    file: 'routes/studio.contact.tsx',
    layout: 'studio',
    render: 'prerender',
    title: 'Contact',
    parent: 'studio',
  },
  studioProjects: {
    path: `${STUDIO}/project`,
    file: 'routes/studio.project.tsx',
    layout: 'studio',
    render: 'prerender',
    title: 'Projects',
    parent: 'studio',
  },
  studioRegister: {
    path: `${STUDIO}/register`,
    file: 'routes/studio.register.tsx',
    layout: 'studio',
    render: 'prerender',
    title: 'Register',
    parent: 'studio',
  },
  studioNotFound: { path: `${STUDIO}/*`, file: 'routes/not-found.tsx', id: 'studio-not-found', layout: 'studio' },
  guide: {
    path: `${STUDIO}/course/:guide`,
    file: 'routes/guide.tsx',
    layout: 'guide',
    render: 'prerender',
    parent: 'studioCourses',
  },
  guidePlan: { path: `${STUDIO}/course/:guide/plan.ics`, file: 'routes/resources/guide-plan.ts' },

  // ------------------------------------------------------------ staff inbox: its own plain layout, never prerendered;
  // every route checks access itself.
  staff: { path: '/staff', file: 'staff/routes/staff._index.tsx', layout: 'staff' },
  staffLogin: { path: '/staff/login', file: 'staff/routes/staff.login.tsx', layout: 'staff' },
  staffLoginCode: { path: '/staff/login/code', file: 'staff/routes/staff.login.code.tsx', layout: 'staff' },
  staffSecurity: { path: '/staff/security', file: 'staff/routes/staff.security.tsx', layout: 'staff' },
  staffPasskeyOptions: { path: '/staff/passkey-options', file: 'staff/routes/staff.passkey-options.ts' },
  staffSubmission: { path: '/staff/submissions/:id', file: 'staff/routes/staff.submissions.$id.tsx', layout: 'staff' },
  staffPosts: { path: '/staff/posts', file: 'staff/routes/staff.posts._index.tsx', layout: 'staff' },
  staffNewPost: { path: '/staff/posts/new', file: 'staff/routes/staff.posts.new.tsx', layout: 'staff' },
  staffPost: { path: '/staff/posts/:id', file: 'staff/routes/staff.posts.$id.tsx', layout: 'staff' },
  staffSite: { path: '/staff/site', file: 'staff/routes/staff.site.tsx', layout: 'staff' },
  staffCatalogue: { path: '/staff/catalogue', file: 'staff/routes/staff.catalogue._index.tsx', layout: 'staff' },
  staffCatalogueBootcamp: {
    path: '/staff/catalogue/bootcamps/:id',
    file: 'staff/routes/staff.catalogue.bootcamps.$id.tsx',
    layout: 'staff',
  },
  staffCatalogueCrashCourse: {
    path: '/staff/catalogue/crash-courses/:id',
    file: 'staff/routes/staff.catalogue.crash-courses.$id.tsx',
    layout: 'staff',
  },
  staffTestimonials: {
    path: '/staff/testimonials',
    file: 'staff/routes/staff.testimonials._index.tsx',
    layout: 'staff',
  },
  staffTestimonial: {
    path: '/staff/testimonials/:id',
    file: 'staff/routes/staff.testimonials.$id.tsx',
    layout: 'staff',
  },
  staffCareers: { path: '/staff/careers', file: 'staff/routes/staff.careers._index.tsx', layout: 'staff' },
  staffCareerOpening: { path: '/staff/careers/:id', file: 'staff/routes/staff.careers.$id.tsx', layout: 'staff' },
  staffAccounts: { path: '/staff/accounts', file: 'staff/routes/staff.accounts.tsx', layout: 'staff' },
  staffAudit: { path: '/staff/audit', file: 'staff/routes/staff.audit.tsx', layout: 'staff' },
  staffOperations: { path: '/staff/operations', file: 'staff/routes/staff.operations.tsx', layout: 'staff' },
  staffPeople: { path: '/staff/people', file: 'staff/routes/staff.people.tsx', layout: 'staff' },
  staffPeopleExport: { path: '/staff/people/export', file: 'staff/routes/staff.people.export.ts' },
  staffCertificates: { path: '/staff/certificates', file: 'staff/routes/staff.certificates.tsx', layout: 'staff' },
  staffTemplates: { path: '/staff/templates', file: 'staff/routes/staff.templates.tsx', layout: 'staff' },
  staffForgot: { path: '/staff/forgot', file: 'staff/routes/staff.forgot.tsx', layout: 'staff' },
  staffReset: { path: '/staff/reset/:token', file: 'staff/routes/staff.reset.$token.tsx', layout: 'staff' },
  staffInvite: { path: '/staff/invite/:token', file: 'staff/routes/staff.invite.$token.tsx', layout: 'staff' },
  staffLogout: { path: '/staff/logout', file: 'staff/routes/staff.logout.ts' },
  staffFile: { path: '/staff/files/:fileId', file: 'staff/routes/staff.files.$fileId.ts' },
  staffExport: { path: '/staff/export/:kind', file: 'staff/routes/staff.export.$kind.ts' },

  // ------------------------------------------------------------ resources: files, feeds and the forms' JSON API
  formsApi: { path: '/api/forms/:kind', file: 'routes/api/forms.ts' },
  healthz: { path: '/healthz', file: 'routes/resources/healthz.ts' },
  rss: { path: '/blogs/rss.xml', file: 'routes/resources/rss.ts' },
  media: { path: '/media/:imageId', file: 'routes/resources/media.ts' },
  sitemap: { path: '/sitemap.xml', file: 'routes/resources/sitemap.ts' },
  robots: { path: '/robots.txt', file: 'routes/resources/robots.ts' },
})

export type SiteRouteId = keyof typeof siteRoutes
type Routes = typeof siteRoutes

/** One route, typed as any route (for code that reads optional fields such as `render` or `parent`). */
export function siteRoute(id: SiteRouteId): SiteRoute<SiteRouteId> {
  return siteRoutes[id]
}

/** The layout modules, in the order routes.ts lists them. */
export const layoutFiles: Record<SiteLayout, string> = {
  main: 'routes/_main.tsx',
  services: 'routes/_services.tsx',
  studio: 'routes/_studio.tsx',
  guide: 'routes/_guide-layout.tsx',
  staff: 'staff/routes/staff.tsx',
}

/** Routes whose path has no parameter, by id: `sitePaths.studioCourses` is '/realworkstudio/course'. */
export type PagePathId = FixedId
type FixedId = {
  [K in SiteRouteId]: Routes[K]['path'] extends `${string}:${string}` | `${string}*` ? never : K
}[SiteRouteId]
export const sitePaths = Object.fromEntries(
  Object.entries(siteRoutes)
    .filter(([, route]) => !/[:*]/.test(route.path))
    .map(([id, route]) => [id, route.path]),
) as { [K in FixedId]: Routes[K]['path'] }

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never
type ParamId = Exclude<
  { [K in SiteRouteId]: ParamNames<Routes[K]['path']> extends never ? never : K }[SiteRouteId],
  never
>

/** The path of a route with parameters: `pathTo('guide', { guide: 'frontend' })` is '/realworkstudio/course/frontend'. */
export function pathTo<K extends ParamId>(id: K, params: Record<ParamNames<Routes[K]['path']>, string>): string {
  const values = params as Record<string, string>
  return siteRoutes[id].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!))
}

/** A guide's page: '/realworkstudio/course/frontend'. */
export function guidePath(slug: string): string {
  return pathTo('guide', { guide: slug })
}

export interface Crumb {
  name: string
  path: string
}

/**
 * The breadcrumb trail of a page from its registry parents, Home first. A page with parameters (a guide, a post)
 * names itself: `breadcrumbTrail('guide', { name: guide.title, path })`.
 */
export function breadcrumbTrail(id: SiteRouteId, self?: Crumb): Crumb[] {
  const trail: Crumb[] = []
  let entry: SiteRoute<SiteRouteId> | undefined = siteRoute(id)
  let current: SiteRouteId | undefined = id
  if (self) {
    trail.unshift(self)
    current = entry.parent
    entry = current ? siteRoute(current) : undefined
  }
  while (current && entry) {
    trail.unshift({ name: entry.title ?? current, path: entry.path })
    current = entry.parent
    entry = current ? siteRoute(current) : undefined
  }
  return trail
}
