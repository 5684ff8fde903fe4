import type { PricingModel } from './schema'

/** The three ways a project can be billed, with when each one fits and how invoices work. */
export const pricingModels = [
  {
    id: 'fixed',
    title: 'Fixed Price',
    icon: 'file-text',
    summary: 'One agreed price for one agreed scope, written down before any work starts.',
    from: { price: 5_000, unit: 'once' },
    whenToUse: [
      'Your requirements are clear: a website, a design project or an MVP with a defined feature list',
      'You need a firm figure for a budget, a grant application or an investor deck',
      'You want delivery dates written into the agreement',
    ],
    billing: [
      'Paid in milestones, usually 40% at kick-off, 40% at the staging demo and 20% at launch',
      'Anything outside the written scope is quoted separately and only done once you approve it',
      'GST invoice with every milestone',
    ],
  },
  {
    id: 'hourly',
    title: 'Hourly Rate',
    icon: 'gauge',
    summary: 'You pay for the time actually spent, logged in half-hour blocks you can see.',
    from: { price: 2_500, unit: 'hour' },
    whenToUse: [
      'Consultations, code reviews and questions that need an expert for an hour or two',
      'Small changes to a product that is already live',
      'Early exploration, while the scope is still taking shape',
    ],
    billing: [
      'Every task is estimated first, and we ask before going past the estimate',
      'Hours are logged on a shared timesheet with a line per task',
      'Invoiced every two weeks for the hours logged',
    ],
  },
  {
    id: 'retainer',
    title: 'Retainer',
    icon: 'users',
    summary: 'A monthly fee for ongoing work from a team that already knows your product.',
    from: { price: 3_000, unit: 'month' },
    whenToUse: [
      'Your website or app is live and needs regular updates, fixes and monitoring',
      'You add features every month and want the same engineers each time',
      'You want a guaranteed response time when something breaks',
    ],
    billing: [
      'A fixed monthly fee for a reserved block of hours, invoiced at the start of the month',
      'Unused hours carry over to the following month once',
      'Cancel with 30 days’ notice; there is no lock-in period',
    ],
  },
] as const satisfies readonly PricingModel[]
