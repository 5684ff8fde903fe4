import type { SendMailOptions } from 'nodemailer'
import { escapeXml } from '~/lib/xml'

/** Header text on one line: no CR/LF (header injection), bounded length. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** One block of a mail: a paragraph, or a list of lines. */
export type MailBlock = string | { list: readonly string[] } | { link: string; text: string }

/** A mail's plain text and its simple HTML twin, from the same blocks (every piece of text escaped in the HTML). */
export function renderMail(blocks: readonly MailBlock[]): { text: string; html: string } {
  const text = blocks
    .map((b) =>
      typeof b === 'string' ? b : 'list' in b ? b.list.map((l) => `- ${l}`).join('\n') : `${b.text}\n${b.link}`,
    )
    .join('\n\n')
  const html = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeXml(b).replace(/\n/g, '<br>')}</p>`
        : 'list' in b
          ? `<ul>${b.list.map((l) => `<li>${escapeXml(l)}</li>`).join('')}</ul>`
          : `<p>${escapeXml(b.text)}<br><a href="${escapeXml(b.link)}">${escapeXml(b.link)}</a></p>`,
    )
    .join('\n')
  return {
    text: `${text}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">\n${html}\n</body></html>\n`,
  }
}

/**
 * A mail to a visitor about their submission: from MAIL_FROM, to their address alone (never parsed as a list),
 * Reply-To the staff address, plain text with its HTML twin.
 */
export function visitorMail(
  settings: { from: string; to: string },
  visitor: { email: string; submissionId: string },
  subject: string,
  blocks: readonly MailBlock[],
  headers: Record<string, string> = {},
): SendMailOptions {
  return {
    from: settings.from,
    to: { name: '', address: oneLine(visitor.email, 254) },
    replyTo: settings.to,
    subject: oneLine(subject, 200),
    ...renderMail(blocks),
    headers: { 'X-RealWork-Submission': visitor.submissionId, ...headers },
  }
}
