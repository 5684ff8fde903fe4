import { SEARCH_LIMITS } from '~/staff/forms/limits'
import { data, useNavigation } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/staff.people'
import { staffPaths } from '~/content/staff-routes'
import { formText } from '~/staff/forms/form-text'
import { done, intent, staffAction } from '~/staff/server/staff-action.server'
import { PeopleView } from '~/staff/components/people-view'
import { staffMeta } from '~/staff/components/staff-meta'
import { staffPagesCopy } from '~/staff/content/staff-pages'
import { fillTemplate } from '~/lib/format'
import { formatIst } from '~/lib/format-ist'
import { statusLabel, type LeadStatus } from '~/lib/lead-status'
import { requireOwner } from '~/staff/server/auth.server'
import { getDatabase } from '~/server/db/database.server'
import { earlierErasures, erasePerson, findPerson, parsePersonQuery } from '~/staff/server/privacy/person.server'

const copy = staffPagesCopy.people

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request)
  const params = new URL(request.url).searchParams
  const q = params.get('q')?.trim().slice(0, SEARCH_LIMITS.people) ?? ''
  const erasedCount = Number(params.get('erased') ?? '')
  const erased =
    erasedCount > 0
      ? fillTemplate(copy.erased, {
          count: erasedCount === 1 ? copy.submission : fillTemplate(copy.submissions, { n: erasedCount }),
        })
      : null
  const empty = { q, queryError: null, rows: [], confirmEmail: null, erasedBefore: [], erased }
  if (!q) return empty
  const query = parsePersonQuery(q)
  if ('error' in query) return { ...empty, queryError: query.error }
  const { db } = await getDatabase()
  const found = await findPerson(db, query)
  const emails = found.map((s) => s.email)
  const erasedBefore = await earlierErasures(db, query.by === 'email' ? [query.email, ...emails] : emails)
  return {
    ...empty,
    rows: found.map((s) => ({
      id: s.id,
      form: s.formLabel,
      received: formatIst(s.createdAt),
      name: s.name,
      email: s.email,
      phone: s.phone,
      status: statusLabel(s.status as LeadStatus),
      files: s.files,
    })),
    confirmEmail: found[0]?.email ?? null,
    erasedBefore: erasedBefore.map(formatIst),
  }
}

/** Erasure: the owner typed the person's email; everything found for the query goes in one transaction. */
const Erase = z.object({ q: formText(), confirm: formText() })

export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'owner',
    intents: {
      erase: intent(Erase, async ({ q, confirm }, { db, user }) => {
        const query = parsePersonQuery(q)
        if ('error' in query) return data({ error: query.error }, { status: 400 })
        const result = await erasePerson(db, query, confirm, { id: user.id, email: user.email })
        if ('error' in result) return data({ error: result.error }, { status: 400 })
        return done(`${staffPaths.staffPeople}?erased=${result.erased.submissions}`)
      }),
    },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(copy.title)

export default function StaffPeople({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return <PeopleView data={loaderData} eraseError={actionData?.error} submitting={navigation.state === 'submitting'} />
}
