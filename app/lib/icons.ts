import type registry from './icons.json'

/**
 * The name of an icon of the site's sprite. The names and what each one draws (a lucide icon, or a drawing of ours
 * such as the logo) live in one registry, `icons.json`; `scripts/icon-sprite.mjs` turns it into
 * `components/ui/icons.svg`. Content names icons with this type.
 */
export type IconName = keyof typeof registry
