// The custom elements of a page that is read (decision 031): what the page's header, back to top and print do once this
// small module runs, the same as the React components do on a hydrated page. Each wraps markup the server already
// rendered and that works without it; none of them renders markup of its own.
import { observeStepAside } from '~/lib/contact-drawer'
import { closeMenuOnLeave } from '~/lib/header-menu'

/** Scroll offset (px) above which Back to top shows (components/layout/back-to-top.tsx renders it). */
export const BACK_TO_TOP_AFTER = 300

/**
 * `<rw-menu>` around the header's `<details>` menu (components/layout/site-nav.tsx): it closes as SiteNav's does on a
 * hydrated page, by the same code (app/lib/header-menu.ts). A page that is read is left by a document load, so no
 * navigation closes it here.
 */
export class ReadingMenu extends HTMLElement {
  connectedCallback() {
    const menu = this.querySelector('details')
    if (menu) closeMenuOnLeave(menu)
  }
}

/**
 * `<rw-back-to-top data-target="top">` around a hidden button: the button shows while the page is scrolled more than
 * 300 px; it scrolls to the top and moves keyboard focus to the target, so the next Tab starts from the top.
 */
export class ReadingBackToTop extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button')
    if (!button) return
    const update = () => {
      button.hidden = window.scrollY <= BACK_TO_TOP_AFTER
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    button.addEventListener('click', () => {
      document.getElementById(this.dataset.target ?? '')?.focus({ preventScroll: true })
      // html { scroll-behavior: smooth } animates this, except under prefers-reduced-motion.
      window.scrollTo({ top: 0 })
    })
  }
}

/** `<rw-print>` around a hidden Print button and the hint shown without scripts: shows the button, which prints. */
export class ReadingPrint extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button')
    if (!button) return
    button.hidden = false
    for (const hint of this.querySelectorAll<HTMLElement>('[data-print-hint]')) hint.hidden = true
    button.addEventListener('click', () => window.print())
  }
}

/**
 * `<rw-shown-after data-box="guide-enrol">` around the guide's Register bar (components/guides/guide-enrol.tsx): the bar
 * shows (`data-shown`) once the box with that id has scrolled out of the screen above it, or at once without the box.
 */
export class ReadingShownAfter extends HTMLElement {
  connectedCallback() {
    const bar = this.firstElementChild
    const box = document.getElementById(this.dataset.box ?? '')
    if (!bar) return
    if (!box) {
      bar.setAttribute('data-shown', '')
      return
    }
    new IntersectionObserver(([entry]) => {
      if (!entry) return
      bar.toggleAttribute('data-shown', !entry.isIntersecting && entry.boundingClientRect.top < 0)
    }).observe(box)
  }
}

/** A post's cover that failed to load (before or after this ran) is replaced by its `data-fallback` image. */
export function replaceFailedImages() {
  const replace = (image: HTMLImageElement) => {
    const fallback = image.dataset.fallback
    if (fallback && !image.src.endsWith(fallback)) image.src = fallback
  }
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (image.complete && image.naturalWidth === 0) replace(image)
  }
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) replace(event.target)
    },
    true,
  )
}

/**
 * A guide opened at a phase (`#phase-N`, the pager's and the phase bar's links) puts keyboard and screen-reader focus
 * on that phase's heading, as the hydrated guide did when it switched phases in place; not when the visitor has
 * already moved focus. An address with only the fragment (`/…/devops#phase-5`, which the server never sees) opens that
 * phase's own page, the address its phase link has.
 */
export function focusLinkedPhase() {
  const phase = /^#phase-(\d+)$/.exec(location.hash)?.[1]
  if (!phase) return
  const card = document.getElementById(`phase-${phase}`)
  if (!card) {
    const link = document.querySelector<HTMLAnchorElement>(`a[href$="phase=${phase}#phase-${phase}"]`)
    if (link) location.replace(link.href)
    return
  }
  if (document.activeElement === document.body)
    card.querySelector<HTMLElement>('h3[tabindex="-1"]')?.focus({ preventScroll: true })
}

/**
 * The floating Contact Us link (`[data-contact-float]`, components/main/contact-drawer.tsx) steps aside while a form of
 * the page or details marked `data-keep-clear` are in view, as the hydrated page's button does; focus brings it back.
 */
export function tuckContactLink() {
  const link = document.querySelector<HTMLElement>('[data-contact-float]')
  if (!link) return
  observeStepAside(
    () => link,
    (tucked) => link.toggleAttribute('data-tucked', tucked),
  )
  link.addEventListener('focus', () => link.removeAttribute('data-tucked'))
}
