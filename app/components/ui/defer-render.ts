/**
 * The class for the card at `index` of a long grid (issue 10, docs/decisions/004 round 8): from the third card on,
 * the browser skips a card's style, layout and paint until it nears the viewport (`.defer-render` in app.css), which
 * shortens the page's first layout on a slow phone. The first two always render: they are on the first screen at every
 * width, where skipping would only cost a second layout. Only for cards of dark text on a light background (see
 * app.css).
 */
export function deferRender(index: number): string | undefined {
  return index >= FIRST_SCREEN_CARDS ? 'defer-render' : undefined
}

/**
 * How many cards of a grid are on the first screen at every width: they render at once (deferRender) and load their
 * images eagerly (the showcase, the blog list).
 */
export const FIRST_SCREEN_CARDS = 2
