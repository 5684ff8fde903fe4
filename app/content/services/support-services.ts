import type { SupportService } from './schema'

/** The twenty support services with their exact prices. Categories share the catalogue filter. */
export const supportServices = [
  {
    id: 'website-maintenance',
    title: 'Website Maintenance',
    price: 3_000,
    unit: 'month',
    category: 'web',
    description:
      'Software and security updates, uptime monitoring, monthly backups and up to two hours of content changes.',
  },
  {
    id: 'mobile-app-support',
    title: 'Mobile App Support',
    price: 5_000,
    unit: 'month',
    category: 'mobile',
    description:
      'Fixes for new Android and iOS versions, crash monitoring, store-listing updates and up to three hours of small changes.',
  },
  {
    id: 'database-optimization',
    title: 'Database Optimization',
    price: 8_000,
    unit: 'once',
    category: 'data',
    description: 'Slow-query analysis, index and schema fixes, and a before-and-after report of query times.',
  },
  {
    id: 'security-audit',
    title: 'Security Audit',
    price: 15_000,
    unit: 'once',
    category: 'backend',
    description: 'OWASP Top 10 testing of your app and API, a server configuration review and a prioritised fix list.',
  },
  {
    id: 'performance-optimization',
    title: 'Performance Optimization',
    price: 10_000,
    unit: 'once',
    category: 'web',
    description: 'Core Web Vitals tuning through image, caching and code fixes, so pages load faster on mobile data.',
  },
  {
    id: 'api-integration',
    title: 'API Integration',
    price: 8_000,
    unit: 'once',
    category: 'backend',
    description:
      'One external API, such as shipping, SMS or accounting, connected to your app with error handling and logs.',
  },
  {
    id: 'payment-gateway-setup',
    title: 'Payment Gateway Setup',
    price: 6_000,
    unit: 'once',
    category: 'web',
    description:
      'Razorpay, Stripe or PayPal checkout with payment webhooks, refunds and a test-mode sign-off before going live.',
  },
  {
    id: 'ssl-setup',
    title: 'SSL Certificate Setup',
    price: 2_000,
    unit: 'once',
    category: 'cloud',
    description: 'HTTPS certificate installed with automatic renewal, and every HTTP address redirected to HTTPS.',
  },
  {
    id: 'domain-hosting',
    title: 'Domain & Hosting Setup',
    price: 3_000,
    unit: 'once',
    category: 'cloud',
    description:
      'Domain registered in your name, DNS records configured, and hosting chosen for your traffic and budget.',
  },
  {
    id: 'email-server',
    title: 'Business Email Server Setup',
    price: 5_000,
    unit: 'once',
    category: 'cloud',
    description:
      'Email on your own domain through Google Workspace, Zoho Mail or your server, with SPF, DKIM and DMARC to stay out of spam.',
  },
  {
    id: 'backup-recovery',
    title: 'Backup & Recovery',
    price: 7_000,
    unit: 'once',
    category: 'cloud',
    description: 'Automated daily backups of files and databases, an off-site copy, and a restore we test with you.',
  },
  {
    id: 'load-testing',
    title: 'Load Testing',
    price: 8_000,
    unit: 'once',
    category: 'backend',
    description:
      'Simulated traffic at your expected peak, a report of where the system slows or breaks, and the fixes that matter.',
  },
  {
    id: 'code-review',
    title: 'Code Review',
    price: 5_000,
    unit: 'once',
    category: 'backend',
    description:
      'A senior engineer checks your codebase, or a vendor’s delivery, for bugs, security gaps and maintainability.',
  },
  {
    id: 'technical-consultation',
    title: 'Technical Consultation',
    price: 2_500,
    unit: 'hour',
    category: 'backend',
    description:
      'One-to-one time with a senior engineer on stack choices, build-or-buy decisions or a quote you want checked.',
  },
  {
    id: 'architecture-review',
    title: 'Architecture Review',
    price: 12_000,
    unit: 'once',
    category: 'backend',
    description:
      'Your system design, hosting and data flow reviewed against your growth plans, with a diagram and recommendations.',
  },
  {
    id: 'technology-migration',
    title: 'Technology Migration',
    price: 20_000,
    unit: 'once',
    category: 'cloud',
    description:
      'Your app moved to a new platform, framework or cloud provider, with a rollback plan and data checked before and after.',
  },
  {
    id: 'legacy-upgrade',
    title: 'Legacy System Upgrade',
    price: 25_000,
    unit: 'once',
    category: 'web',
    description:
      'Old PHP, jQuery or AngularJS applications brought to supported versions, keeping your data and page addresses intact.',
  },
  {
    id: 'third-party-integration',
    title: 'Third-Party Integration',
    price: 10_000,
    unit: 'once',
    category: 'ai',
    description:
      'Tools like Zoho CRM, Tally, Google Sheets and WhatsApp Business connected so data flows between them automatically.',
  },
  {
    id: 'custom-plugin',
    title: 'Custom Plugin Development',
    price: 8_000,
    unit: 'once',
    category: 'web',
    description: 'A WordPress, WooCommerce or Shopify plugin built for one specific feature your site needs.',
  },
  {
    id: 'bug-fixing',
    title: 'Bug Fixing',
    price: 3_000,
    unit: 'once',
    category: 'web',
    description:
      'A reported bug in your website or web app diagnosed, fixed, tested and deployed, with a note on the cause.',
  },
] as const satisfies readonly SupportService[]
