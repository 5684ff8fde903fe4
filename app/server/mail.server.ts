import type { Kysely } from 'kysely'
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import { formatBytes } from '~/lib/file-type'
import { runtimeOrigin } from './site-link.server'
import { fieldLabel, fieldValue, forms } from '~/forms/registry'
import { formatIst } from '~/lib/ist'
import { composeAcknowledgement, studioNextSteps } from './acknowledgement.server'
import { composeReply } from './reply-mail.server'
import { composeFeeDocument, composeFeeRequest } from './fees/fee-mail.server'
import { demoSeatInvitation, demoSeatReminder } from './demo-classes/demo-seat-mail.server'
import { reminderDue } from './reminders.server'
import type { Database } from './db/schema.server'
import { getSubmission, type SubmissionDetail } from './submission-read.server'
import { oneLine } from './mail-text.server'
import {
  claimDueMail,
  type ClaimedMail,
  markMailFailed,
  markMailSent,
  onMailQueued,
  releaseMail,
  retryDelay,
  messageOf,
} from './outbox.server'
import { staffPathTo } from '~/content/staff-routes'

export interface MailSettings {
  from: string
  to: string
  /** Origin of the site, for the link to the staff inbox. */
  siteUrl: string
}

function fieldText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

/**
 * The staff notification for one submission: plain text listing every field, the time in IST and a link to the
 * inbox; reply-to is the visitor. Attachments are listed by name and size, never mailed (staff download them).
 */
export function composeNotification(submission: SubmissionDetail, settings: MailSettings): SendMailOptions {
  const label = forms[submission.kind].label
  const link = new URL(staffPathTo('staffSubmission', { id: submission.id }), settings.siteUrl).href
  const lines = [`A new ${label} arrived on the website.`, '', `Received: ${formatIst(submission.createdAt)}`, '']
  for (const [key, value] of Object.entries(submission.fields)) {
    const text = fieldText(fieldValue(submission.kind, key, value))
    lines.push(
      text.includes('\n')
        ? `${fieldLabel(submission.kind, key)}:\n${text.replace(/^/gm, '  ')}`
        : `${fieldLabel(submission.kind, key)}: ${text}`,
    )
  }
  lines.push('')
  if (submission.files.length > 0) {
    lines.push('Attached files (download them from the staff inbox):')
    for (const f of submission.files)
      lines.push(`- ${fieldLabel(submission.kind, f.field)}: ${f.filename} (${formatBytes(f.size)}, ${f.contentType})`)
    lines.push('')
  }
  lines.push(
    `Open it in the staff inbox: ${link}`,
    '',
    `Browser: ${submission.userAgent ?? 'not given'}`,
    `Submission ID: ${submission.id}`,
  )
  const name = oneLine(submission.name, 100)
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name, address: oneLine(submission.email, 254) },
    subject: `New ${label}: ${name}`,
    text: `${lines.join('\n')}\n`,
    headers: { 'X-RealWork-Submission': submission.id },
  }
}

export interface MailWorkerOptions extends MailSettings {
  db: Kysely<Database>
  transport: Transporter
  /** How often to look for due mail when idle. */
  pollMs?: number
  /** First retry delay; doubles per attempt up to maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** A claimed row is retried by any worker after this long, in case its sender died. */
  leaseMs?: number
  batchSize?: number
  now?: () => Date
  log?: Pick<Console, 'info' | 'warn' | 'error'>
}

export interface MailWorker {
  /** Sends what is due now; resolves to the number sent. Runs are never concurrent within one worker. */
  runOnce(): Promise<number>
  /** Asks for a run soon (e.g. right after a submission is stored). */
  wake(): void
  /** Stops the timer, waits for a send in progress, closes the transport. */
  stop(): Promise<void>
}

