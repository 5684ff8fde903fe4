import { HomeCategoryKeySchema, type HomeCategory, type HomeCategoryKey } from './schema'

/** The six tabs of the services home page with their figures. The first one is the default tab. */
export const homeCategories = [
  {
    key: 'web',
    label: 'Websites',
    title: 'Web Development',
    icon: 'globe',
    description:
      'Company websites, landing pages and online stores that load quickly on a 4G phone, show up on Google for the searches your customers make, and let your team change text, photos and prices without calling a developer.',
    deliveryTime: '2-4 weeks',
    completedProjects: 'web-projects',
    technologies: ['React', 'Next.js', 'Tailwind CSS', 'WordPress', 'Shopify', 'Node.js'],
    catalogueCategory: 'web',
  },
  {
    key: 'mobile',
    label: 'Mobile Apps',
    title: 'Mobile App Development',
    icon: 'smartphone',
    description:
      'Android and iOS apps from one codebase: customer apps, delivery and field-staff apps, and companion apps for your web product, published on the Play Store and App Store under your own developer account.',
    deliveryTime: '4-8 weeks',
    completedProjects: 'mobile-projects',
    technologies: ['React Native', 'Flutter', 'Kotlin', 'Swift', 'Firebase', 'Expo'],
    catalogueCategory: 'mobile',
  },
  {
    key: 'webapp',
    label: 'Web Apps',
    title: 'Web Application Development',
    icon: 'layout',
    description:
      'Software your customers or staff sign in to: SaaS products, booking and billing systems, customer portals and internal dashboards, with roles, payments and reports built in from the first release.',
    deliveryTime: '6-12 weeks',
    completedProjects: 'webapp-projects',
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Redis', 'Razorpay'],
    catalogueCategory: 'web',
  },
  {
    key: 'backend',
    label: 'Backend & APIs',
    title: 'Backend & API Development',
    icon: 'server',
    description:
      'The server side your apps depend on: REST and GraphQL APIs, databases designed around your data, sign-in and permissions, payment webhooks and background jobs, documented so any future developer can take over.',
    deliveryTime: '3-6 weeks',
    completedProjects: 'backend-projects',
    technologies: ['Node.js', 'Java Spring Boot', 'Python FastAPI', 'PostgreSQL', 'MongoDB', 'Docker'],
    catalogueCategory: 'backend',
  },
  {
    key: 'ai',
    label: 'AI & Automation',
    title: 'AI & Automation',
    icon: 'bot',
    description:
      'Assistants that answer from your own documents, WhatsApp bots that hand over to a person when needed, invoice and form reading, and automations that take hours of copy-paste out of your team’s week.',
    deliveryTime: '4-10 weeks',
    completedProjects: 'ai-projects',
    technologies: ['Python', 'OpenAI API', 'LangChain', 'pgvector', 'n8n', 'WhatsApp Business API'],
    catalogueCategory: 'ai',
  },
  {
    key: 'cloud',
    label: 'Cloud & DevOps',
    title: 'Cloud & DevOps',
    icon: 'cloud',
    description:
      'Hosting set up properly: AWS or Google Cloud accounts in your name, automatic deployments, backups, monitoring and alerts, and a monthly bill sized to your real traffic instead of a guess.',
    deliveryTime: '2-6 weeks',
    completedProjects: 'cloud-projects',
    technologies: ['AWS', 'Google Cloud', 'Docker', 'Kubernetes', 'Terraform', 'GitHub Actions'],
    catalogueCategory: 'cloud',
  },
] as const satisfies readonly HomeCategory[]

export const defaultHomeCategory: HomeCategoryKey = 'web'

/** The tab named by `?category=`, or the default tab for anything else. */
export function parseHomeCategory(value: string | null): HomeCategoryKey {
  const parsed = HomeCategoryKeySchema.safeParse(value)
  return parsed.success ? parsed.data : defaultHomeCategory
}
