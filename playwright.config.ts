import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// The main process picks a free port and a fresh data folder once; workers inherit them through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
])
  .toString()
  .trim()
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'realwork-e2e-'))

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`
// Debian's headless shell first: the same Blink without the browser's UI layer, it cut the browser process's CPU time by
// more than half and the whole run by 14% on 2 CPUs (6.4 → 5.5 min). Then Debian's Chromium (needed for --headed), then
// Playwright's own browser if a developer installed it. E2E_CHROMIUM picks another binary.
const browserPath = [process.env.E2E_CHROMIUM, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
  (candidate) => candidate && existsSync(candidate),
)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three workers even on a 2-CPU machine: each spends much of its time waiting on a server or the browser. Inside
  // npm test on a fresh clone, once the type check took 10 CPU-seconds instead of 61: 554.3 s with three against
  // 580.8–590.3 s with two (1,059 against about 1,035 CPU-seconds; issue 57, docs/testing.md).
  workers: Math.max(3, Math.floor(availableParallelism() / 2)),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The list alone, in CI too: CI keeps its log and nothing else, so an HTML report was written for no reader.
  reporter: 'list',
  // Limits are guards on waits for states, not measurements: at a load of 25 on 2 CPUs (two `npm test` beside other
  // work) a page took 10 times as long as on an idle machine. A passing test never waits for them.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // Without these an action or a navigation waits until the test's own limit, and the report names no step (a
    // selectOption on a hidden select ended a CI run with only "Test timeout of 180000ms exceeded").
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // No trace unless asked for (E2E_TRACE=1, to debug a failure): recording a DOM snapshot per action costs every
    // test, pass or fail, on a 2-CPU machine (three spec files: 48.6 and 49.7 s with traces, 41.9 and 47.3 s without),
    // and CI keeps only its log, where a failure prints its error (its page's ARIA snapshot goes to test-results/).
    // Traces come without the screencast (frames of the pulsing LIVE badge under load made the axe scan of / take over
    // 30 s).
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    // No flags that cut drawing: --disable-smooth-scrolling, --disable-threaded-scrolling, --disable-checker-imaging,
    // --disable-lcd-text, --disable-partial-raster and PaintHolding off saved nothing on the phone sweep (issue 57,
    // docs/testing.md "How the suite stays fast").
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // V8 in the pages without its optimising compilers and its helper threads: a test page lives a few seconds,
        // too short for TurboFan or Maglev to pay back what they cost, and concurrent compiling and GC spread the same
        // work over more threads. 92 desktop journeys 75–82 → 69–77 CPU-seconds, the phone sweep 51.3–51.9 → 47.8, the
        // whole run alone 886 → 855 (issue 57; --jitless instead: axe, a large script, ran slower). The pages'
        // JavaScript behaves the same; only how fast it runs changes, which the bench measures in its own browser with
        // Chrome's defaults.
        '--js-flags=--no-opt --no-maglev --single-threaded',
      ],
    },
  },
  projects: [
    // The desktop project also runs the attacks (tests/e2e/hostile.spec.ts, no browser), whose budgets are times (answers
    // within 1 s, /healthz within 100 ms) that leave out what the kernel made the server wait for a CPU
    // (tests/e2e/cpu-wait.mjs), so they run beside the journeys, in the same workers.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    // The Pixel 7's own device scale factor (2.625): the phone sweep cost the same CPU at 1, 2 and 2.625 (issue 57,
    // docs/testing.md), so the phone keeps its real pixel density.
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
    },
  ],
  webServer: {
    command: 'node build/http/index.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A wait on /healthz answering; under a load of 25 on 2 CPUs a server start took over 30 s.
    timeout: 120_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      FORM_RATE_LIMIT: '10000',
      // The production build, hashing passwords at the test runs' cost (tests/e2e/server-process.ts).
      NODE_ENV: 'production',
      REALWORK_TEST_RUN: '1',
      PASSWORD_HASH_COST: 'test',
    },
  },
})
