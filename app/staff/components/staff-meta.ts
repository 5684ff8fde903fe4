import type { MetaDescriptor } from 'react-router'

/** Every staff page: its own title, kept out of search engines (the X-Robots-Tag header says the same). */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | RealWork staff inbox` }, { name: 'robots', content: 'noindex, nofollow' }]
}
