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
  /**
   * Its path carries a secret (a payment link's token, a one-time link): analytics counts it only under its pattern
   * (`/pay/:token`). Any route whose parameters are not content names (`:slug`, `:guide`) is counted under its pattern
   * too, flagged or not (app/server/analytics/path-rules.server.ts), so a forgotten flag cannot leak a token.
   */
  private?: true
  /**
   * A page that is read: served without React's runtime (no hydration, no `<Scripts>`), with only the small reading
   * module (app/lib/reading/: the header's menu, back to top, print, the guide's Register bar) and speculation
   * rules for the next page. Its links and forms are plain HTML already, and its comment says why it needs nothing more
   * (decision 031). A hydrated page's link to it loads it as a document (app/hooks/use-reading-links.ts). The reason
   * is a comment beside it: the registry rides in every hydrated page's framework chunk.
   */
  reading?: true
}

/** Checks every `parent` names another entry, keeping the entries' literal types. */
export function defineRoutes<const R extends Record<string, SiteRoute<Extract<keyof R, string>>>>(routes: R): R {
  return routes
}

const STUDIO = '/realworkstudio'
/** Where the staff side lives; its routes are in staff-routes.ts, out of the public pages' browser bundle. */
export const STAFF = '/staff'
const SERVICES = '/services'

