import { companyNames } from './company-names'
import type { LandingPage } from './schema'
import { sitePaths } from './site-routes'
import type { IconName } from '~/lib/icons'
import type { ClaimId } from './claims'

/** Copy of the landing page. */

export const landingSeo = {
  title: `${companyNames.name}: career bootcamps, software services and AI products in Bengaluru`,
  description:
    'Job-focused 3-month bootcamps at student prices, software for startups and small businesses, and generative-AI products, from a Bengaluru team of working engineers.',
}

export const hero = {
  eyebrow: 'Bengaluru · Training · Software · Generative AI',
  title: 'We build software, and we build the engineers who build it.',
  lead: 'RealWork Technologies trains students and career switchers on the same kind of projects our services team ships for clients, so what you learn is what the industry actually pays for.',
  cards: [
    {
      key: 'training',
      title: 'Training',
      tag: 'LIVE',
      text: 'Three-month career bootcamps and short crash courses, taught by working engineers, built around real projects.',
      href: sitePaths.studio,
      cta: 'Explore the studio',
    },
    {
      key: 'services',
      title: 'Services',
      text: 'Websites, apps, backends, AI automation and cloud for startups and small businesses, at fixed, published prices.',
      href: '/services',
      cta: 'See our services',
    },
    {
      key: 'products',
      title: 'Products',
      text: 'Generative-AI products we build and run ourselves: assistants, document tools and voice agents for Indian businesses.',
      href: '#products',
      cta: 'Meet the products',
    },
  ],
  actions: {
    studio: { label: 'Explore the bootcamps', href: sitePaths.studio },
    services: { label: 'Hire our engineers', href: '/services' },
  },
  mentorLink: 'Talk to a Mentor',
  glance: {
    title: 'At a glance',
    fee: {
      label: 'Bootcamp fee',
      fromLabel: 'Bootcamps from',
      text: 'for three months, mentor-led ({original} list price)',
    },
    bootcamps: { label: '{count} bootcamps', text: 'and {crash} short crash courses, taught by working engineers' },
    batch: {
      label: 'Next batch',
      none: 'Dates for the next batch are being set',
      /** When the batch has ten seats or fewer left, or is full: `{seats}` is '2 seats left' or 'Full: …'. */
      seats: '{date} · {course} · {seats}',
    },
    services: { label: 'From {price}', text: 'for a business website built by our services team' },
  },
} as const

export const mission = {
  heading: 'Our mission',
  lead: 'Close the gap between a degree and a first real job in software.',
  paragraphs: [
    'Every year lakhs of Indian graduates finish college having written code for exams but never for users. Hiring managers see the same to-do apps and copied tutorials on every résumé. We exist to change what a fresher can show on day one.',
    'Our learners work in small teams on briefs that look like client work: a requirement document, a deadline, code review from a mentor, a deployment that someone else will use. By the end they have shipped, debugged and explained real software, and they can prove it.',
  ],
  points: [
    {
      title: 'Projects over lectures',
      text: 'Most of the week is spent building; lectures are short and exist to unblock the build.',
    },
    {
      title: 'Reviewed like production code',
      text: 'Every pull request gets a review from a mentor with 5+ years in industry.',
    },
    {
      title: 'Priced for students',
      text: 'Bootcamp fees are set for students, so talent, not family income, decides who gets in.',
    },
  ],
}

export const vision = {
  heading: 'Our vision',
  lead: 'A software company where learning and delivery happen under one roof.',
  paragraphs: [
    'We want RealWork to be the place where a student from a tier-2 or tier-3 town can walk in as a trainee, contribute to client projects under supervision, and walk out as an engineer with references, a portfolio and a network.',
    'For our clients, the same model means a team that keeps learning: mentors who teach the newest tools are the people who use them on your project.',
  ],
  goals: [
    'Train 1,000 job-ready engineers across ten tracks by 2028.',
    'Keep every programme affordable, with scholarships for the top applicants from each batch.',
    'Ship software for 500 small businesses that could never afford a big agency.',
  ],
}

export interface TeamCard {
  title: string
  summary: string
  responsibilities: string[]
  icon: IconName
}

