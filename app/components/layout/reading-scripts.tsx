import readingModule from '~/lib/reading/reading-page.ts?worker&url'

/**
 * Speculation rules of a page that is read: the next and previous phase of a guide (`data-prefetch`) are fetched as
 * soon as the page is idle, any other page of ours the visitor's pointer rests on (or, on a phone, that the visitor
 * starts to press) before the click, so the next page opens from the cache without a script of ours. Files and feeds
 * (a path with a dot) are left alone. A browser without speculation rules ignores the script; the server counts no
 * prefetch as a view (app/server/analytics/count-rules.server.ts).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    { where: { selector_matches: 'a[data-prefetch]' }, eagerness: 'eager' },
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }, { not: { href_matches: '/staff*' } }] },
      eagerness: 'moderate',
    },
  ],
})

/**
 * What a page that is read loads instead of React Router's `<Scripts>` (decision 031): the reading module (its custom
 * elements, app/lib/reading/), imported once the page has loaded and its first contentful paint is drawn, so that
 * nothing but the page and its brand font shares the connection with the first paint (what the header's `<details>`
 * menu, the links and the forms need is there without it); and the speculation rules. Both inline with the page's nonce (a prerendered or cached page's
 * policy hashes its inline scripts instead, http/policy.ts).
 */
export function ReadingScripts({ nonce }: { nonce: string | undefined }) {
  // After the load, once the first contentful paint is recorded (it can come after the load's next frames: its text
  // waits up to the brand font's block period; a CI run saw the module start before it), or 3 s after the load where
  // the browser records no paints (a page opened in the background paints nothing).
  const afterPaint =
    "let f=0;const once=()=>f++||go();setTimeout(once,3e3);try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();once()}}).observe({type:'paint',buffered:true})}catch{once()}"
  const load = `const go = () => import(${JSON.stringify(readingModule)}); addEventListener('load', () => {${afterPaint}}, { once: true })`
  return (
    <>
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: load }} />
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
    </>
  )
}
