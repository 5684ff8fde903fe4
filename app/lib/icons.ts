import type registry from './icons.json'

/**
 * The name of an icon of the site's sprite. The names and the lucide icon each one draws live in one registry,
 * `icons.json`; `scripts/icon-sprite.mjs` turns it into `components/ui/icons.svg`. Content names icons with this type.
 */
export type IconName = keyof typeof registry
