import { data } from 'react-router'
import type { Route } from './+types/staff.people.export'
import { requireOwner } from '~/staff/server/auth.server'
import { BodyError, readSmallForm } from '~/server/body.server'
import { getDatabase } from '~/server/db/database.server'
import { contentDisposition } from '~/server/http.server'
import { exportPerson, parsePersonQuery } from '~/staff/server/privacy/person.server'

/** POST: one person's data as a ZIP download (a post, as it writes to the audit log). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireOwner(request)
  const form = await readSmallForm(request, ['q']).catch((error: unknown) => {
    throw error instanceof BodyError ? data(error.message, { status: error.status }) : error
  })
  const q = form.get('q')
  const query = parsePersonQuery(typeof q === 'string' ? q : '')
  const noStore = { 'Cache-Control': 'no-store' }
  if ('error' in query) return new Response(query.error, { status: 400, headers: noStore })
  const { db } = await getDatabase()
  const archive = await exportPerson(db, query, { id: user.id, email: user.email })
  if (!archive) return new Response('Nothing is stored for this person.', { status: 404, headers: noStore })
  return new Response(new Uint8Array(archive), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(archive.length),
      'Content-Disposition': contentDisposition(`realwork-data-export-${new Date().toISOString().slice(0, 10)}.zip`),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
