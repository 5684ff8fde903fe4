import type { AppLoadContext } from 'react-router'
import { forms, isFormKind } from '~/forms/registry'
import { processSubmission } from './forms.server'

/**
 * The enhanced forms' JSON endpoint, POST /api/forms/:kind: the route's action (routes/api/forms.ts) and the production
 * server's fast path (http/fast-path.ts, which answers it before Express and React Router) both answer with this.
 */
export async function answerFormPost(
  kind: string,
  request: Request,
  context: AppLoadContext | undefined,
): Promise<Response> {
  if (!isFormKind(kind))
    return Response.json({ ok: false, errors: {}, values: {}, formError: 'Unknown form.' }, { status: 404 })
  const { status, result, setCookie } = await processSubmission(request, context, forms[kind])
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (setCookie) headers.set('Set-Cookie', setCookie)
  return Response.json(result, { status, headers })
}
