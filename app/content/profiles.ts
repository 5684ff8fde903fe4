/** What the public profile cards say around a mentor's or team member's own words (docs/decisions/022). */
export const profileCardCopy = {
  years: { one: '1 year in industry', other: '{n} years in industry' },
  linkedin: 'LinkedIn',
  linkedinFor: 'profile of {name} (opens in a new tab)',
} as const
