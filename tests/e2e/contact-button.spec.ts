import { expect, test, waitForHydration } from './fixtures'

// The floating Contact Us button never covers a form control or the footer's contact details (issue 43): every
// main-site page is scrolled through at 390 and 1280 px by the public sweep (public-sweep.spec.ts). Here, the form it
// once sat on (the talent-pool form's Phone field on /careers at 390 px).

// Run by the phone project (a Pixel 7 set to this size): the desktop browser narrowed to it only checked it again.
test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone’s screen: the phone project runs it')
  test('the button steps aside over the talent-pool form on /careers at 390 px and comes back below it @phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/careers')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Contact Us' })
    await expect(button).toBeInViewport()
    await page.getByLabel('Phone').first().scrollIntoViewIfNeeded()
    await expect(button).not.toBeInViewport()
    await page.getByRole('button', { name: 'Contact Us' }).focus()
    await expect(button).toBeInViewport()
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect(button).toBeInViewport()
  })
})
