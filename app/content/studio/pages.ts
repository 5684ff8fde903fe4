import type { IconName } from '~/lib/icons'
import type {
  BootcampCategory,
  CoursesPage,
  CrashCourse,
  CrashCourseCategory,
  ProjectCategory,
  RegisterPage,
  ShowcasePage,
  StudioAboutPage,
  StudioContactPage,
  StudioHomePage,
  StudioNav,
} from './schema'
import { sitePaths } from '../site-routes'

/**
 * Copy of the RealWork Studio pages (studio layout, home, about, courses, contact, showcase, registration).
 * Each page's copy `satisfies` the type of its schema in ./schema.ts; pages.test.ts parses it.
 */

export interface StudioLink {
  label: string
  href: string
}

export interface IconCard {
  icon: IconName
  title: string
  text: string
}

// ---------------------------------------------------------------- layout

export const studioNav = {
  brand: { label: 'RealWork', sub: 'Studio', href: '/' },
  items: [
    { label: 'Home', href: sitePaths.studio },
    { label: 'About Us', href: sitePaths.studioAbout },
    { label: 'Courses', href: sitePaths.studioCourses },
    { label: 'Project', href: sitePaths.studioProjects },
    { label: 'Contact Us', href: sitePaths.studioContact },
  ],
  cta: { label: 'Register', href: sitePaths.studioRegister },
  footerTitle: 'RealWork Studio',
  footerLinks: [
    { label: 'Studio home', href: sitePaths.studio },
    { label: 'About the studio', href: sitePaths.studioAbout },
    { label: 'Courses', href: sitePaths.studioCourses },
    { label: 'Student projects', href: sitePaths.studioProjects },
    { label: 'Register', href: sitePaths.studioRegister },
    { label: 'Contact', href: sitePaths.studioContact },
  ],
} satisfies StudioNav

// ---------------------------------------------------------------- studio home

export const studioHome = {
  seo: {
    title: 'RealWork Studio: 3-month career bootcamps with real projects',
    description:
      'Mentor-led 3-month bootcamps in frontend, backend, full stack, Android, AI & ML, generative AI and data, built around projects you deploy, at fees set for students.',
  },
  hero: {
    eyebrow: 'RealWork Studio · Career bootcamps from Bengaluru',
    title: 'Build the projects that get you hired.',
    lead: 'Three-month bootcamps led by engineers with 5+ years in industry. You work to briefs, deadlines and code reviews that feel like a first job, and finish with deployed projects an interviewer can open on their phone.',
    offerTitle: 'Every bootcamp includes',
    nextBatch: { label: 'Next batch starts {date}', none: 'Dates for the next batch are being set' },
    offerPoints: [
      'Three months of mentor-led learning, phase by phase',
      'A code review on every project you submit',
      'Mock interviews and a portfolio walkthrough before you finish',
    ],
    primary: { label: 'Explore Courses', href: sitePaths.studioCourses },
    secondary: { label: 'Talk to Admissions', href: sitePaths.studioContact },
    register: { label: 'Register now', href: sitePaths.studioRegister },
    demo: { label: 'Or try a free live demo class first', href: sitePaths.demoClasses },
  },
  tracks: {
    /** `{Tracks}`: the number of shown bootcamps in words, filled by the studio home's loader. */
    eyebrow: '{Tracks} career tracks',
    title: 'Pick a track and see exactly what you will build',
    lead: 'Every bootcamp track runs for three months of live, mentor-led classes. Choose one to see its fee, its project count and the tools you will use every day. Each track also has a free roadmap guide you can read at your own pace, which takes longer on your own.',
  },
  stories: {
    eyebrow: 'Success stories',
    title: 'From learners to working engineers',
    lead: 'Former students on what the bootcamp changed for them, in their own words, published with their consent.',
  },
} satisfies StudioHomePage

// ---------------------------------------------------------------- studio about

