import { checkHealth } from '~/server/health.server'

/** 200 when the server and its database answer; 503 otherwise. */
export async function loader() {
  const { status, body } = await checkHealth()
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}
