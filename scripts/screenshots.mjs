// Full-page screenshots of given paths at phone and desktop widths, for looking at what was built.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 /out/dir / /blogs ...
// Staff pages: set COOKIE to a signed-in session ('rw_staff=…', e.g. from a POST to /staff/login).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const [base, outDir, ...paths] = process.argv.slice(2)
if (!base || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshots.mjs BASE_URL OUT_DIR PATH...')
  process.exit(2)
}
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    reducedMotion: 'reduce',
  })
  await context.addInitScript(() => localStorage.setItem('seenBootcampPopup', 'true'))
  if (process.env.COOKIE) {
    const [name, ...value] = process.env.COOKIE.split('=')
    await context.addCookies([{ name, value: value.join('='), url: base }])
  }
  const page = await context.newPage()
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    const name = (p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home') + `-${width}.png`
    await page.screenshot({ path: path.join(outDir, name), fullPage: true })
    console.log(path.join(outDir, name))
    if (width < 600) {
      // Tall phone pages are unreadable when shrunk: also save them in screen-sized parts.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0, i = 0; y < height && i < 8; y += 1400, i++) {
        const part = name.replace('.png', `-part${i}.png`)
        await page.screenshot({
          path: path.join(outDir, part),
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(1400, height - y) },
        })
      }
    }
  }
  await context.close()
}
await browser.close()
