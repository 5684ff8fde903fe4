import type { ClaimId } from '../claims'
import type { ClientGroup, Stat } from './schema'

/**
 * The division's promises, in the words the pages use. Its claimed figures (projects, satisfaction, clients) are not
 * here: staff keep them with their basis (app/content/claims.ts, docs/decisions/022).
 */
export const claims = {
  freeMaintenance: '3 months',
  /** The after-launch promise, in the words used on the pages. */
  guarantee: '3 months of free maintenance or post-launch optimization',
  replyWithin: '24 hours',
} as const

/** The claimed figures of the services pages' numbers band, in order; each is shown only with its basis. */
export const servicesStatClaims = [
  'services-projects',
  'client-satisfaction',
  'returning-clients',
] as const satisfies readonly ClaimId[]

/** The promise that closes the numbers band: not a claim about the past, so always shown. */
export const maintenanceStat = {
  value: claims.freeMaintenance,
  label: 'Free maintenance after launch',
} as const satisfies Stat

/** The three client groups of the who-we-serve section, each with its claimed count (shown only with its basis). */
export const clientGroups = [
  {
    title: 'Small & mid-sized businesses',
    claim: 'businesses-served',
    icon: 'briefcase',
    description:
      'Clinics, restaurants, retailers, manufacturers and professional firms moving from spreadsheets and WhatsApp groups to a proper website, app or dashboard.',
    typicalWork: [
      'Business websites and online stores',
      'Billing, booking and inventory tools',
      'Sales and stock dashboards',
    ],
  },
  {
    title: 'Startups',
    claim: 'startups-launched',
    icon: 'rocket',
    description:
      'Founders who need an MVP for their first customers or investors, built so it can grow after the seed round instead of being rewritten.',
    typicalWork: ['MVPs in 6 to 12 weeks', 'Mobile apps for Android and iOS', 'AI features and integrations'],
  },
  {
    title: 'Overseas micro-businesses',
    claim: 'clients-abroad',
    icon: 'globe',
    description:
      'Owner-run businesses in the UK, US, Australia and the Gulf who want a dependable developer at Indian rates, with overlapping hours and clear written updates.',
    typicalWork: ['Websites with booking and payments', 'Shopify and WordPress work', 'Ongoing maintenance retainers'],
  },
] as const satisfies readonly ClientGroup[]