// Pure: a bundle that takes only `STAFF` from here (the reading pages' module) leaves the registry out.
export const siteRoutes = /* @__PURE__ */ defineRoutes({
  // ------------------------------------------------------------ main site
  home: { path: '/', file: 'routes/home.tsx', layout: 'main', index: true, render: 'prerender', title: 'Home' },
  blog: {
    path: '/blogs',
    file: 'routes/blogs.tsx',
    layout: 'main',
    render: 'request',
    title: 'Blog',
    parent: 'home',
    // Read without the framework (decision 031): the list of posts, each card a link.
    reading: true,
  },
  blogPost: {
    path: '/blogs/:slug',
    file: 'routes/blogs.$slug.tsx',
    layout: 'main',
    render: 'request',
    parent: 'blog',
    // Read without the framework (decision 031): a post's text, its cover and links.
    reading: true,
  },
  privacyPolicy: {
    path: '/privacy-policy',
    file: 'routes/legal.tsx',
    id: 'privacy-policy',
    layout: 'main',
    render: 'prerender',
    title: 'Privacy Policy',
    parent: 'home',
    // Read without the framework (decision 031): legal text, headings and links only.
    reading: true,
  },
  refundPolicy: {
    path: '/refund-policy',
    file: 'routes/legal.tsx',
    id: 'refund-policy',
    layout: 'main',
    render: 'prerender',
    title: 'Refund Policy',
    parent: 'home',
    // Read without the framework (decision 031): legal text, headings and links only.
    reading: true,
  },
  termsOfService: {
    path: '/terms-of-service',
    file: 'routes/legal.tsx',
    id: 'terms-of-service',
    layout: 'main',
    render: 'prerender',
    title: 'Terms of Service',
    parent: 'home',
    // Read without the framework (decision 031): legal text, headings and links only.
    reading: true,
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
    // Read without the framework (decision 031): the look-up is a form that posts without scripts.
    reading: true,
  },
  verifyCertificate: {
    path: '/verify/:id',
    file: 'routes/verify.$id.tsx',
    layout: 'main',
    render: 'request',
    parent: 'verify',
    // Read without the framework (decision 031): a certificate, shared by links (PDF, share card, LinkedIn).
    reading: true,
  },
  certificatePdf: { path: '/verify/:id/certificate.pdf', file: 'routes/resources/certificate-pdf.ts' },
  certificateShareImage: { path: '/verify/:id/share.png', file: 'routes/resources/certificate-share-image.ts' },
  // A student's fee: reached only by the unguessable link in their payment request mail; never cached or indexed.
  pay: {
    path: '/pay/:token',
    file: 'routes/pay.$token.tsx',
    layout: 'main',
    render: 'request',
    title: 'Pay your fee',
    private: true,
  },
  feeDocument: { path: '/pay/:token/documents/:id', file: 'routes/resources/fee-document.ts', private: true },
  // A counselling call (issue 54): the booking page reads the counsellors' free times, so it is rendered per request;
  // a call's own page is reached by the link in its mail and on the booking's answer, never cached or indexed.
  talk: {
    path: '/talk-to-a-mentor',
    file: 'routes/talk.tsx',
    layout: 'main',
    render: 'request',
    title: 'Talk to a mentor',
    parent: 'home',
  },
  talkCall: {
    path: '/talk-to-a-mentor/call/:token',
    file: 'routes/talk.call.$token.tsx',
    layout: 'main',
    render: 'request',
    title: 'Your call',
    private: true,
  },
  // Free demo classes (issue 54, item 6): the list shows seats left, so it is rendered per request; a seat's own page
  // is reached by the link in its mail and on the booking's answer, never cached or indexed.
  demoClasses: {
    path: '/demo-classes',
    file: 'routes/demo-classes.tsx',
    layout: 'main',
    render: 'request',
    title: 'Free demo classes',
    parent: 'home',
  },
  demoSeat: {
    path: '/demo-classes/seat/:token',
    file: 'routes/demo-classes.seat.$token.tsx',
    layout: 'main',
    render: 'request',
    title: 'Your seat',
    private: true,
  },
  // A counsellor's private calendar feed (issue 54): their booked calls as iCalendar, for Google Calendar or Outlook to
  // subscribe to; the secret in the path is the key (only its hash is stored), no staff session is asked for.
  counsellorCalendar: {
    path: '/counsellor-calendar/:token/calls.ics',
    file: 'routes/resources/counsellor-calendar.ts',
    private: true,
  },
  // The student's own page: a one-time link from their mail signs them in (a cookie apart from staff sessions).
  studentHome: {
    path: '/my',
    file: 'routes/my.tsx',
    layout: 'main',
    render: 'request',
    title: 'Everything you have with us',
    private: true,
  },
  studentSignIn: {
    path: '/my/sign-in/:token',
    file: 'routes/my.sign-in.$token.tsx',
    layout: 'main',
    render: 'request',
    title: 'Sign in',
    private: true,
  },
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
  ourNumbers: {
    path: '/our-numbers',
    file: 'routes/our-numbers.tsx',
    layout: 'main',
    render: 'prerender',
    title: 'Our numbers',
    parent: 'home',
    // Read without the framework (decision 031): the claimed figures and their basis, text and links.
    reading: true,
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
    // Read without the framework (decision 031): the services team and its way of working, text and links.
    reading: true,
  },
  servicesCatalogue: {
    path: `${SERVICES}/services`,
    file: 'routes/services.services.tsx',
    layout: 'services',
    render: 'prerender',
    title: 'Services & pricing',
    parent: 'services',
  },
  servicesPortfolio: {
    path: `${SERVICES}/portfolio`,
    file: 'routes/services.portfolio.tsx',
    layout: 'services',
    render: 'prerender',
    title: 'Portfolio',
    parent: 'services',
  },
  servicesCaseStudy: {
    path: `${SERVICES}/portfolio/:slug`,
    file: 'routes/services.portfolio.$slug.tsx',
    layout: 'services',
    render: 'request',
    parent: 'servicesPortfolio',
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
    // Read without the framework (decision 031): the studio, its mentors and its teaching, text and links.
    reading: true,
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
    // Read without the framework (decision 031): phases, pager and print view are links, the planner a GET form.
    reading: true,
  },
  guidePlan: { path: `${STUDIO}/course/:guide/plan.ics`, file: 'routes/resources/guide-plan.ts' },

  // ------------------------------------------------------------ resources: files, feeds and the forms' JSON API
  formsApi: { path: '/api/forms/:kind', file: 'routes/api/forms.ts' },
  // Razorpay's webhook (decision 027): server to server, authenticated by its signature alone.
  razorpayWebhook: { path: '/api/webhooks/razorpay', file: 'routes/api/webhooks.razorpay.ts' },
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
  staff: 'staff/shell/routes/staff.tsx',
}

/** The ids of a registry's routes whose path has no parameter. */
type FixedIds<R extends Record<string, SiteRoute>> = {
  [K in keyof R]: R[K]['path'] extends `${string}:${string}` | `${string}*` ? never : K
}[keyof R]

/** A registry's parameterless paths by id (`sitePaths.studioCourses` is '/realworkstudio/course'). */
export function fixedPathsOf<R extends Record<string, SiteRoute>>(routes: R) {
  return Object.fromEntries(
    Object.entries(routes)
      .filter(([, route]) => !/[:*]/.test(route.path))
      .map(([id, route]) => [id, route.path]),
  ) as { [K in FixedIds<R>]: R[K]['path'] }
}

/** Routes whose path has no parameter, by id: `sitePaths.studioCourses` is '/realworkstudio/course'. */
export type PagePathId = FixedIds<Routes>
export const sitePaths = /* @__PURE__ */ fixedPathsOf(siteRoutes)

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never
type ParamIds<R extends Record<string, SiteRoute>> = Exclude<
  { [K in keyof R]: ParamNames<R[K]['path']> extends never ? never : K }[keyof R],
  never
>

/** A registry's `pathTo`: the path of a route with parameters, each value URL-encoded. */
export function pathToOf<R extends Record<string, SiteRoute>>(routes: R) {
  return <K extends ParamIds<R>>(id: K, params: Record<ParamNames<R[K]['path']>, string>): string => {
    const values = params as Record<string, string>
    return routes[id]!.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!))
  }
}

/** The path of a route with parameters: `pathTo('guide', { guide: 'frontend' })` is '/realworkstudio/course/frontend'. */
export const pathTo = /* @__PURE__ */ pathToOf(siteRoutes)

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

/** React Router's ids of the pages that are read (`reading`), served without React's runtime (decision 031). */
export const readingRouteIds: ReadonlySet<string> = /* @__PURE__ */ readingIdsOf(siteRoutes)

function readingIdsOf(routes: Record<string, SiteRoute>): ReadonlySet<string> {
  return new Set(
    Object.values(routes)
      .filter((route) => route.reading)
      .map((route) => route.id ?? route.file.replace(/\.tsx?$/, '')),
  )
}
