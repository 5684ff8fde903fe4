import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { paddedJpeg } from '../fixtures/hostile-images'
import { expect, openSignedIn, STAFF_PASSWORD, staffCookie, test } from './fixtures'
import type { RunningServer } from './server-process'

// Publishing blog posts from the staff side, on the worker's staff server (`staffServer` in tests/e2e/fixtures.ts): the
// only file there that writes posts or reads the blog, its RSS and the sitemap's posts, so the list holds the four
// built-in posts until this file adds its own (each named with this run's marker). A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const HOSTILE = [
  '## A safe heading',
  'Plain **bold** text and [a fine link](https://example.com/ok).',
  '<script>window.__pwned = 1</script>',
  '[click me](javascript:window.__pwned=2)',
  '<img src="x" onerror="window.__pwned=3">',
  '<a href="javascript:window.__pwned=4">raw html link</a>',
].join('\n\n')

let server: RunningServer
const run = Math.random().toString(36).slice(2, 7)

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function signIn(page: Page, path = '/staff/posts') {
  await openSignedIn(page, server.origin, path, STAFF_PASSWORD)
  await expect(page).toHaveURL(`${server.origin}${path}`)
}

async function publicStatus(path: string) {
  return (await fetch(`${server.origin}${path}`)).status
}

async function text(path: string) {
  return (await fetch(`${server.origin}${path}`)).text()
}

/** An IST datetime-local value `seconds` from now. */
function istInSeconds(seconds: number) {
  return new Date(Date.now() + seconds * 1000 + 330 * 60 * 1000).toISOString().slice(0, 19)
}

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

