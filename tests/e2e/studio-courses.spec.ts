import { expect, test } from './fixtures'

test.describe('courses page', () => {
  test('tabs and category filter switch in place and keep each other', async ({ page }) => {
    await page.goto('/realworkstudio/course')
    const tabs = page.getByRole('tablist', { name: 'Course type' })
    const bootcampsTab = tabs.getByRole('tab', { name: '3-Month Bootcamps' })
    await expect(bootcampsTab).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('article')).toHaveCount(10)
    const filters = page.getByRole('group', { name: 'Filter by category' })
    await expect(filters.getByRole('link', { name: 'All Courses' })).toHaveAttribute('aria-current', 'true')

    await filters.getByRole('link', { name: 'Web Development' }).click()
    await expect(page).toHaveURL('/realworkstudio/course?category=web')
    await expect(filters.getByRole('link', { name: 'Web Development' })).toHaveAttribute('aria-current', 'true')
    await expect(panel.getByRole('article')).toHaveCount(4)
    await expect(panel.getByRole('heading', { name: 'MERN Stack Development' })).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Data Science' })).toHaveCount(0)

    await tabs.getByRole('tab', { name: 'Crash Courses' }).click()
    await expect(page).toHaveURL('/realworkstudio/course?tab=crash&category=web')
    await expect(tabs.getByRole('tab', { name: 'Crash Courses' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'React + API Integration' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Flutter App Development' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Docker' })).toHaveCount(0)

    await filters.getByRole('link', { name: 'Mobile Development' }).click()
    await expect(page).toHaveURL('/realworkstudio/course?tab=crash&category=mobile')
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'Flutter App Development' })).toBeVisible()

    await filters.getByRole('link', { name: 'All Courses' }).click()
    await expect(page).toHaveURL('/realworkstudio/course?tab=crash')
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(31)
    await expect(page.getByRole('tabpanel')).toContainText('₹1,000')
    await expect(page.getByRole('tabpanel')).toContainText('₹3,000')
  })

  test('the course tabs follow the keyboard', async ({ page }) => {
    await page.goto('/realworkstudio/course')
    await page.getByRole('tab', { name: '3-Month Bootcamps' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL('/realworkstudio/course?tab=crash')
    await expect(page.getByRole('tab', { name: 'Crash Courses' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Crash Courses' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(page).toHaveURL('/realworkstudio/course')
    await expect(page.getByRole('tab', { name: '3-Month Bootcamps' })).toBeFocused()
  })

  test('bootcamp cards show price and facts; View Details opens the roadmap; Enroll Now pre-selects the course', async ({
    page,
  }) => {
    await page.goto('/realworkstudio/course')
    const card = page.getByRole('article', { name: 'Android Development' })
    await expect(card).toContainText('3 Months')
    await expect(card).toContainText('Beginner → Advanced')
    await expect(card).toContainText('14 modules')
    await expect(card.getByRole('deletion')).toHaveText('₹10,000')
    await expect(card).toContainText('₹7,000')
    await expect(card.getByRole('list', { name: 'Technologies' })).toContainText('Jetpack Compose')
    await expect(card.getByRole('link', { name: 'View Details for Android Development' })).toHaveAttribute(
      'href',
      '/realworkstudio/course/android',
    )
    const genai = page.getByRole('article', { name: 'Generative AI' })
    await expect(genai).toContainText('Intermediate → Advanced')
    await expect(genai.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/realworkstudio/course/genai',
    )
    await expect(page.getByRole('link', { name: 'View Details for Full Stack Development' })).toHaveAttribute(
      'href',
      '/realworkstudio/course/fullstack',
    )

    await card.getByRole('link', { name: 'Enroll Now for Android Development' }).click()
    await expect(page).toHaveURL('/realworkstudio/register?bootcamp=android-development')
    await expect(page.getByRole('combobox', { name: 'Bootcamp' })).toHaveValue('android-development')
  })

  test('a crash course Enroll link names the course on the contact page', async ({ page }) => {
    await page.goto('/realworkstudio/course?tab=crash')
    await page.getByRole('link', { name: 'Enroll in Docker' }).click()
    await expect(page).toHaveURL('/realworkstudio/contact?course=crash-course&crash=docker')
    await expect(page.getByText('You are asking about the crash course Docker.')).toBeVisible()
    await expect(page.getByLabel('Course Interest')).toHaveValue('crash-course')
  })

  test('links every roadmap guide and describes each bootcamp as a schema.org Course in rupees', async ({ page }) => {
    await page.goto('/realworkstudio/course')
    const roadmaps = page.getByRole('region', { name: 'Read the full syllabus before you enrol' })
    await expect(roadmaps.getByRole('link')).toHaveCount(12)
    await expect(roadmaps.getByRole('link', { name: /Cloud Engineering/ })).toHaveAttribute(
      'href',
      '/realworkstudio/course/cloud',
    )
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const courses = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).filter((d) => d['@type'] === 'Course')
    expect(courses).toHaveLength(10)
    for (const course of courses) {
      expect(course.provider).toMatchObject({ '@type': 'Organization', name: 'RealWork Technologies' })
      expect(course.offers).toMatchObject({ '@type': 'Offer', price: 7000, priceCurrency: 'INR' })
    }
  })
})

test.describe('courses page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('tabs and filters are links the server reads', async ({ page }) => {
    await page.goto('/realworkstudio/course')
    await expect(page.getByRole('tab')).toHaveCount(0) // tabs only once scripts can move focus between them
    await page.getByRole('link', { name: 'Crash Courses' }).click()
    await expect(page).toHaveURL('/realworkstudio/course?tab=crash')
    await page.getByRole('link', { name: 'AI & ML', exact: true }).click()
    await expect(page).toHaveURL('/realworkstudio/course?tab=crash&category=ai')
    await expect(page.getByRole('link', { name: 'Crash Courses' })).toHaveAttribute('aria-current', 'true')
    const panel = page.getByRole('region', { name: 'Crash Courses' })
    await expect(panel.getByRole('article')).toHaveCount(3)
    await expect(panel.getByRole('heading', { name: 'LangChain & RAG' })).toBeVisible()
    await page.getByRole('link', { name: '3-Month Bootcamps' }).click()
    await expect(page).toHaveURL('/realworkstudio/course?category=ai')
    await expect(page.getByRole('region', { name: '3-Month Bootcamps' }).getByRole('article')).toHaveCount(2)
  })
})
