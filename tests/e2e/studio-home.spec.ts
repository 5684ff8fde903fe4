import { expect, expectHtmlOnly, test, waitForHydration } from './fixtures'

test.describe('studio home', () => {
  test('track selector works with the mouse', async ({ page }) => {
    await page.goto('/realworkstudio')
    const tabs = page.getByRole('tablist', { name: 'Career tracks' })
    await expect(tabs.getByRole('tab')).toHaveCount(10)
    const frontend = tabs.getByRole('tab', { name: 'Frontend Development' })
    await expect(frontend).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel', { name: 'Frontend Development' })
    await expect(panel.getByRole('heading', { name: 'Frontend Development' })).toBeVisible()
    await expect(panel).toContainText('3 Months')
    await expect(panel).toContainText('5 projects')
    await expect(panel).toContainText('₹7,000')
    await expect(panel.getByRole('deletion')).toHaveText('₹10,000')
    await expect(panel.getByRole('list', { name: 'Technologies' })).toContainText('Tailwind CSS')

    await tabs.getByRole('tab', { name: 'AI & Machine Learning' }).click()
    await expect(page).toHaveURL('/realworkstudio') // switched in place
    await expect(frontend).toHaveAttribute('aria-selected', 'false')
    const ai = page.getByRole('tabpanel', { name: 'AI & Machine Learning' })
    await expect(ai).toContainText('10 projects') // the bootcamp's own project list: one count on every page
    await expect(ai.getByRole('list', { name: 'Technologies' })).toContainText('TensorFlow')
    await expect(ai.getByRole('link', { name: 'Register for AI & Machine Learning' })).toHaveAttribute(
      'href',
      '/realworkstudio/register?bootcamp=ai-ml',
    )
    await expect(ai.getByRole('link', { name: 'See the self-paced AI & Machine Learning roadmap' })).toHaveAttribute(
      'href',
      '/realworkstudio/course/aiml',
    )
  })

  test('track selector works with the keyboard (arrows, Home, End; roving focus)', async ({ page }) => {
    await page.goto('/realworkstudio')
    const tabs = page.getByRole('tablist', { name: 'Career tracks' })
    const frontend = tabs.getByRole('tab', { name: 'Frontend Development' })
    await expect(tabs.getByRole('tab', { name: 'Backend Development' })).toHaveAttribute('tabindex', '-1')
    await frontend.focus()
    await page.keyboard.press('ArrowRight')
    const backend = tabs.getByRole('tab', { name: 'Backend Development' })
    await expect(backend).toBeFocused()
    await expect(backend).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('6 projects')
    await page.keyboard.press('End')
    await expect(tabs.getByRole('tab', { name: 'Full Stack Development' })).toBeFocused()
    await expect(page.getByRole('tabpanel', { name: 'Full Stack Development' })).toBeVisible()
    await page.keyboard.press('ArrowRight') // wraps to the first
    await expect(frontend).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(tabs.getByRole('tab', { name: 'Full Stack Development' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(frontend).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel', { name: 'Frontend Development' })).toBeFocused()
  })

  test('highlights, three success stories with profile links, and calls to action', async ({ page }) => {
    await page.goto('/realworkstudio')
    await expect(
      page.getByRole('heading', { name: 'Training that looks like the job, not like a classroom' }),
    ).toBeVisible()
    const stories = page.locator('#stories figure')
    await expect(stories).toHaveCount(3)
    const linkedin = page.getByRole('link', { name: 'LinkedIn profile of Ananya Rao (opens in a new tab)' })
    await expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/ananya-rao-realwork')
    await expect(linkedin).toHaveAttribute('target', '_blank')
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(
      page.getByRole('link', { name: 'GitHub profile of Sneha Kulkarni (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://github.com/sneha-kulkarni-apps')
    await expect(page.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/realworkstudio/course')
    await expect(page.getByRole('link', { name: 'Talk to Admissions' })).toHaveAttribute(
      'href',
      '/realworkstudio/contact',
    )
    await expect(page.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute(
      'href',
      '/realworkstudio/course',
    )
    await expect(page.getByRole('link', { name: 'Contact admissions' })).toHaveAttribute(
      'href',
      '/realworkstudio/contact',
    )
    await page.getByRole('link', { name: 'Register now' }).click()
    await expect(page).toHaveURL('/realworkstudio/register')
  })

  test('highlights and numbers come as HTML only, and with their copy after a client-side navigation', async ({
    page,
  }) => {
    const title = 'Training that looks like the job, not like a classroom'
    await expectHtmlOnly(page, '/realworkstudio', title)
    await page.goto('/realworkstudio/project') // hydrated (the about page is read without React: decision 031)
    await waitForHydration(page)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home', exact: true })
      .first()
      .click()
    await expect(page).toHaveURL('/realworkstudio')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    // The numbers band: only the claim with a basis (technologies taught) on a fresh database, with its mark.
    await expect(page.getByRole('link', { name: 'How we count Technologies taught' })).toBeVisible()
  })

  test('a testimonial photo that fails to load is replaced by an initial-letter circle', async ({ page }) => {
    await page.route('**/images/testimonials/mohammed-irfan.svg', (route) => route.abort())
    await page.goto('/realworkstudio')
    const irfan = page.locator('#stories figure').filter({ hasText: 'Mohammed Irfan' })
    await irfan.scrollIntoViewIfNeeded()
    await expect(irfan.getByTestId('avatar-initial')).toHaveText('M')
    await expect(irfan.locator('img')).toHaveCount(0)
    const ananya = page.locator('#stories figure').filter({ hasText: 'Ananya Rao' })
    await expect(ananya.locator('img')).toHaveCount(1)
  })
})

test.describe('studio home without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('track tabs are links the server answers', async ({ page }) => {
    await page.goto('/realworkstudio')
    // Without scripts the tabs are links (the current one aria-current) and the panel a region named by it.
    await expect(page.getByRole('tab')).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Frontend Development' })).toBeVisible()
    await page.getByRole('link', { name: 'Android Development', exact: true }).click()
    await expect(page).toHaveURL('/realworkstudio?track=android#tracks')
    await expect(page.getByRole('link', { name: 'Android Development', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(page.getByRole('region', { name: 'Android Development' })).toContainText('10 projects')
  })
})
