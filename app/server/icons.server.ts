import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ContentIcon } from '~/components/guides/phase-icon'
import { GuideIconSchema, type GuideIcon } from '~/content/schema'

/**
 * Content icons rendered to SVG markup on the server and sent with a page's loader data, so pages ship no icon
 * components (the map of all forty would cost ~4 KB gzip of every first load).
 */
export type IconSvgs = Partial<Record<GuideIcon, string>>

/** SVG markup for the named content icons, for any page's loader (the page then ships no icon map). */
export function iconSvgs(names: Iterable<GuideIcon>): IconSvgs {
  return Object.fromEntries(
    [...new Set(names)].map((name) => [
      name,
      renderToStaticMarkup(createElement(ContentIcon, { name, className: 'h-full w-full' })),
    ]),
  )
}

/** The SVGs of every content icon named by an `icon` field anywhere in a loader's data. */
export function iconsIn(data: unknown): IconSvgs {
  const names = new Set<GuideIcon>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const icon = key === 'icon' ? GuideIconSchema.safeParse(item) : undefined
        if (icon?.success) names.add(icon.data)
        else visit(item)
      }
    }
  }
  visit(data)
  return iconSvgs(names)
}

/** A loader's data plus the SVGs of the icons it names, for <IconsProvider>. */
export function withIcons<T extends object>(data: T): T & { icons: IconSvgs } {
  return { ...data, icons: iconsIn(data) }
}