export const studioAbout = {
  seo: {
    title: 'About RealWork Studio: mentors, mission and results',
    description:
      'RealWork Studio is the training arm of RealWork Technologies, Bengaluru: mentors with 5+ years of industry experience, bootcamps built on projects and code reviews.',
  },
  hero: {
    eyebrow: 'About RealWork Studio',
    title: 'A training studio inside a working software company',
    lead: 'RealWork Studio is the training arm of RealWork Technologies. The engineers who build websites, apps and AI systems for our clients are the same people who teach, review and mentor our learners.',
  },
  mission: {
    eyebrow: 'Our mission',
    title: 'Make every learner job-ready by building real software, not by watching it',
    paragraphs: [
      'Most courses end with a certificate and a folder of tutorial code. Hiring managers have seen that folder hundreds of times. We want our learners to walk into an interview with software that real people have used, and the confidence to explain every decision in it.',
      'So each bootcamp is organised like a small engineering team: a brief, a sprint, a review and a release. Lectures are short and exist to unblock the build. The rest of the week is spent writing, testing and shipping code with a mentor beside you.',
    ],
    principles: [
      {
        title: 'Build first',
        text: 'Each phase ends in something that runs, from a landing page in week one to a deployed capstone in month three.',
      },
      {
        title: 'Honest feedback',
        text: 'Reviews are specific and kind, and they do not stop until the code meets the standard we hold our client work to.',
      },
      {
        title: 'Open to everyone',
        text: 'Commerce, arts and diploma students are welcome. The first phase of every track assumes no prior coding.',
      },
    ],
  },
  mentors: {
    eyebrow: 'Our mentors',
    title: 'Learn from engineers with 5+ years of experience',
    lead: 'Every mentor has spent at least five years building and running production software. They still work on RealWork client projects, so what they teach is what they used last week.',
    practices: [
      'A weekly one-to-one check-in on your progress and blockers',
      'Written review on every project pull request',
      'Live doubt-clearing sessions during each phase',
      'Mock technical interviews in the final month',
    ],
  },
  highlights: {
    eyebrow: 'Key highlights',
    title: 'What makes the studio different',
    items: [
      {
        icon: 'layers',
        title: 'A track for each career',
        text: 'From frontend and Android to generative AI and data engineering, each track is a complete three-month path with its own projects.',
      },
      {
        icon: 'book',
        title: 'Open roadmaps',
        text: 'Every track publishes its phase-by-phase roadmap, with topics, labs and capstones, so you know the syllabus before you pay.',
      },
      {
        icon: 'zap',
        title: 'Single-skill crash courses',
        text: 'Need one skill fast? Short crash courses cover single tools such as SQL, Docker or React.',
      },
      {
        icon: 'shield',
        title: 'Certificates that are earned',
        text: 'Certificates are issued on completing the project tasks and on mentor approval, so they tell employers something real.',
      },
      {
        icon: 'wallet',
        title: 'A clear refund policy',
        text: 'Ask for a refund within 14 days of the programme start, after attending three sessions and completing the tasks, and we return your full fee.',
      },
      {
        icon: 'briefcase',
        title: 'A path into client work',
        text: 'Strong learners can join the Internship Contributor track and take on supervised tasks in live RealWork Technologies projects.',
      },
    ],
  },
  achievements: {
    eyebrow: 'Achievements',
    title: 'What the studio and its learners have done so far',
    milestones: [
      'Graduates working as engineers and analysts at fintech, logistics and health-tech companies in Bengaluru, Pune and Hyderabad',
      'Student Android apps published on the Google Play Store during the bootcamp',
      'A public showcase of student projects built on Indian data: UPI payments, Namma Metro routes, monsoon rainfall and IPL scores',
      'Training and client delivery under one roof since 2023',
    ],
  },
  cta: {
    title: 'Meet a mentor before you decide',
    text: 'Book a free call with a mentor and tell them what you studied and where you want to work: they suggest a track on the call and share its roadmap.',
    primary: { label: 'Talk to a Mentor', href: sitePaths.talk },
    secondary: { label: 'See the courses', href: sitePaths.studioCourses },
  },
} satisfies StudioAboutPage

// ---------------------------------------------------------------- courses page

export type CourseTab = 'bootcamps' | 'crash'
export type CourseFilter = BootcampCategory | 'all'

export const courseTabs: { value: CourseTab; label: string }[] = [
  { value: 'bootcamps', label: '3-Month Bootcamps' },
  { value: 'crash', label: 'Crash Courses' },
]

