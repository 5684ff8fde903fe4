import { rmSync } from 'node:fs'
import { PNG } from 'pngjs'
import { attack } from './attack'
import { axeViolations, expect, signInStaff, staffCookie, staffEnv, test } from './fixtures'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// Real people and case studies (issue 43, docs/decisions/022), on a server of its own and without scripts: a fresh
// database has none, so the role cards stay and the portfolio says case studies are being written up; staff add a
// mentor with a photo and a case study, and the public pages show them at once, with the case study's structured data.
const PASSWORD = 'staff-people-e2e-password'

let server: RunningServer
let dataDir: string

const html = async (pathname: string) => (await fetch(`${server.origin}${pathname}`)).text()

function photo(): Buffer {
  const png = new PNG({ width: 600, height: 400 })
  for (let i = 0; i < 600 * 400; i++) png.data.set([40 + (i % 600) / 4, 120, 200, 255], i * 4)
  return PNG.sync.write(png)
}

/** A PNG of `width` × `height`: a header band over a light page, like a screenshot. */
function screenshot(width: number, height: number): Buffer {
  const png = new PNG({ width, height })
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      png.data.set(y < height / 8 ? [49, 46, 129, 255] : [248, 250, 252 - (x % 40), 255], (y * width + x) * 4)
  return PNG.sync.write(png)
}

