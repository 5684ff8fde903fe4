// Entry that scripts/og-images.mjs loads through Vite's module runner: everything is awaited here, because the
// runner closes once this module has been evaluated (a later dynamic import of a guide would fail).
import { company } from '~/content/company'
import { contentShareCards } from '~/lib/og-cards'
import { ogCard } from '~/lib/og-card-layout'
import { ogDivision } from '~/lib/og-image'

export const contentCards = await contentShareCards()
export { company, ogCard, ogDivision }
