import type { ClientGroup, Stat } from './schema'

/** The division's public claims. Every page reads them from here so the figures never drift apart. */
export const claims = {
  projects: '500+',
  satisfaction: '98%',
  happyClients: '50+',
  freeMaintenance: '3 months',
  /** The after-launch promise, in the words used on the pages. */
  guarantee: '3 months of free maintenance or post-launch optimization',
  replyWithin: '24 hours',
} as const

export const servicesStats = [
  { value: claims.projects, label: 'Projects delivered, all services together' },
  { value: claims.satisfaction, label: 'Client satisfaction' },
  { value: claims.happyClients, label: 'Happy clients who came back for more work' },
  { value: claims.freeMaintenance, label: 'Free maintenance after launch' },
] as const satisfies readonly Stat[]

/** The three client groups of the who-we-serve section (200+, 50+ and 100+). */
export const clientGroups = [
  {
    title: 'Small & mid-sized businesses',
    count: '200+',
    countLabel: 'businesses served',
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
    count: '50+',
    countLabel: 'startups launched',
    icon: 'rocket',
    description:
      'Founders who need an MVP for their first customers or investors, built so it can grow after the seed round instead of being rewritten.',
    typicalWork: ['MVPs in 6 to 12 weeks', 'Mobile apps for Android and iOS', 'AI features and integrations'],
  },
  {
    title: 'Overseas micro-businesses',
    count: '100+',
    countLabel: 'clients abroad',
    icon: 'globe',
    description:
      'Owner-run businesses in the UK, US, Australia and the Gulf who want a dependable developer at Indian rates, with overlapping hours and clear written updates.',
    typicalWork: ['Websites with booking and payments', 'Shopify and WordPress work', 'Ongoing maintenance retainers'],
  },
] as const satisfies readonly ClientGroup[]
