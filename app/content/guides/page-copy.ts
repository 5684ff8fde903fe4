/**
 * Copy of the guide page's phase view and its print view (issue 10: the first response carries one phase; the whole
 * roadmap is one link away at `?view=print`). Checked by GuidePageCopySchema in page-copy.test.ts, so zod stays off
 * the client.
 */
export interface GuidePageCopy {
  /** The link from the phase view to the print view. */
  printLink: string
  /** Printed under the phase when the phase view itself is printed. {phase}: its id; {url}: the print view. */
  printNote: string
  printTitle: string
  /** {count}: the number of phases; {prompts}: the prompts heading, e.g. 'Journal Prompts'. */
  printLead: string
  printButton: string
  /** Shown instead of the button until scripts run (and without them). */
  printHint: string
  backLink: string
  /** The page title's suffix in the print view, e.g. 'Android Development Roadmap, every phase'. */
  printMetaTitle: string
  /** Announced while a phase's content is being fetched for the first switch. */
  loading: string
}

export const guidePageCopy: GuidePageCopy = {
  printLink: 'Print the whole roadmap',
  printNote: 'This printout has Phase {phase} only. The whole roadmap, every phase on one page, is at {url}',
  printTitle: 'The whole roadmap',
  printLead:
    'All {count} phases on one page, followed by the capstone projects and the {prompts}, for printing or reading offline.',
  printButton: 'Print this roadmap',
  printHint: 'Use your browser’s Print command (Ctrl+P, or ⌘P on a Mac) to print it.',
  backLink: 'Back to the phase-by-phase view',
  printMetaTitle: 'every phase',
  loading: 'Loading the phase…',
}
