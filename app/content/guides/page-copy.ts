/**
 * Copy of the guide page's phase view and its print view (issue 10: the first response carries one phase; the whole
 * roadmap is one link away at `?view=print`). Checked by the schemas in page-copy.test.ts, so zod stays off the
 * client. The print view's copy reaches the browser as that view's loader data, not in the guide's script.
 */
export interface GuidePhaseCopy {
  /** The link from the phase view to the print view. */
  printLink: string
  /** Printed under the phase when the phase view itself is printed. {phase}: its id; {url}: the print view. */
  printNote: string
}

export interface GuidePrintCopy {
  title: string
  /** {count}: the number of phases; {prompts}: the prompts heading, e.g. 'journal prompts'. */
  lead: string
  button: string
  /** Shown instead of the button until scripts run (and without them). */
  hint: string
  backLink: string
  /** The page title's suffix, e.g. 'Android Development Roadmap, every phase'. */
  metaTitle: string
}

export const guidePhaseCopy: GuidePhaseCopy = {
  printLink: 'Print the whole roadmap',
  printNote: 'This printout has Phase {phase} only. The whole roadmap, every phase on one page, is at {url}',
}

export const guidePrintCopy: GuidePrintCopy = {
  title: 'The whole roadmap',
  lead: 'All {count} phases on one page, followed by the capstone projects and the {prompts}, for printing or reading offline.',
  button: 'Print this roadmap',
  hint: 'Use your browser’s Print command (Ctrl+P, or ⌘P on a Mac) to print it.',
  backLink: 'Back to the phase-by-phase view',
  metaTitle: 'every phase',
}

/** The way in on a guide with a bootcamp: its fee, next batch and Register, first in the header and then in a bar. */
export interface GuideEnrolCopy {
  /** The box's accessible name. {bootcamp}: the bootcamp's title. */
  title: string
  feeLabel: string
  batchLabel: string
  /** When no batch is dated yet. */
  noBatch: string
  register: string
  /** Under Register in the header. */
  registerHint: string
  ask: string
}

export const guideEnrolCopy: GuideEnrolCopy = {
  title: 'Join the {bootcamp} bootcamp',
  feeLabel: 'Bootcamp fee',
  batchLabel: 'Next batch',
  noBatch: 'Dates being set: we confirm them when we call you',
  register: 'Register',
  registerHint: 'Takes about five minutes; nothing is charged until a counsellor has called you.',
  ask: 'Ask about this course',
}
