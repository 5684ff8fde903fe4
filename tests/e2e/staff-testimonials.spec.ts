import type { Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { axeViolations, expect, openSignedIn, STAFF_EMAIL, STAFF_PASSWORD, test } from './fixtures'
import type { RunningServer } from './server-process'

// Staff manage testimonials at /staff/testimonials on the worker's staff server (`staffServer` in
// tests/e2e/fixtures.ts; no other journey there changes a testimonial): one added with a photo shows on the studio home
// at once (the photo resized, from /media); one without a consent date cannot be shown; hiding takes it off; reordering
// changes the public order. Every form is a plain form: all of it runs without scripts.

let server: RunningServer

async function publicHtml(pathname: string) {
  const response = await fetch(`${server.origin}${pathname}`)
  return response.text()
}

/** The names in the studio home's success stories, in page order. */
async function storyNames(pathname = '/realworkstudio'): Promise<string[]> {
  const html = await publicHtml(pathname)
  const section = html.slice(html.indexOf('id="stories"'))
  return [...section.matchAll(/<p class="font-bold text-slate-900">([^<]+)<\/p>/g)].map((m) => m[1]!)
}

function photo(): Buffer {
  const png = new PNG({ width: 600, height: 400 })
  for (let i = 0; i < 600 * 400; i++) png.data.set([40 + (i % 600) / 4, 120, 200, 255], i * 4)
  return PNG.sync.write(png)
}

/** 90 × 60 pixels of lossy WebP (libwebp). */
const WEBP = Buffer.from(
  'UklGRrwAAABXRUJQVlA4ILAAAABwCQCdASpaADwAPjEWiUMiISETVXggAwSgDUTQA/EDTNfg7+oH+A3wH6zYgF8A/ID+Ab//nAH8AygD9QAEwiTJD79Cr4gRsjbLzRj1L4ycDBVxiuAA/v6HnnuLVmYszypN3g62bJFrCFTzXhwhprRHRuQEngt7dIMMUIs436vO7MtOfayoEdJc31ucGzoQT7graEXAUg22EaWBMXa2HeWdtFMFcJOwKd8e1C35AgAAAA==',
  'base64',
)

async function signIn(page: Page) {
  await openSignedIn(page, server.origin, '/staff/testimonials', STAFF_PASSWORD)
  await expect(page).toHaveURL(`${server.origin}/staff/testimonials`)
}

async function fillTestimonial(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Role', { exact: true }).fill('Full Stack Developer')
  await page.getByLabel('Company', { exact: true }).fill('a Kochi travel startup')
  await page
    .getByLabel('Quote')
    .fill(
      'I came from a mechanical background and the bootcamp made me ship a booking app with real payments. My mentor’s reviews are why I passed the system design round.',
    )
  await page.getByLabel('Rating').selectOption('5')
  await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/example-graduate')
}

test.describe('staff manage testimonials', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ javaScriptEnabled: false })

  test.beforeAll(({ staffServer }) => {
    server = staffServer.server
  })

  test('refuses /staff/testimonials and its forms without a session; the imported ones are public', async () => {
    for (const pathname of ['/staff/testimonials', '/staff/testimonials/new']) {
      const response = await fetch(`${server.origin}${pathname}`, { redirect: 'manual' })
      expect(response.status).toBe(302)
    }
    const post = await fetch(`${server.origin}/staff/testimonials`, {
      method: 'POST',
      body: new URLSearchParams({ id: 'studio-sneha-kulkarni', direction: 'up' }),
      redirect: 'manual',
    })
    expect(post.status).toBe(302)
    // Nor can a delete be posted without one.
    const remove = await fetch(`${server.origin}/staff/testimonials/studio-ananya-rao`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'delete', confirm: 'Ananya Rao' }),
      redirect: 'manual',
    })
    expect(remove.status).toBe(302)
    expect(remove.headers.get('location')).toMatch(/^\/staff\/login/)
    expect(await storyNames()).toEqual(['Ananya Rao', 'Mohammed Irfan', 'Sneha Kulkarni'])
    expect(await publicHtml('/services')).toContain('Kaapi Trails Coffee')
  })

  test('a testimonial without a consent date cannot be shown: the form says why', async ({ page }) => {
    await signIn(page)
    await page.getByRole('link', { name: 'Add a testimonial' }).click()
    await expect(page.getByText('India’s Digital Personal Data Protection Act, 2023')).toBeVisible()
    await fillTestimonial(page, 'Nikhil Varghese')
    await page.getByLabel('Shown on the site').check()
    await page.getByRole('button', { name: 'Add the testimonial' }).click()
    await expect(page.getByText('Nothing was saved.')).toBeVisible()
    const consent = page.getByLabel('Consent recorded on')
    await expect(consent).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Record the day consent was given before showing this testimonial')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Nikhil Varghese')
    // The server refuses it however it is sent.
    expect(await storyNames()).not.toContain('Nikhil Varghese')
    await page.goto(`${server.origin}/staff/testimonials`)
    await expect(page.getByRole('row', { name: /Nikhil Varghese/ })).toHaveCount(0)
  })

  test('one added with a photo shows on the studio home, the photo resized and cached', async ({ page }) => {
    await signIn(page)
    await page.getByRole('link', { name: 'Add a testimonial' }).click()
    await fillTestimonial(page, 'Nikhil Varghese')
    await page.getByLabel('Photo').setInputFiles({ name: 'nikhil.png', mimeType: 'image/png', buffer: photo() })
    await page.getByLabel('Consent recorded on').fill('2026-11-02')
    await page.getByLabel('Shown on the site').check()
    await page.getByRole('button', { name: 'Add the testimonial' }).click()
    await expect(page.getByRole('status')).toHaveText('Nikhil Varghese: Saved. The site shows it now.')
    await expect(page.getByRole('row', { name: /Nikhil Varghese/ })).toContainText('Shown')

    expect(await storyNames()).toEqual(['Ananya Rao', 'Mohammed Irfan', 'Sneha Kulkarni', 'Nikhil Varghese'])
    const html = await publicHtml('/realworkstudio')
    const src = /<img[^>]*src="(\/media\/[\w-]+)"/.exec(html.slice(html.indexOf('Nikhil Varghese') - 3000))?.[1]
    expect(src).toBeTruthy()
    const image = await fetch(`${server.origin}${src}`)
    expect(image.headers.get('content-type')).toBe('image/jpeg')
    expect(image.headers.get('cache-control')).toContain('immutable')
    expect((await image.arrayBuffer()).byteLength).toBeLessThan(20_000)
    expect(html).toContain('Full Stack Developer, a Kochi travel startup')
    expect(html).toContain('Rated 5 out of 5')

    // A photo of another kind is refused by its bytes, whatever its name says.
    await page.getByRole('link', { name: 'Edit Nikhil Varghese' }).click()
    await page.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'face.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    })
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('The photo must be a JPEG, PNG or WebP image.')).toBeVisible()
    // A WebP replaces it, made into the same small JPEG.
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'face.webp', mimeType: 'image/webp', buffer: WEBP })
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('status')).toHaveText('Nikhil Varghese: Saved. The site shows it now.')
    const replaced = /<img[^>]*src="(\/media\/[\w-]+)"/.exec(
      (await publicHtml('/realworkstudio')).split('Nikhil Varghese')[0]!.slice(-3000),
    )?.[1]
    expect(replaced).toBeTruthy()
    expect(replaced).not.toBe(src)
    expect((await fetch(`${server.origin}${replaced}`)).headers.get('content-type')).toBe('image/jpeg')
    expect((await fetch(`${server.origin}${src}`)).status).toBe(404)

    await page.goto(`${server.origin}/staff/audit`)
    const entry = page.getByRole('listitem').filter({ hasText: 'Added a testimonial' }).first()
    await expect(entry).toContainText(STAFF_EMAIL)
    await expect(entry).toContainText('Testimonial of Nikhil Varghese')
  })

  test('reordering changes the public order; hiding takes it off the site', async ({ page }) => {
    await signIn(page)
    await page.getByRole('button', { name: 'Move up: Nikhil Varghese' }).click()
    await expect(page.getByRole('status')).toHaveText('Nikhil Varghese: Moved. The site shows the new order now.')
    await page.getByRole('button', { name: 'Move up: Nikhil Varghese' }).click()
    expect(await storyNames()).toEqual(['Ananya Rao', 'Nikhil Varghese', 'Mohammed Irfan', 'Sneha Kulkarni'])
    await expect(page.getByRole('button', { name: 'Move up: Ananya Rao' })).toBeDisabled()

    await page.getByRole('link', { name: 'Edit Nikhil Varghese' }).click()
    await page.getByLabel('Shown on the site').uncheck()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('row', { name: /Nikhil Varghese/ })).toContainText('Hidden')
    expect(await storyNames()).toEqual(['Ananya Rao', 'Mohammed Irfan', 'Sneha Kulkarni'])

    await page.goto(`${server.origin}/staff/audit`)
    await expect(page.getByRole('listitem').filter({ hasText: 'Reordered the testimonials' }).first()).toContainText(
      'position: 3 → 2',
    )
    await expect(page.getByRole('listitem').filter({ hasText: 'Changed a testimonial' }).first()).toContainText(
      'shown: shown → hidden',
    )
  })

  test('deleting one at its person’s request removes it, its photo and their name from the audit log', async ({
    page,
  }) => {
    await signIn(page)
    await page.getByRole('link', { name: 'Edit Nikhil Varghese' }).click()
    const photoSrc = await page.getByRole('img', { name: 'Current photo' }).getAttribute('src')
    expect(photoSrc).toMatch(/^\/media\/[\w-]+$/)
    expect((await fetch(`${server.origin}${photoSrc}`)).status).toBe(200)
    const remove = page.getByRole('region', { name: 'Delete this testimonial' })
    // The name must be typed as shown.
    await remove.getByLabel('Type Nikhil Varghese to confirm').fill('Nikhil')
    await remove.getByRole('button', { name: 'Delete the testimonial' }).click()
    await expect(page.getByRole('alert')).toContainText('Type the name exactly as it is shown, Nikhil Varghese')
    expect((await fetch(`${server.origin}${photoSrc}`)).status).toBe(200)

    await page.getByLabel('Type Nikhil Varghese to confirm').fill('Nikhil Varghese')
    await page.getByRole('button', { name: 'Delete the testimonial' }).click()
    await expect(page).toHaveURL(`${server.origin}/staff/testimonials?deleted=1`)
    await expect(page.getByRole('status')).toHaveText(
      'Deleted. It is off the site, and its name, words and photo are gone from the database.',
    )
    await expect(page.getByRole('row', { name: /Nikhil Varghese/ })).toHaveCount(0)
    expect((await fetch(`${server.origin}${photoSrc}`)).status).toBe(404)
    expect(await publicHtml('/realworkstudio')).not.toContain('Nikhil Varghese')

    await page.goto(`${server.origin}/staff/audit`)
    const entry = page.getByRole('listitem').filter({ hasText: 'Deleted a testimonial' }).first()
    await expect(entry).toContainText('A testimonial on the studio home')
    await expect(entry).toContainText('deleted with its photo')
    await expect(entry).toContainText(STAFF_EMAIL)
    await expect(page.getByText('Deleted testimonial').first()).toBeVisible() // the earlier entries about it
    await expect(page.locator('main')).not.toContainText('Nikhil Varghese')
  })

  test('the testimonial pages pass axe and fit a 390 px screen', async ({ browser }) => {
    // axe runs as a script in the page: this one test has scripts on.
    const context = await browser.newContext({ javaScriptEnabled: true })
    const page = await context.newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page)
    for (const pathname of [
      '/staff/testimonials',
      '/staff/testimonials/new',
      '/staff/testimonials/studio-ananya-rao',
    ]) {
      await page.goto(`${server.origin}${pathname}`)
      expect(await axeViolations(page, page.getByRole('main')), pathname).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), pathname).toBeLessThanOrEqual(390)
    }
    await context.close()
  })
})
