import { company } from '~/content/company'

/** The mail a waitlisted person gets when a seat frees for them (queued with the offer, docs/decisions/018). */
export function seatOfferMail(offer: {
  name: string
  courseTitle: string
  startsOn: string
  reference: string
  fee: string
}) {
  return {
    subject: `A seat is free for you: ${offer.courseTitle}, starting ${offer.startsOn}`,
    text: [
      `Hello ${offer.name},`,
      '',
      `You were first on the waitlist for the ${offer.courseTitle} batch starting ${offer.startsOn}, and a seat has just freed. We are holding it for you.`,
      '',
      `Your reference: ${offer.reference}`,
      `Fee: ${offer.fee}`,
      '',
      `To take the seat, reply to this mail or call admissions on ${company.phones.map((p) => p.display).at(-1)} within three working days. If you no longer want it, tell us and we will offer it to the next person waiting.`,
      '',
      company.name,
    ].join('\n'),
  }
}

const admissions = () => company.phones.map((p) => p.display).at(-1)

/** What a person's place in a changed batch is, in the words of the mails below. */
type Place = 'seat' | 'waitlist'

/**
 * The mail each student (and each person waiting) of a batch gets when its dates change: the new dates, their
 * reference, the fee's new due days, and the choice the refund policy gives when the start moves by more than 14 days.
 */
export function postponementMail(change: {
  name: string
  courseTitle: string
  code: string
  reference: string
  place: Place
  wasStartsOn: string
  startsOn: string
  endsOn: string
  /** Days the start moved (negative: earlier). */
  days: number
  /** The instalments still on the plan, as `₹3,500 by 28 February 2027`; empty for a waiting person. */
  instalments: string[]
  payLink: string | null
}) {
  const moved =
    change.days === 0
      ? `It still starts on ${change.startsOn} and now ends on ${change.endsOn}.`
      : `It now runs from ${change.startsOn} to ${change.endsOn} (it was to start on ${change.wasStartsOn}).`
  return {
    subject: `New dates for your ${change.courseTitle} batch: ${change.startsOn} to ${change.endsOn}`,
    text: [
      `Hello ${change.name},`,
      '',
      `The dates of the ${change.courseTitle} batch ${change.code} have changed. ${moved}`,
      '',
      change.place === 'seat'
        ? `Your seat is kept and your reference stays ${change.reference}.`
        : `Your place on the waitlist is kept and your reference stays ${change.reference}.`,
      ...(change.instalments.length > 0
        ? [
            '',
            change.instalments.length === 1
              ? 'Your fee is now due on this day:'
              : 'Your fee instalments are now due on these days:',
            ...change.instalments.map((line) => `- ${line}`),
            'The refund policy’s 14 days now count from the new first day.',
          ]
        : []),
      ...(change.payLink ? ['', `Your pay page shows the new dates: ${change.payLink}`] : []),
      '',
      change.days > 14
        ? `As the start moved by more than 14 days, you may instead choose a place in another batch or a full refund of what you have paid (within 7 working days, to the way you paid). Reply to this mail or call admissions on ${admissions()} to choose.`
        : `If the new dates do not suit you, reply to this mail or call admissions on ${admissions()}.`,
      '',
      company.name,
    ].join('\n'),
  }
}

/** The mail each student (and each person waiting) of a cancelled batch gets: what happens next and whom to call. */
export function cancellationMail(notice: {
  name: string
  courseTitle: string
  code: string
  reference: string
  place: Place
  startsOn: string
  /** The next open batch of the course, as `5 January 2027`, or null when none is set yet. */
  nextStartsOn: string | null
}) {
  const next = notice.nextStartsOn
    ? `the next ${notice.courseTitle} batch, starting ${notice.nextStartsOn}`
    : `the next ${notice.courseTitle} batch (we will mail you its dates as soon as they are fixed)`
  return {
    subject: `Your ${notice.courseTitle} batch starting ${notice.startsOn} is cancelled`,
    text: [
      `Hello ${notice.name},`,
      '',
      `We are sorry: the ${notice.courseTitle} batch ${notice.code}, which was to start on ${notice.startsOn}, is cancelled.`,
      '',
      ...(notice.place === 'seat'
        ? [
            'What happens next is your choice:',
            `- Move to ${next}. Your reference ${notice.reference} and everything you have paid move with you.`,
            '- Or a full refund of everything you have paid, within 7 working days, to the way you paid.',
            '',
            'Please pay nothing more for this batch.',
          ]
        : [
            `You were on its waitlist (reference ${notice.reference}). We can give you a place in ${next}; nothing was charged.`,
          ]),
      '',
      `Reply to this mail or call admissions on ${admissions()} (${company.hours}) to tell us what you would like.`,
      '',
      company.name,
    ].join('\n'),
  }
}