export const courseFilters: { value: CourseFilter; label: string }[] = [
  { value: 'all', label: 'All Courses' },
  { value: 'web', label: 'Web Development' },
  { value: 'mobile', label: 'Mobile Development' },
  { value: 'data', label: 'Data Science' },
  { value: 'ai', label: 'AI & ML' },
]

export const bootcampCategoryLabels: Record<BootcampCategory, string> = {
  web: 'Web Development',
  mobile: 'Mobile Development',
  data: 'Data',
  ai: 'AI & ML',
}

/**
 * How the bootcamp category filter applies to crash courses, whose own categories are finer. Crash courses in
 * programming, DevOps, cloud and testing fit none of the four filters, so they appear only under All Courses.
 */
const crashFilterByCategory: Partial<Record<CrashCourseCategory, BootcampCategory>> = {
  frontend: 'web',
  backend: 'web',
  fullstack: 'web',
  database: 'data',
  ai: 'ai',
}
/** Crash courses whose filter differs from their category's (Flutter is filed under frontend but builds apps). */
const crashFilterById: Record<string, BootcampCategory> = {
  flutter: 'mobile',
  'python-programming': 'data',
}

/** The courses-page filter a crash course belongs to, if any. */
export function crashCourseFilter(course: Pick<CrashCourse, 'id' | 'category'>): BootcampCategory | undefined {
  return crashFilterById[course.id] ?? crashFilterByCategory[course.category]
}

/** Whether a crash course shows under a courses-page filter. */
export function crashCourseMatches(course: Pick<CrashCourse, 'id' | 'category'>, filter: CourseFilter): boolean {
  return filter === 'all' || crashCourseFilter(course) === filter
}

export const coursesPage = {
  seo: {
    title: 'Courses: 3-month bootcamps and crash courses',
    description:
      'Compare RealWork Studio’s ten 3-month bootcamps (₹7,000, reduced from ₹10,000) and 31 crash courses from ₹1,000 in web, mobile, data, AI, DevOps, cloud and testing.',
  },
  hero: {
    eyebrow: 'Courses',
    title: 'Find the course that fits your next step',
    lead: 'Choose a 3-month bootcamp to change careers, or a crash course of one to one and a half months to add a single skill. Every course is taught by working engineers.',
  },
  tabsLabel: 'Course type',
  filterLabel: 'Filter by category',
  bootcampsIntro:
    'Ten career bootcamps, each three months long with mentor reviews, graded projects and placement preparation.',
  crashIntro: 'Short, single-skill courses for students and working professionals who want one tool, fast.',
  emptyText: 'No course in this category yet.',
  crashOnlyInAll:
    'Programming, DevOps, cloud and testing crash courses do not belong to these categories; choose All Courses to see them.',
  roadmaps: {
    eyebrow: 'Roadmap guides',
    title: 'Read the full syllabus before you enrol',
    lead: 'Twelve roadmap guides: one for each of the ten bootcamps, plus Cloud Engineering and DevOps Engineering to study on your own, phase by phase with topics, hands-on labs, mini projects and capstones.',
  },
  cta: {
    title: 'Not sure which course to pick?',
    text: 'Send us your background and goals, and an admissions counsellor will suggest a course within 24 hours. Every fee on this page includes 18% GST, and each payment gets a GST invoice.',
    primary: { label: 'Ask an advisor', href: sitePaths.studioContact },
    secondary: { label: 'Talk to a Mentor', href: sitePaths.talk },
  },
} satisfies CoursesPage

// ---------------------------------------------------------------- contact page

