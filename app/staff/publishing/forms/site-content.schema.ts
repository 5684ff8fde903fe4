import { z } from 'zod'
import { istToday } from '~/lib/ist'
import { ANNOUNCEMENT_LIMITS as MAX } from '~/staff/shell/forms/limits'
import { trimmedText } from '~/staff/shell/forms/form-text'
import { ANNOUNCEMENT_FIELDS } from './site-content-fields'

/** The staff announcement form; the server's parse is the gate (see site-editor.server.ts). */
export const AnnouncementFormSchema = z
  .object({
    text: trimmedText.pipe(
      z
        .string()
        .min(1, 'Write the announcement.')
        .max(MAX.text, `Keep the announcement within ${MAX.text} characters.`),
    ),
    linkHref: trimmedText
      .pipe(z.string().max(MAX.linkHref, `Keep the link within ${MAX.linkHref} characters.`))
      .refine(
        (href) => href === '' || /^\/(?!\/)[^\s\\]*$/.test(href) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(href),
        'Use a page of this site (/realworkstudio/register) or an https:// address.',
      ),
    linkText: trimmedText.pipe(z.string().max(MAX.linkText, `Keep the link text within ${MAX.linkText} characters.`)),
    startsOn: trimmedText.pipe(z.iso.date('Give the first day, e.g. 2027-01-05.')),
    endsOn: trimmedText.pipe(z.iso.date('Give the last day, e.g. 2027-01-20.')),
  })
  .refine((a) => a.endsOn >= a.startsOn, { path: ['endsOn'], message: 'The last day cannot be before the first.' })
  .refine((a) => a.linkText === '' || a.linkHref !== '', {
    path: ['linkHref'],
    message: 'Give the address the link text points to, or clear the link text.',
  })
/** The form as posted: every field text. */
export type AnnouncementFormValues = Record<keyof z.output<typeof AnnouncementFormSchema>, string>

/** The announcement as the page saves it: its last day not passed (India time) at `now`. */
export function announcementSchema(now: Date) {
  return AnnouncementFormSchema.refine((a) => a.endsOn >= istToday(now), {
    path: ['endsOn'],
    message: 'This last day has passed, so nobody would see the announcement.',
  })
}

export { ANNOUNCEMENT_FIELDS }
