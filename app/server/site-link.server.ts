import { siteUrl as buildSiteUrl } from '~/lib/site-url'

/** The site's origin as set when the server runs (SITE_URL), else the one the build was made for; no trailing slash. */
export function runtimeOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL?.trim() || buildSiteUrl).replace(/\/$/, '')
}

/** An absolute link for mail (a verify page, an invitation, a lead in the inbox), at SITE_URL as set at run time. */
export function siteLink(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${runtimeOrigin(env)}${path}`
}
