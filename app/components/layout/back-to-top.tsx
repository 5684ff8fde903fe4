import { Icon } from '~/components/ui/icon'

/**
 * Back-to-top button of the guides, which are read without React (decision 031): rendered hidden, shown by
 * `<rw-back-to-top>` (app/lib/reading/elements.ts) while the page is scrolled more than 300 px; it scrolls to the top
 * and moves keyboard focus to `#{targetId}` (a focusable anchor at the very start of the layout), so the next Tab
 * starts from the top. Without scripts it never shows: the page's Home key and the browser's own scroll do its work.
 */
export function BackToTop({ targetId }: { targetId: string }) {
  return (
    <rw-back-to-top data-target={targetId}>
      <button
        type="button"
        hidden
        className="no-print fixed right-4 bottom-4 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-indigo-700 text-white shadow-lg ring-1 ring-indigo-900/20 transition hover:bg-indigo-800 sm:right-6 sm:bottom-6"
      >
        <Icon name="arrow-up" className="h-5 w-5" />
        <span className="sr-only">Back to top</span>
      </button>
    </rw-back-to-top>
  )
}
