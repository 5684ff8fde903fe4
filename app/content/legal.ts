import { legalDocs } from './legal-docs'
import type { LegalDoc } from './schema'

export function findLegalDoc(slug: string): LegalDoc | undefined {
  return legalDocs.find((doc) => doc.slug === slug)
}
