import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Server tests that keep no state beyond the test: functions over their arguments, with no database, environment,
 * mocks, fake timers or servers (body.test.ts adds a process listener and removes it in afterEach; certificate-pdf
 * writes into a temporary folder of its own). They need no isolation, so the `stateless` project imports their modules
 * once a worker instead of once a file: these 22 files took 18.6 CPU-seconds isolated and 14.2 to 15.1 shared in
 * back-to-back runs at a load of 11 to 13. A file that comes to use the database or the environment leaves this list;
 * a new server test lands in `server`, the safe default.
 */
const STATELESS_SERVER_TESTS = [
  'app/server/analytics/count-rules.test.ts',
  'app/server/analytics/path-rules.test.ts',
  'app/server/analytics/view-rows.test.ts',
  'app/server/body.test.ts',
  'app/server/certificate-pdf.test.ts',
  'app/server/certificate-share-image.test.ts',
  'app/server/db/frozen-migrations.test.ts',
  'app/server/fees/account.test.ts',
  'app/server/markdown.test.ts',
  'app/server/outbox-status.test.ts',
  'app/server/recent-renders.test.ts',
  'app/server/render-only.test.ts',
  'app/server/search.test.ts',
  'app/staff/privacy/server/zip.test.ts',
  'app/staff/publishing/server/images/decode.test.ts',
  'app/staff/publishing/server/images/image-header.test.ts',
  'app/staff/publishing/server/screenshot-image.test.ts',
  'app/staff/shell/server/csv.test.ts',
  'http/critical-path.test.ts',
  'http/hooks.test.ts',
  'http/read-only.test.ts',
  'http/trust-proxy.test.ts',
]

// Kept apart from vite.config.ts so the React Router plugin stays out of unit tests.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  define: { __SITE_URL__: JSON.stringify('https://realworktech.in') },
  test: {
    environment: 'node',
    // Password hashes at the test runs' cost (app/staff/accounts/server/passwords.server.ts): 1 MiB of scrypt instead
    // of 32 MiB, honoured only beside NODE_ENV=test, which Vitest sets. accounts.test.ts checks production's full cost.
    env: { PASSWORD_HASH_COST: 'test' },
    // Worker threads, not child processes: the same 517 tests in about 15% less CPU and a third less time on 2 CPUs.
    pool: 'threads',
    // Limits are guards on waits, not measurements: at a load of 25 on 2 CPUs (two `npm test` beside other work) a
    // 0.1 s test took 5 s and a server 2 minutes to start. A passing test never waits for them.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      // Everything outside the server: content, helpers, schemas, components, build scripts. Modules without state
      // that outlives a test, so one worker imports them once for all its files (isolate: false): 16 of the suite's
      // CPU-seconds became 6. A file here that mocks modules or changes globals must undo it in afterEach, or go
      // under app/server/. A test file in a new folder lands here without a config change.
      {
        extends: true,
        test: {
          name: 'pure',
          include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'app/server/**', 'app/staff/*/server/**'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'stateless', include: STATELESS_SERVER_TESTS, isolate: false } },
      // The server and the store: a store, rate limits and environment per file. The files share a worker and the
      // libraries it has loaded (isolate: false), and after each file tests/vitest/fresh-app-per-file.ts closes its
      // store, puts the environment back and drops the app's modules, so each file starts from a fresh app: 84 files
      // took 65.4 CPU-seconds and 63.7 s isolated, 27.6 and 33.2 s so (the same 480 tests passing, also in three
      // shuffled orders of files).
      {
        extends: true,
        test: {
          name: 'server',
          include: ['app/server/**/*.test.ts', 'app/staff/*/server/**/*.test.ts', 'http/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...STATELESS_SERVER_TESTS],
          isolate: false,
          setupFiles: ['tests/vitest/fresh-app-per-file.ts'],
          // The server build (the forms' fuzz test runs it) is loaded by Node as the production server loads it; it
          // is loaded once a worker, and forms.fuzz.test.ts is the one file that runs it.
          server: { deps: { external: [/\/build\/server\//] } },
        },
      },
    ],
  },
})
