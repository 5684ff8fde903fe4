/** Copy of /staff/claims, where staff keep every figure the site claims with its basis (docs/decisions/022). */
export const staffClaimsPage = {
  title: 'Our numbers',
  lead: 'Every figure the site claims: placement rate, students trained, projects, satisfaction, clients. A figure is shown to visitors only with its basis: what it counts and over which period, and the day it was true. Visitors reach the basis from a mark beside the figure, on the Our numbers page. A save shows on the site at once.',
  publicPage: 'See the public Our numbers page',
  labels: {
    figure: 'Figure as shown',
    label: 'What it is',
    counts: 'What it counts, over which period',
    asOf: 'True as of',
    sourceUrl: 'Source (optional)',
  },
  hints: {
    figure: 'e.g. 82% or 120+',
    counts: 'e.g. “Of the 2025 graduates who looked for a job, those employed within six months”. Empty: not shown.',
    asOf: 'The day it was counted. Empty: not shown.',
    sourceUrl: 'An https:// address where the figure can be checked: a report, an audit, a public list.',
  },
  shown: 'Shown on the site',
  hidden: {
    counts: 'Not shown: say what it counts and over which period',
    asOf: 'Not shown: give the day it was true',
    both: 'Not shown: no basis yet (what it counts, and as of when)',
  },
  save: 'Save',
  saved: 'Saved. The site shows the change now.',
  failed: 'This claim was not saved. Fix what is marked below; what you typed is kept.',
} as const
