/**
 * The owner's launch checklist on the staff home: what a new site still lacks before it goes live. Each item says
 * what is missing in words (never a setting's technical name) and who can do it; `{count}` is a number, said
 * through lib/plural.ts.
 */
export const launchChecklistCopy = {
  title: 'Before launch',
  lead: 'What the site still needs before it goes live. Each item ticks itself when it is done.',
  /** `{done}` of `{total}` items. */
  progress: '{done} of {total} done',
  done: 'Done',
  toDo: 'To do',
  items: {
    claims: {
      title: 'Confirm the figures the site quotes',
      toDo: {
        one: '{count} figure still lacks what it counts and the day it was true, so the site leaves it out.',
        other: '{count} figures still lack what they count and the day they were true, so the site leaves them out.',
      },
      done: 'Every figure has its basis.',
      link: 'Confirm figures',
    },
    mentors: {
      title: 'Add your mentors',
      toDo: 'No mentor is published, so the studio’s About page leaves out its mentors section.',
      done: 'Mentors are published on the studio’s About page.',
      link: 'Add a mentor',
    },
    team: {
      title: 'Add your team',
      toDo: 'No team member is published, so the home page shows roles instead of people.',
      done: 'Your team is published on the home page.',
      link: 'Add a team member',
    },
    caseStudies: {
      title: 'Publish a case study',
      toDo: 'No case study is published, so the services pages do not offer the portfolio.',
      done: 'The portfolio shows your case studies.',
      link: 'Add a case study',
    },
    upi: {
      title: 'Set the company’s UPI ID',
      toDo: 'Payment requests and the pay page offer no UPI payment. Whoever runs the server adds the UPI ID (and the payee’s name) to its settings and restarts it.',
      done: 'Students can pay by UPI.',
    },
    bank: {
      title: 'Set the bank account for transfers',
      toDo: 'Payment requests show no bank details. Whoever runs the server adds the account’s name, number, IFSC and bank to its settings and restarts it.',
      done: 'Payment requests show the bank details.',
    },
    gstin: {
      title: 'Set the company’s GSTIN',
      toDo: 'Payments get a plain receipt, not a tax invoice. Whoever runs the server adds the GSTIN to its settings and restarts it.',
      done: 'Payments get a tax invoice.',
    },
  },
}
