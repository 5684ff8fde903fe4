import { createContext, useContext, type ReactNode } from 'react'
import type { GuideIcon } from '~/content/schema'
import type { IconSvgs } from '~/server/icons.server'

const IconsContext = createContext<IconSvgs>({})

/** Makes a loader's icon SVGs available to every <Icon> below, so pages ship no icon components. */
export function IconsProvider({ icons, children }: { icons: IconSvgs; children: ReactNode }) {
  return <IconsContext value={icons}>{children}</IconsContext>
}

/** A decorative content icon, drawn from the page's server-rendered SVGs. */
export function Icon({ name, className = 'h-6 w-6' }: { name: GuideIcon; className?: string }) {
  return <IconSvg svg={useContext(IconsContext)[name]} className={`inline-block shrink-0 ${className}`} />
}

/** A decorative icon whose SVG markup the server rendered (see app/server/icons.server.ts). */
export function IconSvg({ svg, className }: { svg: string | undefined; className: string }) {
  if (!svg) return null
  return <span aria-hidden="true" className={className} dangerouslySetInnerHTML={{ __html: svg }} />
}