/** Sends outbox rows in the background until stopped. A failed send is retried with back-off; rows are never dropped. */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    transport,
    pollMs = 5_000,
    baseDelayMs = 30_000,
    maxDelayMs = 60 * 60_000,
    leaseMs = 5 * 60_000,
    batchSize = 10,
  } = options
  const now = options.now ?? (() => new Date())
  const log = options.log ?? console
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<number> | undefined
  let stopped = false
  let failures = 0
  let again = false

  async function sendOne({ id, submissionId, attempts, purpose, refId }: ClaimedMail): Promise<boolean> {
    try {
      if (purpose === 'call' || purpose === 'call-reminder' || purpose === 'demo-reminder') {
        // A reminder goes only while what it is about is still booked and ahead (reminders.server.ts). A call's
        // text was written when queued; a seat's reminder is written now, from the seat and its class as they are.
        const due = purpose === 'call' || (refId !== null && (await reminderDue(db, purpose, refId, now())))
        const mail = !due
          ? undefined
          : purpose === 'demo-reminder'
            ? await demoSeatReminder(db, refId!)
            : await messageOf(db, id)
        if (mail)
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            attachments: mail.attachment ? [mail.attachment] : undefined,
          })
        await markMailSent(db, id, now())
        return Boolean(mail)
      }
      if (purpose === 'reply' || purpose === 'fee-request' || purpose === 'fee-document') {
        const compose = { reply: composeReply, 'fee-request': composeFeeRequest, 'fee-document': composeFeeDocument }
        const mail = refId ? await compose[purpose](db, refId, options) : undefined
        if (mail) await transport.sendMail(mail)
        await markMailSent(db, id, now()) // a reply or fee deleted with its lead has nothing left to send
        return Boolean(mail)
      }
      if (purpose === 'demo-seat' || purpose === 'demo-seat-cancel') {
        // Its text was written when queued; its invitation is made now, from the seat (gone: erased, nothing sent).
        const mail = await messageOf(db, id)
        const invitation = refId ? await demoSeatInvitation(db, refId, purpose, now()) : undefined
        if (mail && invitation)
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            attachments: [invitation],
          })
        await markMailSent(db, id, now())
        return Boolean(mail && invitation)
      }
      if (submissionId === null) {
        const mail = await messageOf(db, id)
        if (mail) await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text })
        await markMailSent(db, id, now())
        return Boolean(mail)
      }
      const submission = await getSubmission(db, submissionId)
      if (!submission) {
        await markMailSent(db, id, now()) // the submission was deleted; nothing left to tell
        return false
      }
      await transport.sendMail(
        purpose === 'ack'
          ? composeAcknowledgement(submission, options, await studioNextSteps(db, submission, now()))
          : composeNotification(submission, options),
      )
      await markMailSent(db, id, now())
      return true
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const retryAt = new Date(now().getTime() + retryDelay(attempts, baseDelayMs, maxDelayMs))
      await markMailFailed(db, id, message, retryAt).catch((e: unknown) =>
        log.error('Recording a mail failure failed', e),
      )
      log.warn(
        `Mail ${submissionId === null ? `${id} (staff mail)` : `${purpose ?? 'notification'} for submission ${submissionId}`} failed (attempt ${attempts}); retrying at ${retryAt.toISOString()}: ${message}`,
      )
      return false
    }
  }

  async function run(): Promise<number> {
    let sent = 0
    for (;;) {
      const batch = await claimDueMail(db, { now: now(), leaseMs, limit: batchSize })
      for (const [i, mail] of batch.entries()) {
        if (stopped) {
          // Stopping: hand back what was claimed but not tried, instead of leaving it leased.
          for (const left of batch.slice(i)) await releaseMail(db, left, now()).catch(() => undefined)
          return sent
        }
        if (await sendOne(mail)) sent += 1
      }
      if (batch.length < batchSize || stopped) return sent
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true // something arrived during this run: look again right after it
      return running
    }
    again = false
    running = run().finally(() => {
      running = undefined
    })
    return running
  }

  let dueAt = Infinity
  /** Schedules the next run; a pending earlier run is never pushed back (a wake-up must not become a poll). */
  function schedule(delay: number) {
    if (stopped) return
    const at = Date.now() + delay
    if (timer && at >= dueAt) return
    clearTimeout(timer)
    dueAt = at
    timer = setTimeout(() => {
      timer = undefined
      dueAt = Infinity
      tick()
    }, delay)
    timer.unref?.() // never keeps the process alive on its own
  }

  function tick() {
    runOnce()
      .then(() => {
        failures = 0
      })
      .catch((error: unknown) => {
        // The store itself is unreachable; back off the polling rather than spinning.
        failures += 1
        if (failures === 1) log.error('Mail worker could not read the outbox', error)
      })
      // A submission stored during the run is looked for at once, even while backing off from a failed read.
      .finally(() => schedule(again ? 0 : failures > 0 ? Math.min(pollMs * 2 ** failures, 60_000) : pollMs))
  }

  schedule(0)
  return {
    runOnce,
    wake: () => {
      if (running) again = true // the run in flight may have missed it: look again right after
      schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      await running?.catch(() => undefined)
      transport.close()
    },
  }
}

/** Mail settings from the environment, or why mail is off. */
export function mailSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): { smtpUrl: string; settings: MailSettings } | { off: string } {
  const smtpUrl = env.SMTP_URL?.trim()
  const to = env.MAIL_TO?.trim()
  if (!smtpUrl) return { off: 'SMTP_URL is not set' }
  if (!to) return { off: 'MAIL_TO is not set' }
  const from = env.MAIL_FROM?.trim() || `RealWork website <${to}>`
  const siteUrl = runtimeOrigin(env)
  return { smtpUrl, settings: { from, to, siteUrl } }
}

/** An SMTP transport whose timeouts keep one attempt well inside the worker's lease. */
export function smtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })
}

let current: MailWorker | undefined
let unsubscribe: (() => void) | undefined

/**
 * Starts the server's mail worker from SMTP_URL, MAIL_TO, MAIL_FROM and SITE_URL. Without them it logs once that mail
 * is off; submissions keep their outbox rows and are sent once mail is configured and the server restarts.
 */
export function startMailFromEnv(
  db: Kysely<Database>,
  log: Pick<Console, 'info' | 'warn' | 'error'> = console,
): MailWorker | undefined {
  if (current) return current
  const config = mailSettingsFromEnv()
  if ('off' in config) {
    log.info(`Mail notifications are off (${config.off}); new submissions wait in the outbox until mail is configured.`)
    return undefined
  }
  const worker = startMailWorker({ db, transport: smtpTransport(config.smtpUrl), ...config.settings, log })
  current = worker
  // Mail goes out within moments, not at the next poll.
  const unsubscribers = [onMailQueued(() => worker.wake())]
  unsubscribe = () => unsubscribers.forEach((stop) => stop())
  log.info(`Mail notifications go to ${config.settings.to}.`)
  return current
}

/** Stops the server's mail worker, if one runs. */
export async function stopMail(): Promise<void> {
  const worker = current
  current = undefined
  unsubscribe?.()
  unsubscribe = undefined
  await worker?.stop()
}
