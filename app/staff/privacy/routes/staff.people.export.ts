import type { Route } from './+types/staff.people.export'
import { firstMessage } from '~/staff/shell/forms/form-text'
import { ExportSchema } from '~/staff/privacy/forms/person.schema'
import { intent, staffAction } from '~/staff/shell/server/staff-action.server'
import { contentDisposition } from '~/server/http.server'
import { exportPerson } from '~/staff/privacy/server/person-export.server'

const noStore = { 'Cache-Control': 'no-store' }

/** POST: one person's data as a ZIP download (a post, as it writes to the audit log). */
export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: 'owner',
    intentField: null,
    fallback: 'export',
    intents: {
      export: intent(
        ExportSchema,
        async ({ q: query }, { db, user }) => {
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
        },
        {
          invalid: (errors) => new Response(firstMessage(errors), { status: 400, headers: noStore }),
        },
      ),
    },
  })
}
