import type { Page } from '@playwright/test'

// The checks the public sweep (public-sweep.spec.ts) runs on each page it loads, each inside the page: one round trip
// per check.

/** The page's width beyond the viewport, with the deepest elements that stick out, to say what to fix. */
export function sidewaysOverflow(): string[] {
  const doc = document.scrollingElement!
  if (doc.scrollWidth <= window.innerWidth) return []
  const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.right > window.innerWidth + 0.5
  })
  const deepest = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other))).slice(0, 3)
  return [
    `${doc.scrollWidth}px wide`,
    ...deepest.map(
      (el) =>
        `<${el.tagName.toLowerCase()} class="${(el.getAttribute('class') ?? '').slice(0, 50)}"> "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(el.getBoundingClientRect().right)}px`,
    ),
  ]
}

/**
 * Cards are articles and rounded boxes. A descendant overflows when its box pokes out of the card by more than a pixel,
 * unless it sits in a scroller inside the card or is visually hidden (sr-only text is clipped to one pixel).
 */
export function findOverflows(): string[] {
  const cards = document.querySelectorAll<HTMLElement>(
    'main article, main li[class*="rounded-2xl"], main div[class*="rounded-2xl"], main div[class*="rounded-3xl"], main [role="tabpanel"]',
  )
  const found: string[] = []
  for (const card of cards) {
    const box = card.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    for (const el of card.querySelectorAll<HTMLElement>('*')) {
      const r = el.getBoundingClientRect()
      if (r.width <= 1 || r.height <= 1) continue
      // Decorative shapes (empty, not interactive) may bleed into a card's clipped edge on purpose.
      if (!el.textContent?.trim() && !el.matches('a, button, input, select, textarea, img, svg')) continue
      let clipped = false
      for (let a = el.parentElement; a && a !== card; a = a.parentElement) {
        const style = getComputedStyle(a)
        if (style.overflowX !== 'visible' || style.clipPath !== 'none') clipped = true
      }
      if (clipped) continue
      if (r.right > box.right + 1 || r.left < box.left - 1) {
        const name = (card.querySelector('h2, h3, h4')?.textContent ?? card.className.slice(0, 40)).trim()
        found.push(
          `${name}: <${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30)}" by ${Math.round(Math.max(r.right - box.right, box.left - r.left))}px`,
        )
      }
    }
  }
  const doc = document.scrollingElement!
  if (doc.scrollWidth > window.innerWidth + 1) {
    const wide = [...document.querySelectorAll<HTMLElement>('main *')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
    )
    const deepest = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)))[0]
    found.push(
      `page scrolls sideways: ${doc.scrollWidth}px wide (<${deepest?.tagName.toLowerCase()}> "${deepest?.textContent?.trim().slice(0, 30)}")`,
    )
  }
  return found
}

/** Elements with readable text of their own drawn at an opacity below 1 (their own times their ancestors'). */
export function faintText(): string[] {
  const found: string[] = []
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
    if (!own || el.closest('dialog:not([open]), .sr-only, [aria-hidden="true"]')) continue
    if (!el.checkVisibility({ visibilityProperty: true })) continue
    let opacity = 1
    for (let node: HTMLElement | null = el; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity)
    if (opacity < 1) found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" at ${opacity}`)
  }
  return found
}

/** Scrolls the page from top to bottom a screen at a time, letting each screen's observers report (two frames, then
 *  one task more for what their callbacks set), inside the page: one round trip, not three per screen. The height is
 *  read at every step: cards that skip their first layout (deferRender) take their real height as they near the
 *  screen. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // Two frames and a task, or half a second if frames stop coming (a CI run once hung here on a loaded machine).
    const settled = () =>
      Promise.race([
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
        new Promise<void>((resolve) => setTimeout(resolve, 500)),
      ])
    for (let y = 0; ; y += window.innerHeight) {
      const height = document.documentElement.scrollHeight
      window.scrollTo({ top: y, behavior: 'instant' })
      await settled()
      // The end: the last screen is in view, or the page would not scroll as far as asked and did not grow meanwhile
      // (its scroll range is all there is, whatever scrollHeight says).
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) return
      if (window.scrollY < y - 1 && document.documentElement.scrollHeight === height) return
    }
  })
}

/**
 * Scrolls the page from top to end in 150 px steps and lists, at each step, what the button's box covers while it is in
 * view (form controls and the footer's contact details; at the end, any line of text at all), and where the button is
 * away with no form or contact details in view for it to step aside for. Inside the page: one round trip, where a step
 * used to cost five (the 28 pages took 120 s of a CI run's test time).
 */
export async function scanPage(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const button = document.querySelector<HTMLElement>('[data-contact-float]')!
    // Two frames for the button's observers to report, then a task for React to apply what their callbacks set (without
    // it a check once ran before the button had stepped aside); half a second if frames stop coming on a loaded machine.
    const settled = () =>
      Promise.race([
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
        new Promise<void>((resolve) => setTimeout(resolve, 500)),
      ])
    const underButton = (text: boolean): string[] => {
      const box = button.getBoundingClientRect()
      if (box.top >= window.innerHeight || box.bottom <= 0) return []
      const hits = (r: DOMRect) =>
        r.width > 0 &&
        r.height > 0 &&
        r.right > box.left &&
        r.left < box.right &&
        r.bottom > box.top &&
        r.top < box.bottom
      const found: string[] = []
      const guarded = 'main form :is(input:not([type=hidden]), select, textarea, button), [data-keep-clear] *'
      for (const el of document.querySelectorAll<HTMLElement>(guarded))
        if (el.checkVisibility() && hits(el.getBoundingClientRect()))
          found.push(
            `${el.tagName.toLowerCase()} ${(el.getAttribute('name') ?? el.textContent ?? '').trim().slice(0, 30)}`,
          )
      if (!text) return found
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!node.textContent?.trim() || button.contains(node) || !parent || parent.closest('dialog, .sr-only'))
          continue
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        if ([...range.getClientRects()].some(hits)) found.push(`text "${node.textContent.trim().slice(0, 30)}"`)
      }
      return found
    }
    // Whether a form of the page or the footer's contact details are in view.
    const asideFor = () =>
      [...document.querySelectorAll('main form, [data-keep-clear]')].some((el) => {
        const r = el.getBoundingClientRect()
        return r.bottom > 0 && r.top < window.innerHeight && r.height > 0
      })
    const problems: string[] = []
    for (let y = 0; ; y += 150) {
      const height = document.documentElement.scrollHeight
      window.scrollTo({ top: y, behavior: 'instant' })
      await settled()
      // The end: the last screen is in view, or the page would not scroll as far as asked and did not grow meanwhile.
      const atEnd =
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1 ||
        (window.scrollY < y - 1 && document.documentElement.scrollHeight === height)
      // On a loaded machine the observers may report after the frames above (a CI run once read the footer's text
      // under the button at the page's end): give it up to two seconds to step aside before calling it in the way.
      let under = underButton(atEnd)
      for (let waited = 0; under.length > 0 && waited < 2000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        under = underButton(atEnd)
      }
      for (const what of under) problems.push(`at ${y}px: ${what}`)
      // It is there whenever nothing it steps aside for is in view.
      if (!asideFor() && !(button.getBoundingClientRect().top < window.innerHeight))
        problems.push(`at ${y}px: the button is away with no form or contact details in view`)
      if (atEnd) return problems
    }
  })
}
