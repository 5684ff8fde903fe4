import { sitePaths } from '../site-routes'
import { servicesContact } from './contact'
import { EXAMPLES_ANCHOR } from './urls'

/** Copy of the services portfolio (/services/portfolio) and each case study's page (docs/decisions/022). */
export const servicesPortfolio = {
  seo: {
    title: 'Portfolio: case studies of websites, apps and AI systems we built',
    description:
      'Case studies from RealWork Services, Bengaluru: the client’s problem, what we built, the stack, the results in numbers and the live link.',
  },
  intro: {
    eyebrow: 'Portfolio',
    title: 'Case studies, with the numbers',
    lead: 'Each case study names the problem a client brought us, what we built, the technologies, what changed in numbers and where you can see it live. Some clients ask us not to name them; we then say what kind of business it is.',
  },
  empty: {
    title: 'Our case studies are being written up',
    text: 'We publish a case study only when the client has agreed to it in writing and we can show results with real numbers, so this page is empty for now. Meanwhile you can see the kind of projects each service covers, or tell us about yours: we reply with a written scope and a fixed quote.',
    examples: { label: 'See project examples by service', href: `${sitePaths.servicesCatalogue}#${EXAMPLES_ANCHOR}` },
    formTitle: 'Tell us about your project',
  },
  /** The form's thank-you, the same as on the contact page. */
  sent: servicesContact.sent,
  unnamed: 'A client in {sector}',
  card: { read: 'Read the case study', readFor: 'about {title}' },
  page: {
    client: 'Client',
    problem: 'The problem',
    built: 'What we built',
    stack: 'Technologies',
    results: 'Results',
    live: 'See it live',
    liveNote: '(opens in a new tab)',
    back: 'All case studies',
    cta: {
      title: 'Have a similar problem?',
      text: 'Tell us what is slowing your business down. We reply with a written scope and a fixed quote.',
      primary: { label: 'Get a quote', href: sitePaths.servicesContact },
      secondary: { label: 'See services and prices', href: sitePaths.servicesCatalogue },
    },
    notFound: 'No such case study',
  },
} as const
