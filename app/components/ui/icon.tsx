import { createContext, useContext, type ReactNode } from 'react'
import { IconSvg } from '~/components/guides/icon-svg'
import type { GuideIcon } from '~/content/schema'

/** SVG markup of the content icons a page uses, rendered by its loader (server/guide-icons.server.ts: iconsIn). */
export type IconSvgMap = Partial<Record<GuideIcon, string>>

const IconsContext = createContext<IconSvgMap>({})

/** Makes a loader's icon SVGs available to every <Icon> below, so pages ship no icon components. */
export function IconsProvider({ icons, children }: { icons: IconSvgMap; children: ReactNode }) {
  return <IconsContext value={icons}>{children}</IconsContext>
}

/** A decorative content icon, drawn from the page's server-rendered SVGs. */
export function Icon({ name, className = 'h-6 w-6' }: { name: GuideIcon; className?: string }) {
  return <IconSvg svg={useContext(IconsContext)[name]} className={`inline-block shrink-0 ${className}`} />
}
