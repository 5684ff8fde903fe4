import type { Route } from './+types/staff.files.$fileId'
import { requireStaff } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'
import { getSubmissionFile } from '~/staff/leads/server/inbox.server'
import { contentDisposition } from '~/server/http.server'
import { fileNameFor, sniffFileType } from '~/lib/file-type'

/**
 * An uploaded file, always as a download with its checked type; never rendered by the browser. The production server
 * (http/policy.ts) adds `X-Content-Type-Options: nosniff` to every response, this one included; setting it here too
 * would send it twice ("nosniff, nosniff"), since @react-router/express appends route headers.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, { resource: true })
  const { db } = await getDatabase()
  const file = await getSubmissionFile(db, params.fileId)
  if (!file) return new Response('File not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  if (file.deletedAt) return new Response('File deleted', { status: 410, headers: { 'Cache-Control': 'no-store' } })
  return new Response(Buffer.from(file.data), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.byteLength),
      'Content-Disposition': contentDisposition(downloadName(file.filename, file.data)),
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}

/** The stored name with the extension of the type the bytes show (rows stored before names were fixed included). */
function downloadName(filename: string, data: Uint8Array): string {
  const type = sniffFileType(data)
  return type ? fileNameFor(filename, type) : `${filename}.bin`
}
