import type { Kysely } from 'kysely'
import { staffPaths } from '~/content/staff-routes'
import { studentPageCopy, type DataRight } from '~/content/student-page'
import { fillTemplate } from '~/lib/format'
import type { Database } from '../db/schema.server'
import { mailQueued, queueMail } from '../outbox.server'
import { takeLimit, type LimitRule } from '../rate-limit.server'
import { siteLink } from '../site-link.server'

// A signed-in student's data-rights request (decision 026). The privacy policy says only owners export, correct or
// erase a person's data, so the request is mailed to every owner who can sign in (or to MAIL_TO while there is none),
// through the outbox in one transaction with the student's acknowledgement: "received" means both are stored.

/** Requests per student a day: enough to add a detail, too few to fill the owners' inboxes. */
export const DATA_REQUESTS_PER_EMAIL: LimitRule = { name: 'student-data-request', max: 3, windowMs: 24 * 60 * 60_000 }

const copy = studentPageCopy

export type DataRightResult = { ok: true } | { ok: false; reason: 'limited' | 'nobody' }

async function ownerAddresses(db: Kysely<Database>, env: NodeJS.ProcessEnv): Promise<string[]> {
  const owners = await db
    .selectFrom('staff_accounts')
    .select('email')
    .where('role', '=', 'owner')
    .where('password_hash', 'is not', null)
    .orderBy('email')
    .execute()
  if (owners.length) return owners.map((o) => o.email)
  const fallback = env.MAIL_TO?.trim()
  return fallback ? [fallback] : []
}

export async function requestDataRight(
  db: Kysely<Database>,
  { email, right, details }: { email: string; right: DataRight; details: string },
  now = new Date(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<DataRightResult> {
  if (!(await takeLimit(db, DATA_REQUESTS_PER_EMAIL, email, now)).allowed) return { ok: false, reason: 'limited' }
  const owners = await ownerAddresses(db, env)
  if (!owners.length) return { ok: false, reason: 'nobody' }
  const what = copy.rights.what[right]
  const values = {
    email,
    what,
    details: details ? `What they wrote:\n${details}` : '',
    link: siteLink(`${staffPaths.staffPeople}?q=${encodeURIComponent(email)}`, env),
  }
  await db.transaction().execute(async (trx) => {
    for (const to of owners)
      await queueMail(
        trx,
        {
          kind: 'message',
          to,
          subject: fillTemplate(copy.mails.toOwnersSubject, values),
          text: copy.mails.toOwners.map((line) => fillTemplate(line, values)).join('\n'),
        },
        now,
      )
    await queueMail(
      trx,
      {
        kind: 'message',
        to: email,
        subject: fillTemplate(copy.mails.toStudentSubject, values),
        text: copy.mails.toStudent.map((line) => fillTemplate(line, values)).join('\n'),
      },
      now,
    )
  })
  mailQueued()
  return { ok: true }
}
