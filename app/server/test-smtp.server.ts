// Test helpers: a real SMTP server on 127.0.0.1 (smtp-server) that records what it receives, and a parser of what it
// received. Only tests import this module.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface Received {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server that records messages; `refuse` > 0 makes it turn down that many recipients first. */
export class TestSmtp {
  messages: Received[] = []
  refuse = 0
  refusals = 0
  private server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo: (_address, _session, callback) => {
      if (this.refuse > 0) {
        this.refuse -= 1
        this.refusals += 1
        const error = Object.assign(new Error('Mailbox temporarily unavailable, try again later'), {
          responseCode: 451,
        })
        return callback(error)
      }
      callback()
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        this.messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}

/** Headers (unfolded) and the decoded text body of a single-part message. */
export function parseMessage(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n')
  const headers: Record<string, string> = {}
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  let body = raw.slice(split + 4)
  const encoding = headers['content-transfer-encoding']?.toLowerCase()
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    body = Buffer.from(bytes, 'latin1').toString('utf8')
  } else if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8')
  return { headers, body: body.replace(/\r\n/g, '\n') }
}

export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000) {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** One attachment of a parsed mail: its file name, type and bytes. */
export interface MailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

/** The leaves of a MIME entity: nested multiparts walked, each leaf with its raw (undecoded) body. */
function mimeLeaves(raw: string): { headers: Record<string, string>; raw: string }[] {
  const { headers } = parseMessage(raw)
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  if (!boundary) return [{ headers, raw }]
  return raw
    .slice(raw.indexOf('\r\n\r\n') + 4)
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mimeLeaves(part.replace(/^\r\n/, '')))
}

/**
 * A message's headers, its plain-text and HTML bodies and its attachments, whatever the nesting (multipart/mixed
 * around multipart/alternative when a mail carries files).
 */
/** A header's RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as text. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

export function parseMail(raw: string): {
  headers: Record<string, string>
  text: string
  html: string | undefined
  attachments: MailAttachment[]
} {
  const { headers } = parseMessage(raw)
  if (headers.subject) headers.subject = decodeHeader(headers.subject)
  const leaves = mimeLeaves(raw)
  const attachments: MailAttachment[] = []
  let text: string | undefined
  let html: string | undefined
  for (const leaf of leaves) {
    const type = leaf.headers['content-type'] ?? 'text/plain'
    const disposition = leaf.headers['content-disposition'] ?? ''
    if (/^attachment|^inline;\s*filename/i.test(disposition) || !type.startsWith('text/')) {
      const body = leaf.raw.slice(leaf.raw.indexOf('\r\n\r\n') + 4)
      attachments.push({
        filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '',
        contentType: type.split(';')[0]!.trim(),
        content: Buffer.from(body, 'base64'),
      })
    } else if (type.startsWith('text/html')) html ??= parseMessage(leaf.raw).body
    else text ??= parseMessage(leaf.raw).body
  }
  return { headers, text: text ?? '', html, attachments }
}

/** The mail settings the mail tests send with. */
export const testMailSettings = {
  from: 'RealWork website <website@realworktech.in>',
  to: 'staff@realworktech.in',
  siteUrl: 'https://realworktech.in',
}

/** A logger that says nothing, for workers whose failures a test provokes on purpose. */
export const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined }
