import type { Kysely } from 'kysely'
import type { SendMailOptions } from 'nodemailer'
import { acknowledgementClosing, acknowledgementNextStep, acknowledgements } from '~/content/acknowledgements'
import { fieldLabel, fieldValueText, forms } from '~/forms/registry'
import { bootcampFee, nextSteps, type NextStep } from '~/content/studio/what-happens-next'
import { plainFee } from '~/lib/batch-fee'
import { payWays } from './fees/payment-settings.server'
import { formatIst } from '~/lib/ist'
import { submissionReference } from '~/lib/submission-reference'
import type { Database } from './db/schema.server'
import type { SubmissionDetail } from './submission-read.server'
import { oneLine, visitorMail } from './mail-text.server'
import { leadBootcampBatch } from './lead-batch.server'
import { takeLimit, type LimitRule } from './rate-limit.server'

const DAY_MS = 24 * 60 * 60 * 1000

/** At most 3 acknowledgements per mailbox a day (mailboxKey), on every server together (a shared counter row). */
export const ACK_LIMIT: LimitRule = { name: 'ack', max: 3, windowMs: DAY_MS }

/**
 * At most ACK_ADDRESS_LIMIT (10) acknowledgements a day triggered from one client address, whatever the forms and
 * recipients: what one visitor can make us mail to others is bounded even across many mailboxes.
 */
export function ackAddressLimit(): LimitRule {
  return { name: 'ack-from', max: Number(process.env.ACK_ADDRESS_LIMIT) || 10, windowMs: DAY_MS }
}

/**
 * The mailbox an address delivers to, as the acknowledgement cap counts it: lower case, a `+tag` dropped
 * (victim+1@… and victim+2@… reach one inbox), and for Gmail the dots of the name dropped and googlemail.com read as
 * gmail.com (Gmail ignores both). Other providers' dots are kept: for them a.b@ and ab@ may be two people.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 1) return address
  let local = address.slice(0, at)
  let domain = address.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (domain === 'googlemail.com') domain = 'gmail.com'
  if (domain === 'gmail.com') local = local.replaceAll('.', '') || local
  return `${local}@${domain}`
}

/**
 * Takes one acknowledgement from the caps: the client address's for the day (when known), then the mailbox's. True
 * when both allow it. The mailbox is counted only once the address is within its cap, so a visitor past theirs
 * cannot use up someone else's three.
 */
export async function mayAcknowledge(
  db: Kysely<Database>,
  { email, clientAddress }: { email: string; clientAddress?: string },
  now: Date,
  keysFrom: Kysely<Database> = db,
): Promise<boolean> {
  if (clientAddress !== undefined && !(await takeLimit(db, ackAddressLimit(), clientAddress, now, keysFrom)).allowed)
    return false
  return (await takeLimit(db, ACK_LIMIT, mailboxKey(email), now, keysFrom)).allowed
}

/**
 * The name to greet a visitor by: trimmed, single-spaced, at most 60 characters. A "name" that looks like an address or a
 * link (what a spammer would put there) is left out, so the greeting is just "Hello".
 */
export function greetingName(name: string): string | undefined {
  const flat = oneLine(name.replace(/\s+/g, ' '), 60)
  if (!flat || /[/@:<>\\]|www\.|\.[a-z]{2,}/i.test(flat)) return undefined
  return flat
}

export interface AckSettings {
  from: string
  /** The staff address: replies to the acknowledgement go there. */
  to: string
  siteUrl: string
}

/**
 * The acknowledgement of one submission: what we received (the form and its chosen options, never the visitor's free
 * text or files), what happens next, one next step; plain text and simple HTML, Reply-To the staff address.
 */
export function composeAcknowledgement(
  submission: SubmissionDetail,
  settings: AckSettings,
  /** The studio forms' "What happens next" (the same facts as beside their Submit button), else the form's own copy. */
  studioSteps?: readonly NextStep[],
): SendMailOptions {
  const copy = acknowledgements[submission.kind]
  const next = studioSteps
    ? studioSteps.map((s) => `${s.label}: ${s.text}${s.link ? ` ${new URL(s.link.href, settings.siteUrl).href}` : ''}`)
    : copy.next
  const form = forms[submission.kind]
  const name = greetingName(submission.name)
  const summary = [
    `Form: ${form.label[0]!.toUpperCase()}${form.label.slice(1)}`,
    // A form that gives its visitor a reference on the page (the registration) gives the same one here.
    ...(form.confirms ? [`Your reference: ${submissionReference(submission.id)}`] : []),
    `Received: ${formatIst(submission.createdAt)}`,
  ]
  for (const key of Object.keys(form.valueLabels)) {
    const value = submission.fields[key]
    if (typeof value === 'string' && form.valueLabels[key]?.[value])
      summary.push(`${fieldLabel(submission.kind, key)}: ${fieldValueText(submission.kind, key, value)}`)
  }
  // A job application names the opening's title, which staff wrote (the visitor's own text is never quoted).
  if (submission.kind === 'job-application')
    summary.push(
      typeof submission.fields.role === 'string'
        ? `${fieldLabel(submission.kind, 'role')}: ${oneLine(submission.fields.role, 120)}`
        : 'Talent pool: yes',
    )
  const step = acknowledgementNextStep(submission.kind, submission.fields)
  return visitorMail(
    settings,
    { email: submission.email, submissionId: submission.id },
    copy.subject,
    [
      name ? `Hello ${name},` : 'Hello,',
      submission.files.length > 0 && 'receivedWithFiles' in copy ? copy.receivedWithFiles : copy.received,
      'What we received:',
      { list: summary },
      'What happens next:',
      { list: next },
      { text: step.text, link: new URL(step.path, settings.siteUrl).href },
      acknowledgementClosing.replyHint,
      acknowledgementClosing.notYou,
      `${acknowledgementClosing.signOff}\n${acknowledgementClosing.contact}`,
    ],
    { 'Auto-Submitted': 'auto-replied' },
  )
}

/** For a studio form's acknowledgement, the "What happens next" its page shows: the call, the batch, payment, refunds. */
export async function studioNextSteps(
  db: Kysely<Database>,
  submission: SubmissionDetail,
  now = new Date(),
): Promise<NextStep[] | undefined> {
  if (submission.kind !== 'registration' && submission.kind !== 'studio-contact') return undefined
  const { bootcamp, batchDate, fee } = await leadBootcampBatch(db, submission, now)
  return nextSteps({
    batchDate,
    bootcampTitle: bootcamp?.title,
    fee: fee ?? plainFee(bootcampFee),
    ways: payWays(),
  })
}
