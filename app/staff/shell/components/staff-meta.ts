import type { MetaDescriptor } from 'react-router'

/** A staff page's title as the browser shows it. */
export const staffTitle = (title: string) => `${title} | RealWork staff inbox`

/** Every staff page: its own title, kept out of search engines (the X-Robots-Tag header says the same). */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: staffTitle(title) }, { name: 'robots', content: 'noindex, nofollow' }]
}
