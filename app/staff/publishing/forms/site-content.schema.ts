import { z } from 'zod'
import { ANNOUNCEMENT_LIMITS as MAX } from '~/staff/shell/forms/limits'

/** The staff announcement form; the server's parse is the gate (see site-editor.server.ts). */
export const AnnouncementFormSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'Write the announcement.')
      .max(MAX.text, `Keep the announcement within ${MAX.text} characters.`),
    linkHref: z
      .string()
      .trim()
      .max(MAX.linkHref, `Keep the link within ${MAX.linkHref} characters.`)
      .refine(
        (href) => href === '' || /^\/(?!\/)[^\s\\]*$/.test(href) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(href),
        'Use a page of this site (/realworkstudio/register) or an https:// address.',
      ),
    linkText: z.string().trim().max(MAX.linkText, `Keep the link text within ${MAX.linkText} characters.`),
    startsOn: z.iso.date('Give the first day, e.g. 2027-01-05.'),
    endsOn: z.iso.date('Give the last day, e.g. 2027-01-20.'),
  })
  .refine((a) => a.endsOn >= a.startsOn, { path: ['endsOn'], message: 'The last day cannot be before the first.' })
  .refine((a) => a.linkText === '' || a.linkHref !== '', {
    path: ['linkHref'],
    message: 'Give the address the link text points to, or clear the link text.',
  })
export type AnnouncementFormValues = z.input<typeof AnnouncementFormSchema>

export { ANNOUNCEMENT_FIELDS } from './site-content-fields'
