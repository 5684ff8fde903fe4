import { z } from 'zod'
import { istToday } from '~/lib/ist'
import { postedFile, ticked, trimmedText } from '~/staff/shell/forms/form-text'
import { TESTIMONIAL_LIMITS } from '~/staff/shell/forms/limits'

// The fields every published-with-consent form shares (profiles, testimonials, case studies): the consent day, the
// links it publishes, and for people the photo (the form's part is components/publish-fields.tsx).

/**
 * An optional link of a published item: https only (it is published, so nothing else is accepted), on one of `hosts`
 * when they are named. `name` is the field in the length message ('LinkedIn link'), `site` the kind of address.
 */
export const httpsLink = ({
  name,
  site,
  max,
  hosts,
}: {
  name: string
  site: string
  max: number
  hosts?: readonly string[]
}) =>
  trimmedText
    .pipe(z.string().max(max, `Keep the ${name} within ${max} characters.`))
    .superRefine((value, ctx) => {
      if (!value) return
      let url: URL | undefined
      try {
        url = new URL(value)
      } catch {
        url = undefined
      }
      if (!url || url.protocol !== 'https:' || url.username || url.password)
        ctx.addIssue({ code: 'custom', message: `Give the full ${site} address starting with https://.` })
      else if (hosts && !hosts.includes(url.hostname))
        ctx.addIssue({ code: 'custom', message: `Give a ${site} address (${hosts[0]}/…).` })
    })
    .transform((value) => (value ? new URL(value).href : null))

/** An optional profile link on the named site. */
export const profile = (site: string, hosts: readonly string[]) =>
  httpsLink({ name: `${site} link`, site, max: TESTIMONIAL_LIMITS.url, hosts })

/** LinkedIn's hosts, for a published profile link. */
export const LINKEDIN_HOSTS = ['www.linkedin.com', 'linkedin.com', 'in.linkedin.com'] as const

/** A calendar day as the date input sends it; not after today in India (profiles' consent too). */
export const consentDay = trimmedText
  .superRefine((value, ctx) => {
    if (!value) return
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
    const date = day ? new Date(`${value}T00:00:00Z`) : undefined
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
      ctx.addIssue({ code: 'custom', message: 'Give the day as a date, e.g. 2026-11-20.' })
    else if (value > istToday(new Date()))
      ctx.addIssue({ code: 'custom', message: 'The consent date cannot be in the future.' })
  })
  .transform((value) => value || null)

/** A form as posted: every field text, `shown` present only when ticked. */
export type PublishedFormValues<S extends z.ZodObject> = Record<Exclude<keyof z.output<S>, 'shown'>, string> & {
  shown?: string
}

/** A form with a photo as posted: “Remove the photo” too, present only when ticked. */
export type PhotoFormValues<S extends z.ZodObject> = PublishedFormValues<S> & { removePhoto?: string }

/**
 * A form with a photo: its gate (the fields, “Remove the photo” and a new photo, its bytes checked by the handler) and
 * the fields it posts.
 */
export function withPhoto<S extends z.ZodObject>(schema: S) {
  return {
    posted: schema.safeExtend({ removePhoto: ticked('on'), photo: postedFile }),
    fields: [...(Object.keys(schema.shape) as (keyof z.output<S> & string)[]), 'removePhoto' as const],
  }
}