export const contactPage = {
  seo: {
    title: 'Contact RealWork Studio admissions',
    description:
      'Ask RealWork Studio about bootcamps, crash courses, fees and batches. Call, email, WhatsApp or send the form, and we reply within 24 hours.',
  },
  hero: {
    eyebrow: 'Contact us',
    title: 'Talk to our admissions team',
    lead: 'Questions about a bootcamp, fees or which track suits your background? Send your details and a counsellor will get back to you.',
  },
  panel: {
    title: 'Contact information',
    promise: 'We reply to every message within 24 hours.',
    phonesLabel: 'Call us',
    emailsLabel: 'Email us',
    addressLabel: 'Visit the studio',
    hoursLabel: 'Office hours',
    whatsappLabel: 'Chat on WhatsApp',
    mentorLabel: 'Talk to a Mentor: book a free call',
  },
  form: {
    title: 'Ask about a course',
    intro: 'All fields are required. We use your details only to answer your question.',
    sentTitle: 'Thank You!',
    sentText: "Your message has been sent successfully. We'll get back to you soon!",
    sentAgain: 'Send another message',
    crashNote: 'You are asking about the crash course',
  },
} satisfies StudioContactPage

// ---------------------------------------------------------------- project showcase

export type ShowcaseFilter = ProjectCategory | 'all'

export const showcaseFilters: { value: ShowcaseFilter; label: string }[] = [
  { value: 'all', label: 'All Projects' },
  { value: 'frontend', label: 'Frontend' },
  { value: 'backend', label: 'Backend' },
  { value: 'fullstack', label: 'Full Stack' },
  { value: 'ai', label: 'AI & ML' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'data', label: 'Data Science' },
]

export const showcasePage = {
  seo: {
    title: 'Real-World Projects built by RealWork Studio learners',
    description:
      'Seventeen student projects from RealWork Studio bootcamps: Android apps, REST APIs, full-stack products, AI models and data dashboards, with live demos and source code.',
  },
  hero: {
    eyebrow: 'Student project showcase',
    title: 'Real-World Projects',
    lead: 'Every project here was planned, built, reviewed and deployed by learners during a bootcamp. Open a live demo, read the source, or see how it was built.',
  },
  listTitle: 'Student projects',
  filterLabel: 'Filter projects by category',
  emptyText: 'No projects in this category yet.',
  stats: { title: 'The studio in numbers' },
  cta: {
    title: 'Build a project like these in three months',
    text: 'Join a bootcamp, work to a real brief with a mentor beside you, and add a deployed project to your own portfolio.',
    primary: { label: 'Start Your Journey', href: sitePaths.studioContact },
    secondary: { label: 'View All Courses', href: sitePaths.studioCourses },
  },
} satisfies ShowcasePage

// ---------------------------------------------------------------- registration page

export const registerPage = {
  seo: {
    title: 'Register for a RealWork Studio bootcamp',
    description:
      'Register for a 3-month RealWork Studio bootcamp: tell us about your education and goals, choose a learning track, and attach your resume.',
  },
  eyebrow: 'Registration',
  genericHeading: 'Register for a RealWork Bootcamp',
  lead: 'Tell us a little about yourself. Fields marked with * are required; the rest help your mentor plan your first weeks.',
  selectedPrefix: 'You selected:',
  sections: {
    about: 'About you',
    education: 'Education',
    track: 'Your bootcamp and track',
    experience: 'Experience and goals',
    documents: 'Documents',
  },
  bootcampLabel: 'Bootcamp',
  bootcampPlaceholder: 'Select a bootcamp',
  trackLabel: 'Preferred track',
  tracksLead: 'How you want to take the bootcamp. Not sure? Choose Open to Any and we will suggest one.',
  documentsNote:
    'Both optional: you can register without them and send them to your admissions counsellor later. Each file can be up to 5 MB; we check the file type on our server.',
  uploadNotes: {
    resume: 'Helps your mentor plan your first weeks; a one-page CV is enough.',
    idProof:
      'Not needed to register. We use a photo ID (Aadhaar, PAN, passport, driving licence or college ID) only to print your certificate in your legal name, and you can send it any time before your batch starts.',
  },
  reattachNote: 'For your security, browsers clear attached files after an error. Please attach your files again.',
  submitLabel: 'Submit Registration',
  cancelLabel: 'Cancel',
  thankYou: "Thank you for registering! We'll contact you soon.",
  thankYouDetail: 'An admissions counsellor will call or email you within 24 hours to confirm your batch and fee.',
  fee: {
    title: 'Bootcamp fee',
    text: 'The same for every track: three months with mentor reviews, projects and placement preparation.',
  },
} satisfies RegisterPage