test.describe('staff publish blog posts', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(({ staffServer }) => {
    server = staffServer.server
  })

  test('refuses every post route without a session, and changes nothing', async () => {
    const cookie = await staffCookie(server.origin, STAFF_PASSWORD)
    const list = await (await fetch(`${server.origin}/staff/posts`, { headers: { cookie } })).text()
    const postId = /\/staff\/posts\/(?!new)([\w-]+)/.exec(list)![1]!
    for (const path of ['/staff/posts', '/staff/posts/new', `/staff/posts/${postId}`]) {
      const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toMatch(/^\/staff\/login/)
    }
    for (const path of ['/staff/posts.data', `/staff/posts/${postId}.data`]) {
      const body = await text(path)
      expect(body, path).toContain('/staff/login')
      expect(body, path).not.toContain('first-tech-job')
    }
    const form = new FormData()
    for (const [k, v] of Object.entries({
      intent: 'publish',
      title: `Forged ${run}`,
      summary: 's',
      body: 'b',
      author: 'x',
    }))
      form.append(k, v)
    for (const path of ['/staff/posts/new', `/staff/posts/${postId}`]) {
      const response = await fetch(`${server.origin}${path}`, { method: 'POST', body: form, redirect: 'manual' })
      expect(response.status, path).toBe(302)
    }
    const deletion = await fetch(`${server.origin}/staff/posts/${postId}`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'delete', confirm: 'yes' }),
      redirect: 'manual',
    })
    expect(deletion.status).toBe(302)
    expect(await text('/blogs')).not.toContain(`Forged ${run}`)
    expect(await publicStatus('/blogs/first-tech-job-in-india-2025')).toBe(200)
  })

  test('drafts, previews, publishes, renames, unpublishes and deletes a post; hostile Markdown stays harmless', async ({
    page,
  }) => {
    test.slow() // a long journey: about 15 s alone, more on the shared 2-CPU machine
    await signIn(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible()
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(5) // the four built-in posts
    await page.getByRole('link', { name: 'New post' }).click()

    const title = `Hiring season notes ${run}`
    const slug = `hiring-season-notes-${run}`
    await page.getByLabel('Title', { exact: true }).fill(title)
    await expect(page.getByLabel('Slug')).toHaveValue(slug)
    await page.getByLabel('Summary').fill('What we saw in this hiring season, and what to do about it.')
    await page.getByLabel('Body (Markdown)').fill(HOSTILE)
    await page.getByLabel('Author', { exact: true }).fill('Priya Raghunathan')

    // A file that only claims to be an image is refused by its bytes.
    await page.getByLabel('Cover image', { exact: true }).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg onload="alert(1)"></svg>'),
    })
    await page.getByLabel('Cover image alt text').fill('A calendar with hiring dates circled')
    await page.getByRole('button', { name: 'Preview' }).click()
    await expect(page.getByText('The cover must be a JPEG, PNG or WebP image.')).toBeVisible()
    // A 49 KB JPEG whose 16000 × 16000 frame hides behind a fill byte would cost each visitor's browser gigabytes.
    await page
      .getByLabel('Cover image', { exact: true })
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(paddedJpeg()) })
    await page.getByRole('button', { name: 'Preview' }).click()
    await expect(page.getByText('The cover is 16000 × 16000 pixels; choose one at most 6000 pixels')).toBeVisible()
    await page.getByLabel('Cover image', { exact: true }).setInputFiles([])

    await page.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('region', { name: 'Preview (not saved)' })
    await expect(preview.getByRole('heading', { name: 'A safe heading' })).toBeVisible()
    await expect(preview.getByRole('link', { name: 'a fine link' })).toHaveAttribute('href', 'https://example.com/ok')
    await expect(preview).toContainText('<script>window.__pwned = 1</script>')
    await expect(preview.locator('a[href^="javascript"], script, img[src="x"]')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()

    // Saved as a draft: the public sees nothing.
    await page
      .getByLabel('Cover image', { exact: true })
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByRole('status')).toHaveText('Saved as a draft. The public cannot see it.')
    const editUrl = page.url()
    expect(await publicStatus(`/blogs/${slug}`)).toBe(404)
    expect(await text('/blogs')).not.toContain(title)
    expect(await text('/blogs/rss.xml')).not.toContain(slug)

    // Published: on the blog, in RSS and in the sitemap, and harmless.
    await page.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status')).toHaveText(/^Published/)
    expect(await text('/blogs')).toContain(title)
    expect(await text('/blogs/rss.xml')).toContain(`/blogs/${slug}</link>`)
    expect(await text('/sitemap.xml')).toContain(`/blogs/${slug}</loc>`)
    await page.getByRole('link', { name: 'View on the blog' }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'A safe heading' })).toBeVisible()
    await expect(page.locator('article a[href^="javascript"], article script, article img[src="x"]')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    const cover = await page.locator('article img').first().getAttribute('src')
    expect(cover).toMatch(/^\/media\/[\w-]+$/)
    const image = await fetch(`${server.origin}${cover}`)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true)

    // A new title keeps the address; the slug of a published post is fixed.
    await page.goto(editUrl)
    await expect(page.getByLabel('Slug')).toHaveAttribute('readonly', '')
    await page.getByLabel('Title', { exact: true }).fill(`${title} (updated)`)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('status')).toHaveText(/^Published/)
    expect(await text(`/blogs/${slug}`)).toContain(`${title} (updated)`)

    // Unpublished: gone from every public list at once.
    await page.getByRole('button', { name: 'Unpublish' }).click()
    await expect(page.getByRole('status')).toHaveText('Saved as a draft. The public cannot see it.')
    expect(await publicStatus(`/blogs/${slug}`)).toBe(404)
    expect(await text('/blogs')).not.toContain(title)
    expect(await text('/blogs/rss.xml')).not.toContain(slug)
    expect(await text('/sitemap.xml')).not.toContain(slug)

    // Deleted, after the confirmation.
    await page.getByLabel('Yes, delete this post').check()
    await page.getByRole('button', { name: 'Delete post' }).click()
    await expect(page.getByRole('status')).toHaveText('The post was deleted.')
    await expect(page.getByRole('link', { name: title })).toHaveCount(0)
    expect((await fetch(`${server.origin}${cover}`)).status).toBe(404)

    // Each step is in the audit log, newest first, with who did it.
    await page.goto(`${server.origin}/staff/audit`)
    const steps = await page
      .getByRole('listitem')
      .filter({ hasText: `a post: ${title}` })
      .allTextContents()
    const verbs = steps.map((step) => /(Created|Edited|Published|Unpublished|Deleted) a post/.exec(step)![1])
    expect(verbs[0]).toBe('Deleted')
    expect(new Set(verbs)).toEqual(new Set(['Created', 'Published', 'Edited', 'Unpublished', 'Deleted']))
    expect(steps.every((step) => step.includes('owner@realwork.example'))).toBe(true)
  })

  test('a scheduled post goes live at its time, and a taken slug is refused', async ({ page }) => {
    test.slow() // waits for the scheduled time
    await signIn(page, '/staff/posts/new')
    const slug = `scheduled-${run}`
    await page.getByLabel('Title', { exact: true }).fill(`Scheduled ${run}`)
    await page.getByLabel('Slug').fill('first-tech-job-in-india-2025')
    await page.getByLabel('Summary').fill('Goes live a few seconds after it is scheduled.')
    await page.getByLabel('Body (Markdown)').fill('Scheduled body.')
    await page.getByLabel('Author', { exact: true }).fill('Rohan Mehta')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Another post already uses this slug. Choose a different one.').first()).toBeVisible()
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`Scheduled ${run}`)

    await page.getByLabel('Slug').fill(slug)
    await page.getByLabel('Publish at (IST, optional)').fill(istInSeconds(4))
    await page.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status')).toHaveText(/^Scheduled/)
    expect(await publicStatus(`/blogs/${slug}`)).toBe(404)
    await expect.poll(() => publicStatus(`/blogs/${slug}`), { timeout: 15_000 }).toBe(200)
    expect(await text('/blogs')).toContain(`Scheduled ${run}`)
  })

  test('works without JavaScript: the server derives the slug, previews and publishes', async ({ browser }) => {
    const { context, page } = await noScriptPage(browser)
    await signIn(page, '/staff/posts/new')
    await page.getByLabel('Title', { exact: true }).fill(`No script post ${run}`)
    await page.getByLabel('Summary').fill('Written with scripts switched off.')
    await page.getByLabel('Body (Markdown)').fill('## Still works\n\n- one\n- two')
    await page.getByLabel('Author', { exact: true }).fill('Priya Raghunathan')
    await page.getByRole('button', { name: 'Preview' }).click()
    await expect(
      page.getByRole('region', { name: 'Preview (not saved)' }).getByRole('heading', { name: 'Still works' }),
    ).toBeVisible()
    await expect(page.getByLabel('Slug')).toHaveValue(`no-script-post-${run}`)
    await page.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('status')).toHaveText(/^Published/)
    expect(await publicStatus(`/blogs/no-script-post-${run}`)).toBe(200)
    await context.close()
  })

  test('post pages pass axe (WCAG 2.2 AA) and fit the screen @phone', async ({ page }) => {
    test.slow() // several axe scans on a shared 2-CPU machine
    await signIn(page)
    await axe(page)
    await page.getByRole('link', { name: 'New post' }).click()
    await page.getByLabel('Title', { exact: true }).fill('Axe check')
    await page.getByLabel('Body (Markdown)').fill('## Heading\n\nText with [a link](https://example.com).')
    await page.getByRole('button', { name: 'Preview' }).click()
    await expect(page.getByRole('alert')).toBeVisible() // summary and author are missing: errors shown too
    await axe(page)
    await page.goto(`${server.origin}/staff/posts`)
    await page.getByRole('link', { name: /Breaking Into Your First Tech Job/ }).click()
    await expect(page.getByLabel('Slug')).toHaveValue('first-tech-job-in-india-2025')
    await axe(page)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
  })
})
