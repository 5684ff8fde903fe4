import { SEARCH_LIMITS } from '~/staff/shell/forms/limits'
import { firstMessage } from '~/staff/shell/forms/form-text'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/staff.people'
import { staffPaths } from '~/content/staff-routes'
import { EraseSchema, parsePersonQuery } from '~/staff/privacy/forms/person.schema'
import { done, intent, staffAction } from '~/staff/shell/server/staff-action.server'
import { PeopleView, type PeopleData } from '~/staff/privacy/components/people-view'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { fillTemplate } from '~/lib/format'
import { formatIst } from '~/lib/ist'
import { statusLabel, type LeadStatus } from '~/staff/shell/lib/lead-status'
import { requireOwner } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'
import { earlierErasures, erasePerson, findPerson } from '~/staff/privacy/server/person.server'

const copy = staffPagesCopy.people

/** "2 submissions", "1 certificate", "2 submissions and 1 certificate". */
function erasedSummary(submissions: number, certificates: number): string {
  const parts = [
    submissions > 0 ? (submissions === 1 ? copy.submission : fillTemplate(copy.submissions, { n: submissions })) : '',
    certificates > 0
      ? certificates === 1
        ? copy.certificate
        : fillTemplate(copy.certificates, { n: certificates })
      : '',
  ]
  return parts.filter(Boolean).join(' and ')
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request)
  const params = new URL(request.url).searchParams
  const q = params.get('q')?.trim().slice(0, SEARCH_LIMITS.people) ?? ''
  const erasedCount = Number(params.get('erased') ?? '')
  const certificateCount = Number(params.get('certificates') ?? '')
  const erased =
    erasedCount > 0 || certificateCount > 0
      ? fillTemplate(copy.erased, { count: erasedSummary(erasedCount, certificateCount) })
      : null
  const empty = {
    q,
    queryError: null,
    rows: [],
    certificates: [],
    emails: [],
    fingerprint: null,
    erasedBefore: [],
    erased,
  } satisfies PeopleData
  if (!q) return empty
  const query = parsePersonQuery(q)
  if ('error' in query) return { ...empty, queryError: query.error }
  const { db } = await getDatabase()
  const found = await findPerson(db, query)
  const erasedBefore = await earlierErasures(db, query.by === 'email' ? [query.email, ...found.emails] : found.emails)
  return {
    ...empty,
    rows: found.submissions.map((s) => ({
      id: s.id,
      form: s.formLabel,
      received: formatIst(s.createdAt),
      name: s.name,
      email: s.email,
      phone: s.phone,
      status: statusLabel(s.status as LeadStatus),
      files: s.files,
    })),
    certificates: found.certificates.map((c) => ({
      id: c.id,
      holderName: c.holderName,
      course: c.courseTitle,
      issued: formatIst(c.issuedAt),
      revoked: c.revoked,
    })),
    emails: found.emails,
    fingerprint: found.fingerprint,
    erasedBefore: erasedBefore.map(formatIst),
  } satisfies PeopleData
}

export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'owner',
    intents: {
      // The owner typed every email the page named; everything it listed (its fingerprint) goes in one transaction,
      // and nothing else.
      erase: intent(
        EraseSchema,
        async ({ q: query, confirm, fingerprint }, { db, user }) => {
          const result = await erasePerson(
            db,
            query,
            { typed: confirm, fingerprint },
            { id: user.id, email: user.email },
          )
          if ('error' in result) return data({ error: result.error }, { status: 400 })
          const { submissions, certificates } = result.erased
          return done(`${staffPaths.staffPeople}?erased=${submissions}&certificates=${certificates}`)
        },
        { invalid: (errors) => data({ error: firstMessage(errors) }, { status: 400 }) },
      ),
    },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(copy.title)

export default function StaffPeople({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return <PeopleView data={loaderData} eraseError={actionData?.error} submitting={navigation.state === 'submitting'} />
}
