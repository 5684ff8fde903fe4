// Loaded by bench/search.mjs through Vite's module runner, which closes once this module is evaluated: the guides'
// dynamic imports must finish here, before it does.
import { collectDocuments } from '~/server/search.server'

export { SiteSearch } from '~/server/search.server'
export const documents = await collectDocuments()
