import { expect, test } from './fixtures'

// The courses page on a phone shows a course and its price on the first screen, and a card's facts (duration, level,
// modules) never clip or break word by word, at any width from 360 to 1440 px.
// Run by the phone project (a Pixel 7 set to these sizes): the desktop browser narrowed to them only checked it again.
test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone’s first screens: the phone project runs it')
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ]) {
    test(`a course and its price on the first screen at ${viewport.width}×${viewport.height} @phone`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/realworkstudio/course')
      const card = page.getByRole('article').first()
      await expect(card.getByRole('heading', { name: 'Frontend Development' })).toBeInViewport({ ratio: 1 })
      await expect(card.getByText('₹7,000', { exact: true })).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    })
  }
})

test('the bootcamp cards’ facts fit their boxes on one line from 360 to 1440 px', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/realworkstudio/course')
  await page.addStyleTag({ content: '.defer-render { content-visibility: visible !important; }' })
  const problems: string[] = []
  for (const width of [360, 390, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => new Promise(requestAnimationFrame))
    const found = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main article dl > div')].flatMap((tile) => {
        const card = tile.closest('article')!.getBoundingClientRect()
        const box = tile.getBoundingClientRect()
        const name = tile.closest('article')!.querySelector('h3')!.textContent
        return [...tile.querySelectorAll<HTMLElement>('dt, dd')].flatMap((part) => {
          const lineHeight = parseFloat(getComputedStyle(part).lineHeight)
          const out: string[] = []
          if (part.scrollWidth > part.clientWidth + 1 || part.getBoundingClientRect().right > box.right + 1)
            out.push(`${name}: "${part.textContent}" is cut off`)
          if (part.getBoundingClientRect().height > lineHeight * 1.5) out.push(`${name}: "${part.textContent}" wraps`)
          if (box.right > card.right + 1) out.push(`${name}: the "${part.textContent}" tile leaves its card`)
          return out
        })
      }),
    )
    for (const problem of found) problems.push(`${width}px ${problem}`)
  }
  expect(problems).toEqual([])
})
