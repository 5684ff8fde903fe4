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

/** A message's headers and its plain-text and HTML bodies, single-part or multipart/alternative. */
export function parseMail(raw: string): { headers: Record<string, string>; text: string; html: string | undefined } {
  const { headers, body } = parseMessage(raw)
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  if (!boundary) return { headers, text: body, html: undefined }
  const parts = raw
    .slice(raw.indexOf('\r\n\r\n') + 4)
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parseMessage(part.replace(/^\r\n/, '')))
  const of = (type: string) => parts.find((p) => p.headers['content-type']?.startsWith(type))?.body
  return { headers, text: of('text/plain') ?? '', html: of('text/html') }
}

/** The mail settings the mail tests send with. */
export const testMailSettings = {
  from: 'RealWork website <website@realworktech.in>',
  to: 'staff@realworktech.in',
  siteUrl: 'https://realworktech.in',
}

/** A logger that says nothing, for workers whose failures a test provokes on purpose. */
export const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined }
