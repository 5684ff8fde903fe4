import { claims } from './claims'
import type { ServicesHomePage } from './schema'
import { sitePaths } from '../site-routes'
import { servicesPaths } from './urls'

/** Copy of the services home page. */
export const servicesHome = {
  seo: {
    title: 'RealWork Services: websites, apps, AI and cloud for small businesses',
    description:
      'Websites, mobile apps, web applications, APIs, AI automation and cloud set-ups from a Bengaluru team. Fixed quotes, weekly demos, 3 months of free maintenance.',
  },
  hero: {
    eyebrow: 'RealWork Services · Bengaluru',
    title: 'Websites, apps and AI systems, built by engineers who pick up the phone',
    lead: `We design, build and look after software for startups, small businesses and overseas micro-businesses: a fixed quote before work starts, a demo every week, and ${claims.freeMaintenance} of free maintenance after launch.`,
    quoteLabel: 'Get Quote',
    exploreLabel: 'Explore Services',
  },
  categoriesIntro: {
    eyebrow: 'What we build',
    title: 'Pick what you need built',
    lead: 'Typical delivery times in each area. One project often spans several areas (a web app, its backend and its cloud set-up), and every project starts with a free consultation and a written scope.',
  },
  included: {
    title: 'What’s Included',
    items: [
      'Free consultation and a written scope',
      'Fixed quote with milestone payments',
      'Design that works on every screen size',
      'A demo every week on a staging link',
      'Source code and accounts in your name',
      `${claims.freeMaintenance} of free maintenance after launch`,
    ],
  },
  customQuote: {
    title: 'Custom Quote',
    text: 'Every project is priced from its scope. Tell us what you need and get a fixed quote after a short call.',
    cta: 'Get Quote',
  },
  whyChoose: {
    eyebrow: 'Why choose us',
    title: 'A small team that treats your budget like its own',
    lead: 'Every project runs the same careful way, from the written scope to the weeks after launch.',
    reasons: [
      {
        title: 'Fixed quotes before work starts',
        text: 'You get a written scope and price after a free consultation. If we underestimate the work, that is our cost to absorb, not yours.',
        icon: 'file-text',
      },
      {
        title: 'Talk to the engineers building it',
        text: 'No account-manager relay: the engineer writing your code joins your calls and answers your messages.',
        icon: 'message',
      },
      {
        title: 'You own everything',
        text: 'Source code in your GitHub, domains and cloud accounts in your name, and every password handed over at launch.',
        icon: 'lock',
      },
      {
        title: 'A demo every week',
        text: 'Each week you click through the latest build on a staging link, so you judge real progress rather than status reports.',
        icon: 'eye',
      },
      {
        title: `${claims.freeMaintenance} of free maintenance`,
        text: 'After launch we fix bugs and tune performance at no charge, so problems found by your first real users are ours to solve.',
        icon: 'wrench',
      },
      {
        title: `A reply within ${claims.replyWithin}`,
        text: 'Messages to our services desk get an answer from a person within a day, Monday to Saturday, including after launch.',
        icon: 'zap',
      },
    ],
  },
  whoWeServe: {
    eyebrow: 'Who we serve',
    title: 'Built for businesses without an in-house tech team',
    lead: 'Most of our clients are hiring a developer for the first time. We explain the trade-offs in plain language and size the work to the budget.',
  },
  testimonials: {
    eyebrow: 'Client stories',
    title: 'What our clients say',
    lead: 'Founders and business owners we have built for, in their own words.',
  },
  cta: {
    title: 'Have a project in mind?',
    text: `Tell us what you want to build. We reply within ${claims.replyWithin}, and the first consultation is free, with no obligation to hire us.`,
    primary: { label: 'Get Free Consultation', href: servicesPaths.contact },
    secondary: { label: 'View Portfolio', href: sitePaths.servicesPortfolio },
  },
} as const satisfies ServicesHomePage
