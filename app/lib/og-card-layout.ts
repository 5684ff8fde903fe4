/**
 * The layout of every 1200×630 share image, as satori's element tree: the build renders the pages' images with it
 * (scripts/og-images.mjs) and the server a certificate's (certificate-share-image.server.ts).
 */
export const OG_CARD_WIDTH = 1200
export const OG_CARD_HEIGHT = 630

export interface OgCardText {
  title: string
  division: string
  detail?: string
  eyebrow?: string
}

interface Element {
  type: string
  props: { style: Record<string, unknown>; children: unknown }
}

function h(type: string, style: Record<string, unknown>, ...children: unknown[]): Element {
  return { type, props: { style, children: children.length === 1 ? children[0] : children } }
}

// Inter (the site font, and the only one satori gets here) has no rupee sign; prices read "Rs 5,000" on images.
const printable = (text: string | undefined) => text?.replace(/₹\s?/g, 'Rs ')

/** One card: the mark, the division and the site on top, then an optional eyebrow, the title and a detail line. */
export function ogCard({ title: rawTitle, division, detail: rawDetail, eyebrow }: OgCardText, site: string): Element {
  const title = printable(rawTitle)!
  const detail = printable(rawDetail)
  const size = title.length > 70 ? 52 : title.length > 42 ? 60 : 72
  const inner = OG_CARD_WIDTH - 2 * 72
  // Flat colours only: a gradient made every PNG ~190 KB; flat fills compress to a fraction of that.
  return h(
    'div',
    {
      width: OG_CARD_WIDTH,
      height: OG_CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      padding: '56px 72px',
      fontFamily: 'Inter',
      color: '#ffffff',
      background: '#312e81',
      borderTop: '12px solid #f59e0b',
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center', width: inner },
      h(
        'div',
        {
          width: 60,
          height: 60,
          borderRadius: 14,
          background: '#ffffff',
          color: '#4338ca',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 38,
          fontWeight: 800,
          marginRight: 20,
        },
        'R',
      ),
      h('div', { fontSize: 28, fontWeight: 700, color: '#e0e7ff', flexGrow: 1 }, division),
      h('div', { fontSize: 24, color: '#c7d2fe' }, site),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', justifyContent: 'center', height: 400, width: inner },
      ...(eyebrow ? [h('div', { fontSize: 28, fontWeight: 700, color: '#fcd34d', marginBottom: 16 }, eyebrow)] : []),
      h('div', { fontSize: size, fontWeight: 800, lineHeight: 1.12, width: inner }, title),
      ...(detail ? [h('div', { fontSize: 32, color: '#c7d2fe', marginTop: 20 }, detail)] : []),
    ),
  )
}
