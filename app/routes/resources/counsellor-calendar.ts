import type { Route } from './+types/counsellor-calendar'
import { counsellorFeed } from '~/server/counselling/calendar-feed.server'
import { getDatabase } from '~/server/db/database.server'
import { runtimeOrigin } from '~/server/site-link.server'

/**
 * `/counsellor-calendar/<token>/calls.ics`: a counsellor's booked calls for their calendar app to subscribe to. The
 * secret is the key (no staff session: a calendar server fetches it); never cached, never indexed.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = await getDatabase()
  const feed = await counsellorFeed(db, params.token, new URL(runtimeOrigin()).host)
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
  if (feed === undefined)
    return new Response('No calendar has this address. Make a new one on the Counsellors’ hours page.\n', {
      status: 404,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  return new Response(feed, {
    headers: {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="realwork-calls.ics"',
    },
  })
}
