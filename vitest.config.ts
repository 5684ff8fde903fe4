import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts so the React Router plugin stays out of unit tests.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  define: { __SITE_URL__: JSON.stringify('https://realworktech.in') },
  test: {
    environment: 'node',
    // Worker threads, not child processes: the same 517 tests in about 15% less CPU and a third less time on 2 CPUs.
    pool: 'threads',
    // Limits are guards on waits, not measurements: at a load of 25 on 2 CPUs (two `npm test` beside other work) a
    // 0.1 s test took 5 s and the fuzz test's Vite server 2 minutes to start. A passing test never waits for them.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      // Content, helpers, schemas and components: modules without state that outlives a test, so one worker imports
      // them once for all its files (isolate: false) — 18 of the suite's CPU-seconds became 6. A file here that mocks
      // modules or changes globals must undo it in afterEach, or move to the project below.
      {
        extends: true,
        test: {
          name: 'pure',
          include: ['app/{content,lib,forms,routes,components}/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          isolate: false,
        },
      },
      // The server and the store: database handles, rate limits and environment per file, so each file runs apart.
      { extends: true, test: { name: 'server', include: ['app/server/**/*.test.ts', 'server/**/*.test.{ts,js}'] } },
    ],
  },
})
