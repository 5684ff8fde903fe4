import type { Route } from './+types/staff.people.export'
import { z } from 'zod'
import { formText } from '~/staff/shell/forms/form-text'
import { intent, staffAction } from '~/staff/shell/server/staff-action.server'
import { contentDisposition } from '~/server/http.server'
import { exportPerson, parsePersonQuery } from '~/staff/privacy/server/person.server'

/** POST: one person's data as a ZIP download (a post, as it writes to the audit log). */
export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'owner',
    intentField: null,
    fallback: 'export',
    intents: {
      export: intent(z.object({ q: formText() }), async ({ q }, { db, user }) => {
        const query = parsePersonQuery(q)
        const noStore = { 'Cache-Control': 'no-store' }
        if ('error' in query) return new Response(query.error, { status: 400, headers: noStore })
        const archive = await exportPerson(db, query, { id: user.id, email: user.email })
        if (!archive) return new Response('Nothing is stored for this person.', { status: 404, headers: noStore })
        return new Response(new Uint8Array(archive), {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Length': String(archive.length),
            'Content-Disposition': contentDisposition(
              `realwork-data-export-${new Date().toISOString().slice(0, 10)}.zip`,
            ),
            'Cache-Control': 'private, no-store',
            'X-Robots-Tag': 'noindex, nofollow',
          },
        })
      }),
    },
  })
}
