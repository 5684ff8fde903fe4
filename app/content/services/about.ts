import { claims } from './claims'
import type { ServicesAboutPage } from './schema'
import { servicesPaths } from './urls'

/** Copy of the services about page. Offering prices come from the catalogue. */
export const servicesAbout = {
  seo: {
    title: 'About RealWork Services',
    description:
      'Who builds your software at RealWork: senior-led engineers in Bengaluru, fixed quotes, full code ownership and 3 months of free maintenance after launch.',
  },
  intro: {
    eyebrow: 'About RealWork Services',
    title: 'The software team for businesses that cannot hire one',
    lead: 'We are the services division of RealWork Technologies, Bengaluru. We build websites, apps, backends, AI automations and cloud set-ups, and we stay with our clients after launch.',
  },
  mission: {
    eyebrow: 'Our mission',
    title: 'Make well-built software affordable for small businesses and first-time founders',
    paragraphs: [
      'RealWork Technologies also runs a training studio where engineers learn on real projects. Our delivery team is led by engineers with 5+ years of industry experience, the studio’s strongest graduates join as trainee engineers under their supervision, and every change is reviewed by a senior before it reaches you. That structure is why our prices start where they do.',
      `Most of our clients have never hired a developer before. We explain trade-offs in plain language, quote a fixed price for a written scope, and stay available after launch with ${claims.guarantee}, because software only pays for itself while it keeps working.`,
    ],
    process: {
      title: 'How a project runs',
      steps: [
        { title: 'Free consultation', text: 'A 30-minute call about your goals, users, budget and deadline.' },
        {
          title: 'Written scope and fixed quote',
          text: 'Features, screens, milestones and price on paper before you pay anything.',
        },
        {
          title: 'Build with weekly demos',
          text: 'You click through the latest version on a staging link every week.',
        },
        {
          title: 'Launch and aftercare',
          text: `We go live with you, hand over every account, then look after it free for ${claims.freeMaintenance}.`,
        },
      ],
    },
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'Six services, each with a published starting price',
    lead: 'Starting prices cover a typical first version. Your quote is fixed after a free consultation.',
    items: [
      { serviceId: 'website', summary: 'Business websites and online stores that your own team can edit.' },
      { serviceId: 'mobile-app', summary: 'Android and iOS apps from one codebase, published under your account.' },
      { serviceId: 'web-application', summary: 'SaaS products, portals and dashboards with accounts and payments.' },
      { serviceId: 'backend', summary: 'APIs, databases and integrations that your apps rely on.' },
      { serviceId: 'ai-automation', summary: 'Assistants, document reading and workflow automation for small teams.' },
      { serviceId: 'cloud-devops', summary: 'Hosting, automatic deployments, monitoring and backups done properly.' },
    ],
  },
  capabilities: {
    eyebrow: 'Technical capabilities',
    title: 'The tools we use every week',
    lead: 'We pick mainstream, well-supported technology, so any competent developer can maintain your product after us.',
    groups: [
      { title: 'Frontend', icon: 'layout', items: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS', 'Vue.js'] },
      { title: 'Mobile', icon: 'smartphone', items: ['React Native', 'Flutter', 'Kotlin', 'Swift'] },
      {
        title: 'Backend',
        icon: 'server',
        items: ['Node.js', 'Java Spring Boot', 'Python FastAPI', 'Django', 'GraphQL'],
      },
      { title: 'Databases', icon: 'database', items: ['PostgreSQL', 'MySQL', 'MongoDB', 'Redis', 'Firebase'] },
      {
        title: 'Cloud & DevOps',
        icon: 'cloud',
        items: ['AWS', 'Google Cloud', 'Docker', 'Kubernetes', 'Terraform', 'GitHub Actions'],
      },
      { title: 'AI & Data', icon: 'brain', items: ['OpenAI API', 'LangChain', 'scikit-learn', 'Power BI', 'BigQuery'] },
      { title: 'CMS & Commerce', icon: 'package', items: ['WordPress', 'WooCommerce', 'Shopify', 'Strapi'] },
      { title: 'Design', icon: 'palette', items: ['Figma', 'FigJam', 'Maze', 'Adobe Illustrator'] },
    ],
  },
  advantages: {
    eyebrow: 'Why clients stay',
    title: 'Advantages and guarantees',
    items: [
      {
        title: 'Senior review on every change',
        text: 'An engineer with 5+ years of experience reviews each pull request before it is merged, so quality does not depend on who typed the code.',
        icon: 'shield',
      },
      {
        title: 'Plain-language updates',
        text: 'A short written update every week: what was done, what is next, and any decision we need from you.',
        icon: 'message',
      },
      {
        title: 'Indian pricing, proper paperwork',
        text: 'Rates built for Indian small businesses, GST invoices, and a written agreement covering scope, dates and ownership.',
        icon: 'wallet',
      },
      {
        title: 'A bench that grows with you',
        text: 'Backed by our training studio, we can add engineers when your product needs more hands without a long hiring wait.',
        icon: 'users',
      },
    ],
  },
  guarantees: {
    title: 'What we guarantee in writing',
    items: [
      {
        title: `${claims.freeMaintenance} free after launch`,
        text: `Bug fixes and performance tuning at no charge: ${claims.guarantee}.`,
      },
      {
        title: 'Your quote is the price',
        text: 'Changes outside the written scope are quoted and approved before we do them, never added to an invoice later.',
      },
      {
        title: 'Full ownership',
        text: 'Code, designs, domains and cloud accounts belong to you from the first payment.',
      },
      {
        title: `A reply within ${claims.replyWithin}`,
        text: 'On working days, every message gets a reply from a person on the team within a day.',
      },
    ],
  },
  audiences: {
    eyebrow: 'Who we work with',
    title: 'Four kinds of clients we serve best',
    lead: 'Different starting points, the same way of working.',
    items: [
      {
        title: 'Startup founders',
        text: 'An MVP to test with real customers or show investors, built on a stack that survives growth.',
        icon: 'rocket',
      },
      {
        title: 'Small & mid-sized businesses',
        text: 'Websites, billing tools, apps and dashboards that replace spreadsheets and manual follow-ups.',
        icon: 'briefcase',
      },
      {
        title: 'Overseas micro-businesses',
        text: 'Owner-run firms abroad that need a reliable developer at Indian rates with overlapping working hours.',
        icon: 'globe',
      },
      {
        title: 'Agencies & in-house teams',
        text: 'Extra engineers for a deadline, or a specialist for AI, cloud or mobile work your team does not cover.',
        icon: 'users',
      },
    ],
  },
  cta: {
    title: 'Let’s talk about your project',
    text: `Book a free consultation: we reply within ${claims.replyWithin} and follow up with a written scope and a fixed quote.`,
    primary: { label: 'Get Free Consultation', href: servicesPaths.contact },
    secondary: { label: 'See Services & Pricing', href: servicesPaths.catalogue },
  },
} as const satisfies ServicesAboutPage
