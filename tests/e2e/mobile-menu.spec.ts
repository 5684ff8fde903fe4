import { expect, test, waitForHydration } from './fixtures'

// Each division's layout has the same disclosure menu on a phone (components/layout): every way it opens and closes.
const layouts = [
  { name: 'main site', path: '/', link: 'Blog', target: '/blogs' },
  { name: 'studio', path: '/realworkstudio', link: 'Courses', target: '/realworkstudio/course' },
  { name: 'services', path: '/services', link: 'Contact Us', target: '/services/contact' },
]

for (const { name, path, link, target } of layouts) {
  test(`${name} menu opens with the hamburger and closes by its button, the overlay, an outside click, Escape and a link choice @phone`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone layout only')
    await page.goto(path)
    await waitForHydration(page) // the close button, Escape and the outside click need the scripts
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.locator('summary') // the native <details> disclosure
    await expect(toggle).toHaveAccessibleName('Menu')
    const menuLink = nav.getByRole('link', { name: link, exact: true })
    await expect(menuLink).toBeHidden()

    await toggle.click()
    await expect(menuLink).toBeVisible()
    await nav.getByRole('button', { name: 'Close menu' }).click()
    await expect(menuLink).toBeHidden()
    await expect(toggle).toBeFocused() // the close button and Escape hand focus back to the toggle

    await toggle.click()
    await page.getByTestId('menu-overlay').click({ position: { x: 20, y: 600 } })
    await expect(menuLink).toBeHidden()

    // Outside click: on the header bar itself, left of the hamburger, where the overlay does not reach.
    await toggle.click()
    await expect(menuLink).toBeVisible()
    const box = (await toggle.boundingBox())!
    await page.mouse.click(box.x - 80, box.y + box.height / 2)
    await expect(menuLink).toBeHidden()
    await expect(page).toHaveURL(path)

    await toggle.click()
    await page.keyboard.press('Escape')
    await expect(menuLink).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await menuLink.click()
    await expect(page).toHaveURL(target)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(menuLink).toBeHidden()
  })
}
