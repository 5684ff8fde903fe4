import type { Route } from './+types/forms'
import { forms, isFormKind } from '~/forms/registry'
import { processSubmission } from '~/server/forms.server'

/** JSON endpoint the enhanced forms post to when scripts run; without scripts the page actions take the same path. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isFormKind(params.kind))
    return Response.json({ ok: false, errors: {}, values: {}, formError: 'Unknown form.' }, { status: 404 })
  const { status, result } = await processSubmission(request, context, forms[params.kind])
  return Response.json(result, { status, headers: { 'Cache-Control': 'no-store' } })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
