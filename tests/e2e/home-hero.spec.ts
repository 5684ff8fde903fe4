import { expect, test } from './fixtures'

// The home hero's calls to action are buttons to both divisions, on the first screen at every width; the facts at a
// glance, with numbers from the catalogue, fill the space beside the heading on a wide screen and follow it on a phone.
test('the home hero leads to the studio and to services from the first screen @phone', async ({ page, isMobile }) => {
  await page.goto('/')
  const hero = page.getByRole('region', { name: /We build software/ })
  const studio = hero.getByRole('link', { name: 'Explore the bootcamps' })
  const services = hero.getByRole('link', { name: 'Hire our engineers' })
  await expect(studio).toHaveAttribute('href', '/realworkstudio')
  await expect(services).toHaveAttribute('href', '/services')
  await expect(studio).toBeInViewport({ ratio: 1 })
  await expect(services).toBeInViewport({ ratio: 1 })
  // The facts at a glance are there at every width: beside the heading on a wide screen, under the buttons on a phone.
  const glance = hero.getByRole('region', { name: 'At a glance' })
  if (!isMobile) await expect(glance).toBeInViewport()
  await expect(glance).toContainText('Bootcamp fee: ₹7,000')
  await expect(glance).toContainText('10 bootcamps')
  await expect(glance).toContainText(/Next batch\s*\d{1,2} \w+ \d{4}/)
  await expect(glance).toContainText('From ₹5,000')
})
