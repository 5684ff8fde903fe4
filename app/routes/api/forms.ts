import type { Route } from './+types/forms'
import { answerFormPost } from '~/server/form-endpoint.server'

/**
 * JSON endpoint the enhanced forms post to when scripts run; without scripts the page actions take the same path. The
 * production server answers a plain POST /api/forms/:kind before reaching this route, with the same function.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  return answerFormPost(params.kind, request, context)
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
