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
