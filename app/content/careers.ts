import { company } from './company'

/**
 * The careers pages' copy (docs/decisions/017). Only what the site states elsewhere about the company: Bengaluru,
 * founded 2023, a training studio whose mentors still work on client projects, a services division that builds for
 * startups and small businesses. No salary, perk or office that the site does not state.
 */
export const careersPage = {
  seo: {
    title: 'Careers at RealWork Technologies: mentors, interns and engineers',
    description:
      'Work at RealWork Technologies in Bengaluru: teach in our training studio as a mentor or intern, or build websites, apps and AI systems for clients in our services division. See open roles or join our talent pool.',
  },
  eyebrow: 'Careers',
  title: 'Teach what you build, build what you teach',
  lead: `${company.name} is a Bengaluru software company founded in ${company.founded}. Our engineers build software for clients and teach the next engineers in our training studio. We hire people who want to do both well.`,
  why: {
    title: 'Why work with us',
    points: [
      {
        icon: 'code',
        title: 'Real client work',
        text: 'The services division builds websites, apps, backends, AI automations and cloud set-ups for startups and small businesses, and stays with them after launch. You ship software people use.',
      },
      {
        icon: 'graduation-cap',
        title: 'Teaching is part of the job',
        text: 'RealWork Studio runs three-month, project-based bootcamps. Its mentors are engineers who still work on our client projects, so what they teach is what they used last week.',
      },
      {
        icon: 'users',
        title: 'Reviews that make you better',
        text: 'We review code the way we ask our mentors to review learners’ pull requests: specific, kind, and until it meets the standard we hold client work to.',
      },
      {
        icon: 'map-pin',
        title: 'Bengaluru, and across India',
        text: 'Our office is on Residency Road in Bengaluru. A role may also be open to people working remotely from anywhere in India; each opening says where it is based.',
      },
    ],
  },
  teams: {
    title: 'Who we hire',
    items: [
      {
        title: 'Mentors for the training studio',
        text: 'Engineers with at least five years of building and running production software, in web and full stack, AI and data, mobile, or cloud and DevOps. You teach live classes, review pull requests and hold weekly one-to-one check-ins.',
      },
      {
        title: 'Interns for the training studio',
        text: 'Recent graduates and final-year students who have built and deployed projects of their own. You help run batches, answer learners’ doubts and build alongside a mentor.',
      },
      {
        title: 'Engineers for the services division',
        text: 'Developers who take a client’s brief to a release: frontend, backend, mobile, AI and cloud work, with mainstream, well-supported technology any competent developer can maintain after us.',
      },
    ],
  },
  openings: {
    title: 'Open roles',
    countOne: 'One role is open.',
    countMany: 'roles are open.',
    none: 'We have no open roles right now.',
    noneDetail:
      'We post a role here only when a team is ready to hire, and no team is right now. Leave your résumé in our talent pool below and we will write to you when a role that fits you opens.',
    applyBy: 'Apply by',
    view: 'See the role',
  },
  process: {
    title: 'How we hire',
    steps: [
      'You apply with your résumé on the role’s page. There is no account to create.',
      'Someone from the team that is hiring reads it; no software screens it out.',
      'If it fits, a first conversation by phone or video, then a practical round: a short teaching session for mentor roles, a coding exercise for engineering roles.',
      'We tell you the outcome by email either way.',
    ],
  },
  talentPool: {
    title: 'Join our talent pool',
    lead: 'Tell us what kind of work you want to do and attach your résumé. When a role like it opens, we write to you.',
    interestLabel: 'Area of interest',
    interestHint: 'For example: mentoring React and Node.js, an AI and data internship, or Android development.',
    submit: 'Join the talent pool',
    thankYou: 'You are in our talent pool',
    thankYouDetail: 'We have your details and résumé. We will email you when a role that fits opens.',
  },
} as const

/** The copy of one opening's page and its Apply form. */
export const openingPageCopy = {
  back: 'All open roles',
  facts: { team: 'Team', location: 'Location', type: 'Type', applyBy: 'Apply by', salary: 'Salary' },
  apply: {
    title: 'Apply for this role',
    lead: 'It takes a few minutes. We read every application ourselves.',
    submit: 'Send my application',
    thankYou: 'Your application is in',
    thankYouDetail: 'We have your application and résumé. Someone from the team will read it and write to you.',
  },
  fields: {
    linkedin: 'LinkedIn profile',
    linkedinHint: 'Your profile’s https address, like https://www.linkedin.com/in/your-name.',
    note: 'A short note',
    noteHint: 'Why this role, or anything your résumé does not say.',
    reattach:
      'Please attach your résumé again: for your safety, browsers do not keep a chosen file after the page reloads.',
  },
  closed: {
    title: 'This role is closed',
    text: 'We are no longer taking applications for it. See the roles that are open now, or join our talent pool to hear about the next one.',
    link: 'See open roles',
  },
  notFound: 'Opening not found',
} as const