export const team = {
  heading: 'The team behind RealWork',
  lead: 'Three groups, one workflow: the people who design the curriculum are the people who ship client projects.',
  cards: [
    {
      title: 'Chief Technologist',
      summary:
        'Sets the technical direction for both the studio and the services division, and reviews the architecture of every client project before it starts.',
      responsibilities: [
        'Owns the curriculum for all ten bootcamp tracks and refreshes it every batch',
        'Chooses the stack and reviews the design of each services engagement',
        'Runs the monthly engineering review where trainees present their work',
      ],
      icon: 'cpu',
    },
    {
      title: 'Senior Mentors',
      summary:
        'Working engineers with 5+ years in product companies and consultancies, each leading one track and a few client projects.',
      responsibilities: [
        'Teach live sessions and hold daily office hours on chat',
        'Review every pull request and give written feedback within a day',
        'Run mock interviews and résumé reviews in the final month',
      ],
      icon: 'users',
    },
    {
      title: 'Project Engineers & Trainees',
      summary:
        'Our engineers build client software; our strongest trainees join them on real tickets under supervision and learn how production work is done.',
      responsibilities: [
        'Deliver features, tests and deployments on client projects',
        'Pair with trainees on bugs, code reviews and releases',
        'Document each project so the next batch can learn from it',
      ],
      icon: 'code',
    },
  ] satisfies TeamCard[],
}

export const about = {
  heading: 'About RealWork Technologies',
  paragraphs: [
    'RealWork Technologies Private Limited was founded in Bengaluru in 2023 by engineers who had spent years interviewing freshers and watching good candidates fail for lack of practical experience. We started with weekend batches of twelve students in a rented classroom; today the studio runs ten bootcamp tracks and more than thirty crash courses, online and at our Residency Road office.',
    'In 2024 we opened RealWork Services to build software for startups, clinics, schools, retailers and overseas micro-businesses. It keeps our mentors close to real delivery and gives our best trainees a place to contribute to live projects.',
  ],
  /** The figures beside the about text; the claimed one (students trained) follows the first when it has a basis. */
  claim: 'students-trained' as ClaimId,
  facts: [
    { value: '2023', label: 'Founded in Bengaluru' },
    { value: '10', label: 'Bootcamp tracks' },
    { value: '5+ yrs', label: 'Experience of every mentor' },
  ],
}

export interface Product {
  name: string
  status: 'Live' | 'Pilot' | 'In development'
  summary: string
  features: string[]
  forWhom: string
  icon: IconName
}

export const products = {
  heading: 'Generative-AI products',
  lead: 'Small, focused AI products we build and operate ourselves. Each one started as a problem a services client brought us.',
  /** Opens the contact drawer (without scripts, the enquiry page) with the product named in the message. */
  demoLabel: 'Request a demo',
  items: [
    {
      name: 'RealWork Assist',
      status: 'Live',
      summary:
        'A WhatsApp and website assistant that answers customer questions from your own documents: price lists, policies, product catalogues.',
      features: [
        'Answers in English, Hindi and Kannada, with the source document cited',
        'Hands the chat to a person when it is unsure, with the full history',
        'Set up from a PDF or a Google Sheet in an afternoon',
      ],
      forWhom: 'Clinics, coaching centres and retailers that get the same fifty questions every day.',
      icon: 'message',
    },
    {
      name: 'DocSense',
      status: 'Pilot',
      summary:
        'Reads invoices, purchase orders and GST bills, extracts the fields you need and exports them to Tally or a spreadsheet.',
      features: [
        'Handles scanned and photographed documents, not just clean PDFs',
        'Flags totals that do not add up and GSTINs with the wrong format',
        'Every extraction is reviewable before it is exported',
      ],
      forWhom: 'Small accounting firms and traders processing hundreds of bills a month.',
      icon: 'file-text',
    },
    {
      name: 'InterviewPrep AI',
      status: 'Live',
      summary:
        'A mock-interview coach our bootcamp students use: it asks role-specific technical questions, listens to spoken answers and gives structured feedback.',
      features: [
        'Question banks for frontend, backend, data and Android roles',
        'Feedback on correctness, clarity and time taken, saved per session',
        'Mentors see the transcript and add their own notes',
      ],
      forWhom: 'Students and freshers preparing for campus and off-campus interviews.',
      icon: 'bot',
    },
  ] satisfies Product[],
}

/** The first-visit popup. `{count}`, `{price}` and `{original}` are filled from the catalogue (the lowest fee) by the
 * home loader (app/content/hero-glance.ts); `{date}` is replaced by the earliest next batch of all tracks (staff-set or the calendar in studio/batches.ts); with no batch ahead and no announcement the popup stays away. */
export const bootcampPopup = {
  heading: 'Next bootcamp batch starts {date}',
  text: 'Three-month bootcamps with live classes, {count} tracks, real projects reviewed by mentors with 5+ years in industry.',
  /** Added after `text` when the lowest fee is below its list price. */
  discount: '{price} instead of {original} for this batch.',
  cta: 'See the tracks',
  href: sitePaths.studio,
}

/** The landing page's copy in one object, as its loader hands it over (`copy`); landing.test parses it. */
export const landingPage = {
  seo: landingSeo,
  hero,
  mission,
  vision,
  team,
  about,
  products,
  bootcampPopup,
} satisfies LandingPage
