import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/
const EVERY_PAGE =
  /app[\\/](hooks[\\/](use-scroll-reveal|use-full-stylesheet|nonce)|lib[\\/](cn|seo|first-hydration|visit-start|load-later)|components[\\/]ui[\\/](icon|button|use-hydrated|section|page-header|cta-band)|components[\\/]layout[\\/](not-found|site-nav|page-transition|site-footer)|content[\\/]site-routes)\.tsx?$/

// React Router's package exports only its development build, whose dev-only warnings (and their messages) ride in
// every page's framework chunk. The browser build takes the production build it also ships: the same code with
// ENABLE_DEV_WARNINGS false, so the minifier drops those branches (0.6 KB gzip off every page). Both entry points, so
// one copy of the router loads. Not the server's build (Node resolves react-router itself for @react-router/node too,
// and two copies would not share their contexts) nor the dev server (whose warnings help).
const reactRouterDist = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: reactRouterDist('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterDist('dom-export.mjs') },
]

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  // The reading pages' module (app/lib/reading/, decision 031) is built the way a worker is (`?worker&url` in
  // components/layout/reading-scripts.tsx): its own bundle and asset, an ES module a page loads with type="module".
  worker: { format: 'es' as const },
  build: {
    assetsInlineLimit: 0,
    // React, React DOM and React Router load on every page: one chunk compresses better than the two the default
    // split made (first-load JS, issue 10, docs/decisions/004).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            // The content collections and the structured-data builders only declare data and functions: a module of
            // theirs whose exports a chunk does not use is left out instead of imported for its (absent) side effects.
            // Without this, a route's `meta` that builds JSON-LD only in the server's render left an empty chunk in the
            // browser that still imported the company's details (json-ld/course.ts on every guide and the course list).
            treeshake: {
              moduleSideEffects: [
                { test: /[\\/]app[\\/](content|lib[\\/]json-ld)[\\/][^?]*\.ts$/, sideEffects: false },
              ],
            },
            output: {
              codeSplitting: {
                groups: [
                  {
                    // React, React DOM, React Router and the app's own code that (nearly) every page runs before it
                    // hydrates: the root route's hooks, the header, class joiner, icons, buttons, hydration flags, the
                    // visit's start, the route registry, the not-found page, the footer's wrapper and `loadLater`
                    // (21 of 33 pages; 0.2 KB on the guides, which have no footer), and Vite's preload helper (every
                    // page imports something later). gzip compresses one file better than the separate chunks they
                    // were: 1.1 KB off every page's first load, more on the pages with a footer (issue 44). The
                    // price: a change to these parts renames the framework chunk, so a returning visitor fetches it
                    // again after such a release. root.tsx itself stays out: it imports the stylesheet, and React
                    // Router marks a stylesheet in a shared chunk as a dynamic one (`…css#`).
                    name: 'framework',
                    test: (id) => FRAMEWORK.test(id) || EVERY_PAGE.test(id) || id === '\0vite/preload-helper.js',
                  },
                  {
                    // What the guide page reads of its loaded content (and the copy-template filler), shared with the route's
                    // clientLoader: its own chunk keeps the guides' chunk map and the study planner
                    // out of a guide's first load (issue 10, decision 004 "Round 3").
                    name: 'guide-loaded',
                    test: /app[\\/](content[\\/]guides[\\/]loaded|lib[\\/]fill)\.ts$/,
                  },
                ],
              },
            },
          },
        }),
  },
  define: {
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'https://realworktech.in').replace(/\/$/, '')),
    // app/lib/retention.ts: the notice under every form, the privacy policy and the retention job read these.
    __RETENTION__: JSON.stringify({
      files: process.env.FILE_RETENTION_DAYS,
      leads: process.env.LEAD_RETENTION_DAYS,
      backupKeep: process.env.BACKUP_KEEP,
      backupEveryHours: process.env.BACKUP_EVERY_HOURS,
      analyticsMonths: process.env.ANALYTICS_RETENTION_MONTHS,
    }),
  },
}))
