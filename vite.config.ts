import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    // React, React DOM and React Router load on every page: one chunk compresses better than the two the default
    // split made (first-load JS, issue 10, docs/decisions/004).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  },
                  {
                    // The small parts every page loads (class joiner, icons, buttons, hydration flags, the visit's start, the route
                    // registry, the root's not-found page): one chunk instead of seven, each with its own
                    // import/export overhead.
                    name: 'site-core',
                    test: /app[\\/](lib[\\/](cn|seo|first-hydration|visit-start)|components[\\/]ui[\\/](icon|button|use-hydrated|section|page-header|cta-band)|components[\\/]layout[\\/]not-found|content[\\/]site-routes)\.tsx?$/,
                  },
                  {
                    // What the guide page reads of its loaded content (and the copy-template filler), shared with the route's
                    // clientLoader: its own chunk keeps the guides' chunk map, Vite's preload helper and the study planner
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
