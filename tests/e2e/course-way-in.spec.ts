import type { Page } from '@playwright/test'
import { axeViolations, expect, test, waitForHydration, waitForReadingModule } from './fixtures'

// The way in from every course page (issue 56): a roadmap guide with a bootcamp shows its fee, next batch and Register
// on a phone's first screen; a sticky bar keeps Register in reach while the syllabus is read; Enroll Now on a course
// card opens the registration with that course chosen.

const GUIDE = '/realworkstudio/course/frontend'
const REGISTER = '/realworkstudio/register?bootcamp=frontend-development'
const wayIn = (page: Page) => page.getByRole('region', { name: 'Join the Frontend Development bootcamp' })
const bar = (page: Page) => page.locator('.guide-bar')

test.describe('a guide’s first screen on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the 390 × 844 phone’s first screen')

  test('shows the fee, the next batch and Register without scrolling @phone', async ({ page }) => {
    await page.goto(GUIDE)
    const box = wayIn(page)
    await expect(box.getByText('₹7,000', { exact: true })).toBeInViewport({ ratio: 1 })
    await expect(box.getByText('Next batch')).toBeInViewport({ ratio: 1 })
    // The next batch's date, as the courses page's card gives it (the staff's batch or the studio calendar's).
    await expect(box.locator('dd').nth(1)).toHaveText(/\d{1,2} [A-Z][a-z]+ \d{4}/)
    const register = box.getByRole('link', { name: 'Register for Frontend Development' })
    await expect(register).toBeInViewport({ ratio: 1 })
    await expect(register).toHaveAttribute('href', REGISTER)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a sticky bar keeps Register in reach while reading, moves nothing and covers no end @phone', async ({
    page,
  }) => {
    await page.goto(GUIDE)
    await waitForReadingModule(page)
    // While the header's Register is on screen the bar waits hidden, out of the tab order.
    await expect(bar(page)).toBeHidden()
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.getByRole('heading', { level: 2, name: 'Roadmap' }).scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 1500))
    const register = bar(page).getByRole('link', { name: 'Register for Frontend Development' })
    await expect(register).toBeInViewport({ ratio: 1 })
    await expect(bar(page)).toContainText('₹7,000')
    // Sticky at the screen's foot: its bottom is the viewport's.
    const box = (await bar(page).boundingBox())!
    expect(Math.round(box.y + box.height)).toBe(844)
    // No layout shift: the bar's place in the flow was there from the start.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height)
    // At the end of the guide it sits in the flow below the last section, covering none of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const next = page.getByRole('region', { name: 'Learn it in the Frontend Development bootcamp' })
    await expect(next).toBeInViewport()
    const nextBox = (await next.boundingBox())!
    const endBar = (await bar(page).boundingBox())!
    expect(endBar.y).toBeGreaterThanOrEqual(nextBox.y + nextBox.height)
    // Keyboard: its Register is reached and followed like any link.
    await register.focus()
    await expect(register).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(REGISTER)
    await expect(page.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('frontend-development')
  })

  test('under reduced motion the bar appears without sliding @phone', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(GUIDE)
    await waitForReadingModule(page)
    await page.evaluate(() => window.scrollBy(0, 3000))
    await expect(bar(page)).toBeVisible()
    const duration = await bar(page).evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration))
    expect(duration).toBeLessThan(0.001)
  })
})

test('on a laptop the way in is in the header and the bar is not shown', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the laptop’s layout')
  await page.goto(GUIDE)
  await waitForReadingModule(page)
  await expect(wayIn(page).getByText('₹7,000', { exact: true })).toBeInViewport()
  await expect(wayIn(page).getByRole('link', { name: 'Register for Frontend Development' })).toBeInViewport()
  await page.evaluate(() => window.scrollBy(0, 3000))
  await expect(page.getByRole('heading', { level: 2, name: 'Roadmap' })).toBeVisible()
  await expect(bar(page)).toBeHidden()
  expect(await axeViolations(page)).toEqual([])
})

test('a roadmap without a bootcamp offers no fee and no bar @phone', async ({ page }) => {
  await page.goto('/realworkstudio/course/devops')
  await expect(page.getByRole('heading', { level: 1, name: /DevOps/ })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Join the / })).toHaveCount(0)
  await expect(bar(page)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Ask about this course' }).first()).toBeVisible()
})

test('Enroll Now lands on the registration with the course chosen @phone', async ({ page }) => {
  await page.goto('/realworkstudio/course')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Enroll Now for Backend Development' }).click()
  await expect(page).toHaveURL('/realworkstudio/register?bootcamp=backend-development')
  await expect(page.getByRole('heading', { level: 1, name: 'Register for Backend Development Bootcamp' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('backend-development')
})

test('the guide with its way in passes axe on a phone, scrolled to the bar @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone’s bar')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(GUIDE)
  await waitForReadingModule(page)
  expect(await axeViolations(page)).toEqual([])
  await page.evaluate(() => window.scrollBy(0, 3000))
  await expect(bar(page)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