test.describe('mentors, team and case studies', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ javaScriptEnabled: false })

  test.beforeAll(async () => {
    dataDir = tempDataDir('people')
    server = await startServer({ port: await freePort(), dataDir, env: staffEnv(PASSWORD) })
  })
  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('with nobody published, the studio leaves out its mentors and the portfolio says case studies are being written up', async ({
    page,
  }) => {
    await page.goto(`${server.origin}/realworkstudio/about`)
    await expect(page.getByRole('heading', { level: 2, name: /^Make every learner job-ready/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Learn from engineers with 5+ years of experience' })).toHaveCount(0)
    await expect(page.getByTestId('profile-cards')).toHaveCount(0)
    await page.goto(`${server.origin}/`)
    await expect(page.getByRole('heading', { name: 'Chief Technologist', level: 3 })).toBeVisible()
    await expect(page.getByTestId('profile-cards')).toHaveCount(0)

    await page.goto(`${server.origin}/services/portfolio`)
    await expect(page.getByRole('heading', { name: 'Our case studies are being written up' })).toBeVisible()
    const form = page.getByRole('region', { name: 'Tell us about your project' })
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible()
    expect((await fetch(`${server.origin}/services/portfolio/anything`)).status).toBe(404)
    expect(await html('/sitemap.xml')).not.toContain('/services/portfolio/')
  })

  test('staff add a mentor with a photo: the studio shows them at once, the photo resized', async ({ page }) => {
    expect((await fetch(`${server.origin}/staff/profiles`, { redirect: 'manual' })).status).toBe(302)
    await signInStaff(page, server.origin, '/staff/profiles', PASSWORD)
    await page.getByRole('link', { name: 'Add a profile' }).click()
    await page.getByLabel('Name').fill('Kavya Menon')
    await page.getByLabel('Role').fill('Senior Backend Engineer')
    const bio =
      'Builds payment and booking backends in Node.js and PostgreSQL for RealWork clients, and reviews every backend pull request in her batch.'
    await page.getByLabel('Short bio').fill(bio)
    await page.getByLabel('Years of industry experience').fill('seven')
    await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/kavya-menon')
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'kavya.png', mimeType: 'image/png', buffer: photo() })
    await page.getByLabel('Shown on the site').check()
    await page.getByRole('button', { name: 'Add the profile' }).click()
    // Refused with each reason at its field, and what was typed kept.
    await expect(page.getByText('Give the years of experience as a whole number from 0 to 60.')).toBeVisible()
    await expect(page.getByText(/Record the day consent was given before showing this profile/)).toBeVisible()
    await expect(page.getByLabel('Short bio')).toHaveValue(bio)
    expect(await html('/realworkstudio/about')).not.toContain('Kavya Menon')

    await page.getByLabel('Years of industry experience').fill('7')
    await page.getByLabel('Consent recorded on').fill('2026-11-20')
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'kavya.png', mimeType: 'image/png', buffer: photo() })
    await page.getByRole('button', { name: 'Add the profile' }).click()
    await expect(page.getByRole('status')).toHaveText('Kavya Menon: Saved. The site shows it now.')
    await expect(page.getByRole('row', { name: /Kavya Menon/ })).toContainText('Shown')

    await page.goto(`${server.origin}/realworkstudio/about`)
    const cards = page.getByTestId('profile-cards')
    await expect(cards).toContainText('Kavya Menon')
    await expect(cards).toContainText('7 years in industry')
    await expect(cards).toContainText(bio)
    await expect(cards.getByRole('link', { name: /LinkedIn profile of Kavya Menon/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/kavya-menon',
    )
    const src = await cards.locator('img').getAttribute('src')
    expect(src).toMatch(/^\/media\//)
    const image = await fetch(`${server.origin}${src}`)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    expect((await image.arrayBuffer()).byteLength).toBeLessThan(30_000)
    // A mentor is not on the main site's team.
    expect(await html('/')).not.toContain('Kavya Menon')
  })

  test('staff add a case study: the portfolio lists it and its page carries the structured data', async ({ page }) => {
    await signInStaff(page, server.origin, '/staff/case-studies', PASSWORD)
    await page.getByRole('link', { name: 'Add a case study' }).click()
    await page.getByLabel('Title').fill('Online orders for a coffee roaster')
    await page.getByLabel('Sector and place').fill('speciality coffee, Chikkamagaluru')
    await page
      .getByLabel('The problem')
      .fill('Orders came in over WhatsApp and were copied into a spreadsheet by hand, so some were missed every week.')
    await page
      .getByLabel('What we built')
      .fill('A storefront with Razorpay checkout, GST invoices and an order screen the packing team uses on a tablet.')
    await page.getByLabel('Technologies').fill('React Router\nPostgreSQL\nRazorpay')
    await page.getByLabel('Results, in numbers').fill('Happier customers')
    await page.getByLabel('Consent recorded on').fill('2026-11-02')
    await page.getByLabel('Shown on the site').check()
    await page.getByRole('button', { name: 'Add the case study' }).click()
    await expect(page.getByText('Give each result with its number', { exact: false })).toBeVisible()
    await page
      .getByLabel('Results, in numbers')
      .fill('Orders a month up from 40 to 210\nMissed orders down from about 6 a week to 0')
    await page.getByRole('button', { name: 'Add the case study' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'Online orders for a coffee roaster: Saved. The site shows it now.',
    )

    await page.goto(`${server.origin}/services/portfolio`)
    await expect(page.getByRole('heading', { name: 'Our case studies are being written up' })).toHaveCount(0)
    await expect(page.getByText('A client in speciality coffee, Chikkamagaluru')).toBeVisible()
    await page.getByRole('link', { name: 'Read the case study about Online orders for a coffee roaster' }).click()
    await expect(page).toHaveURL(`${server.origin}/services/portfolio/online-orders-for-a-coffee-roaster`)
    await expect(page.getByRole('heading', { level: 1, name: 'Online orders for a coffee roaster' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Results' })).toContainText('Orders a month up from 40 to 210')
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const work = ld
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((o) => o['@type'] === 'CreativeWork')
    expect(work).toMatchObject({
      name: 'Online orders for a coffee roaster',
      about: { name: 'A client in speciality coffee, Chikkamagaluru' },
      keywords: 'React Router, PostgreSQL, Razorpay',
    })
    expect(await html('/sitemap.xml')).toContain('/services/portfolio/online-orders-for-a-coffee-roaster</loc>')
    await page.goto(`${server.origin}/staff/audit`)
    await expect(page.getByRole('listitem').filter({ hasText: 'Added a case study' })).toHaveCount(1)
    await expect(page.getByRole('listitem').filter({ hasText: 'Added a mentor or team profile' })).toHaveCount(1)
  })

  test('staff add screenshots: a non-image is refused at its field, the page shows each fitted, sized and lazy', async ({
    page,
  }) => {
    await signInStaff(page, server.origin, '/staff/case-studies', PASSWORD)
    await page.getByRole('link', { name: 'Edit', exact: false }).first().click()
    await page.getByRole('link', { name: 'Screenshots (0 of 4)' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Screenshots: Online orders for a coffee roaster')
    await expect(page.getByText('No screenshots yet.')).toBeVisible()

    // A PDF renamed .png, and a description that is only the file name: both refused with the reason, nothing stored.
    await page.getByLabel('Screenshot', { exact: true }).setInputFiles({
      name: 'order-screen.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
    })
    await page.getByLabel('What it shows').fill('order-screen.png')
    await page.getByRole('button', { name: 'Upload the screenshot' }).click()
    await expect(page.getByText('Describe what the screenshot shows, not its file name.')).toBeVisible()
    await page.getByLabel('What it shows').fill('The packing team’s order screen, grouped by pickup slot')
    await page.getByLabel('Screenshot', { exact: true }).setInputFiles({
      name: 'order-screen.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
    })
    await page.getByRole('button', { name: 'Upload the screenshot' }).click()
    await expect(page.getByText('The screenshot must be a PNG, JPEG or WebP image.')).toBeVisible()
    await expect(page.getByLabel('What it shows')).toHaveValue(
      'The packing team’s order screen, grouped by pickup slot',
    )

    await page.getByLabel('Screenshot', { exact: true }).setInputFiles({
      name: 'order-screen.png',
      mimeType: 'image/png',
      buffer: screenshot(2400, 1500),
    })
    await page.getByRole('button', { name: 'Upload the screenshot' }).click()
    await expect(page.getByRole('status')).toHaveText('Screenshot added. The case study’s page shows it now.')
    await page.getByLabel('Screenshot', { exact: true }).setInputFiles({
      name: 'phone.png',
      mimeType: 'image/png',
      buffer: screenshot(390, 844),
    })
    await page.getByLabel('What it shows').fill('The storefront on a phone, with the cart and its GST line')
    await page.getByRole('button', { name: 'Upload the screenshot' }).click()
    await expect(page.getByRole('status')).toHaveText('Screenshot added. The case study’s page shows it now.')
    await page
      .getByRole('button', { name: 'Move up: The storefront on a phone, with the cart and its GST line' })
      .click()
    await expect(page.getByRole('status')).toHaveText('Order saved.')

    await page.goto(`${server.origin}/services/portfolio/online-orders-for-a-coffee-roaster`)
    const built = page.getByRole('region', { name: 'What we built' })
    const images = built.getByRole('img')
    await expect(images).toHaveCount(2)
    await expect(images.nth(0)).toHaveAccessibleName('The storefront on a phone, with the cart and its GST line')
    await expect(images.nth(0)).toHaveAttribute('width', '390')
    await expect(images.nth(0)).toHaveAttribute('height', '844')
    await expect(images.nth(0)).not.toHaveAttribute('srcset', /./)
    const wide = images.nth(1)
    await expect(wide).toHaveAccessibleName('The packing team’s order screen, grouped by pickup slot')
    await expect(wide).toHaveAttribute('width', '1200')
    await expect(wide).toHaveAttribute('height', '750')
    await expect(wide).toHaveAttribute('loading', 'lazy')
    await expect(wide).toHaveAttribute('srcset', /^\/media\/[\w-]+ 640w, \/media\/[\w-]+ 1200w$/)
    await expect(built.locator('figcaption').nth(1)).toHaveText(
      'The packing team’s order screen, grouped by pickup slot',
    )
    const src = await wide.getAttribute('src')
    const served = await fetch(`${server.origin}${src}`)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect((await served.arrayBuffer()).byteLength).toBeLessThan(200 * 1024)
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const work = ld
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((o) => o['@type'] === 'CreativeWork')
    expect(work?.image).toHaveLength(2)

    // Removed: off the page, its image gone.
    await page.goto(`${server.origin}/staff/case-studies`)
    await page.getByRole('link', { name: 'Edit', exact: false }).first().click()
    await page.getByRole('link', { name: 'Screenshots (2 of 4)' }).click()
    await page
      .getByRole('button', {
        name: 'Remove the screenshot “The storefront on a phone, with the cart and its GST line”',
      })
      .click()
    await expect(page.getByRole('status')).toHaveText('Screenshot removed from the site and the database.')
    await page.goto(`${server.origin}/services/portfolio/online-orders-for-a-coffee-roaster`)
    await expect(page.getByRole('region', { name: 'What we built' }).getByRole('img')).toHaveCount(1)
    await page.goto(`${server.origin}/staff/audit`)
    await expect(page.getByRole('listitem').filter({ hasText: 'Added a screenshot to a case study' })).toHaveCount(2)
    await expect(page.getByRole('listitem').filter({ hasText: 'Removed a screenshot from a case study' })).toHaveCount(
      1,
    )
  })

  test('the forms refuse visitors without a session and bodies past their limits, storing nothing', async ({
    request,
  }) => {
    for (const pathname of ['/staff/profiles/new', '/staff/case-studies/new']) {
      const refused = await fetch(`${server.origin}${pathname}`, {
        method: 'POST',
        body: new URLSearchParams({ name: 'Mallory', title: 'Mallory', shown: 'on' }),
        redirect: 'manual',
      })
      expect(refused.headers.get('location'), pathname).toMatch(/^\/staff\/login/)
    }
    const cookie = await staffCookie(server.origin, PASSWORD)
    const big = new FormData()
    big.set('title', 'Too long')
    big.set('problem', 'p'.repeat(70 * 1024))
    const tooLarge = await fetch(`${server.origin}/staff/case-studies/new`, {
      method: 'POST',
      body: big,
      headers: { cookie, origin: server.origin },
      redirect: 'manual',
    })
    expect(tooLarge.status).toBe(413)
    const photo = new FormData()
    photo.set('name', 'Mallory')
    photo.set('photo', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }), 'big.png')
    const tooBig = await fetch(`${server.origin}/staff/profiles/new`, {
      method: 'POST',
      body: photo,
      headers: { cookie, origin: server.origin },
      redirect: 'manual',
    })
    expect(tooBig.status).toBe(413)
    // A screenshot past its 4 MB, on the screenshots page of the case study added above.
    const list = await (await fetch(`${server.origin}/staff/case-studies`, { headers: { cookie } })).text()
    const id = /\/staff\/case-studies\/([\w-]{36})/.exec(list)![1]
    // Sent by the attacker's own process, which reads the answer while the server stops the upload part way. The file
    // is what is too large, so it is named at its field (400, the form as sent), however the bytes arrive.
    const [oversized] = await attack(server, [
      {
        path: `/staff/case-studies/${id}/screenshots`,
        contentType: 'multipart/form-data; boundary=----shot',
        head: '------shot\r\nContent-Disposition: form-data; name="alt"\r\n\r\nMallory’s five megabyte screenshot\r\n------shot\r\nContent-Disposition: form-data; name="screenshot"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n',
        fill: 'a',
        bytes: 5 * 1024 * 1024,
        headers: { Cookie: cookie },
      },
    ])
    expect(oversized!.status).toBe(400)
    // Read on a connection of its own: the server closes the one whose body it refused unread.
    expect(await (await request.get(`${server.origin}/realworkstudio/about`)).text()).not.toContain('Mallory')
    expect(await (await request.get(`${server.origin}/services/portfolio`)).text()).not.toContain('Too long')
    expect(
      await (await request.get(`${server.origin}/services/portfolio/online-orders-for-a-coffee-roaster`)).text(),
    ).not.toContain('Mallory')
  })

  test('the pages pass axe at 1280 and 390 px and fit a phone', async ({ browser }) => {
    // axe runs as a script in the page: this one test has scripts on.
    const context = await browser.newContext({ javaScriptEnabled: true })
    const page = await context.newPage()
    await signInStaff(page, server.origin, '/staff/profiles', PASSWORD)
    await expect(page.getByRole('heading', { level: 1, name: 'Mentors and team' })).toBeVisible()
    await page.goto(`${server.origin}/staff/case-studies`)
    const edit = await page.getByRole('link', { name: 'Edit', exact: false }).first().getAttribute('href')
    // Staff pages are scanned whole by staff-shell-axe.spec.ts, so here only what this server's records put in them;
    // a case study's screenshots page (a fresh server has no case study) is scanned whole here.
    const scoped = (pathname: string) => pathname.startsWith('/staff') && !pathname.endsWith('/screenshots')
    const paths = [
      `${edit}`,
      `${edit}/screenshots`,
      '/staff/profiles',
      '/staff/profiles/new',
      '/staff/case-studies',
      '/staff/case-studies/new',
      '/realworkstudio/about',
      '/services/portfolio',
      '/services/portfolio/online-orders-for-a-coffee-roaster',
    ]
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 })
      for (const pathname of paths) {
        await page.goto(`${server.origin}${pathname}`)
        expect(
          await axeViolations(page, scoped(pathname) ? page.getByRole('main') : undefined),
          `${pathname} at ${width}`,
        ).toEqual([])
        if (width === 390)
          expect(await page.evaluate(() => document.documentElement.scrollWidth), pathname).toBeLessThanOrEqual(390)
      }
    }
    await context.close()
  })
})
