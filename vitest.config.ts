import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts so the React Router plugin stays out of unit tests.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  define: { __SITE_URL__: JSON.stringify('https://realworktech.in') },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,js}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Worker threads, not child processes: the same 517 tests in about 15% less CPU and a third less time on 2 CPUs.
    pool: 'threads',
    // Limits are guards on waits, not measurements: at a load of 25 on 2 CPUs (two `npm test` beside other work) a
    // 0.1 s test took 5 s and the fuzz test's Vite server 2 minutes to start. A passing test never waits for them.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
