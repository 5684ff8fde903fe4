import type { ClaimId } from '../claims'

/** The studio's numbers band, in display order: claimed figures, each shown only with its basis (claims.ts). */
export const studioStatClaims = [
  'studio-projects',
  'students-trained',
  'technologies',
  'placement-rate',
] as const satisfies readonly ClaimId[]
