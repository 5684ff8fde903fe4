import { z } from 'zod'

const text = z.string().trim().min(1)

export const EnrolPanelSchema = z.object({
  /** `{bootcamp}` is the course's name. */
  title: text.includes('{bootcamp}'),
  batchLabel: text,
  /** `{date}` is the next batch's first day. */
  batch: text.includes('{date}'),
  noBatch: text,
  feeLabel: text,
  register: text,
  registerHint: text,
  askFirst: text,
  mentor: text,
})

/**
 * The top of the studio contact page when it is reached from a bootcamp's Enroll Now (?course=): the course, its next
 * batch and fee, and Register for this batch as the main action; the question form follows for those who ask first.
 */
export const enrolPanel = {
  title: 'Enrol in the {bootcamp} Bootcamp',
  batchLabel: 'Next batch',
  batch: 'Starts {date}',
  noBatch: 'Dates being set: we confirm them when we call you',
  feeLabel: 'Fee for the whole bootcamp',
  register: 'Register for this batch',
  registerHint: 'Takes about five minutes; nothing is charged until we have called you.',
  askFirst: 'Or send us your question below and a counsellor will answer within 24 hours.',
  mentor: 'Talk to a Mentor: book a free call about this course.',
} satisfies z.infer<typeof EnrolPanelSchema>
