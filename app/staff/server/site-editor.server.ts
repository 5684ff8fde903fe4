import { data, redirect } from 'react-router'
import { bootcamps } from '~/content/studio/bootcamps'
import {
  ANNOUNCEMENT_FIELDS,
  AnnouncementFormSchema,
  BatchDateSchema,
  batchField,
  type AnnouncementFormValues,
} from '~/staff/forms/site-content.schema'
import { isUpcoming, istToday, type SiteContent } from '~/lib/site-notices'
import { BodyError, readForm } from '~/server/body.server'
import { contentChanged } from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'
import { saveAnnouncement, saveBatchDates } from '~/server/site-content.server'
import { recordAudit, type AuditActor } from '~/server/audit.server'

const BATCH_FIELDS = bootcamps.map((bootcamp) => batchField(bootcamp.id))

/** Staff actions: 16 KB, their own fields only (README "Limits"). */
const SITE_FORM_LIMITS = {
  maxBytes: 16 * 1024,
  maxFields: BATCH_FIELDS.length + ANNOUNCEMENT_FIELDS.length + 2,
  maxFieldBytes: 4 * 1024,
  fields: [...BATCH_FIELDS, ...ANNOUNCEMENT_FIELDS, 'intent'],
}

export interface SiteFormValues {
  batches: Record<string, string>
  announcement: AnnouncementFormValues
}

export interface SiteActionData {
  form: 'batches' | 'announcement'
  values: SiteFormValues
  errors: Record<string, string>
  error: string
}

/** The page's field values from what is stored. */
export function siteFormValues(content: SiteContent): SiteFormValues {
  const a = content.announcement
  return {
    batches: Object.fromEntries(bootcamps.map((b) => [b.id, content.batchDates[b.id] ?? ''])),
    announcement: {
      text: a?.text ?? '',
      linkHref: a?.linkHref ?? '',
      linkText: a?.linkText ?? '',
      startsOn: a?.startsOn ?? '',
      endsOn: a?.endsOn ?? '',
    },
  }
}

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.replaceAll('\0', '').trim() : ''
}

/**
 * The site page's action: intent = batches (save every track's date; an empty one hands the track back to the
 * studio's calendar), announcement (save it) or remove-announcement. The caller has checked the staff session.
 */
export async function handleSiteForm(request: Request, actor: AuditActor, current: SiteFormValues, now = new Date()) {
  let form: FormData
  try {
    form = await readForm(request, SITE_FORM_LIMITS)
  } catch (error) {
    if (error instanceof BodyError) throw data(error.message, { status: error.status })
    throw error
  }
  const intent = text(form, 'intent')
  const { db } = await getDatabase()

  if (intent === 'batches') {
    const batches: Record<string, string> = {}
    const errors: Record<string, string> = {}
    for (const bootcamp of bootcamps) {
      const value = text(form, batchField(bootcamp.id))
      batches[bootcamp.id] = value
      const parsed = BatchDateSchema.safeParse(value)
      if (!parsed.success) errors[batchField(bootcamp.id)] = parsed.error.issues[0]!.message
      else if (value && !isUpcoming(value, now))
        errors[batchField(bootcamp.id)] = 'This batch has already begun. Give its next start date, or leave it empty.'
    }
    if (Object.keys(errors).length > 0)
      return data<SiteActionData>(
        { form: 'batches', values: { ...current, batches }, errors, error: 'Please correct the dates marked below.' },
        { status: 400 },
      )
    await saveBatchDates(db, Object.fromEntries(Object.entries(batches).map(([id, date]) => [id, date || null])), now)
    contentChanged()
    await recordAudit(db, actor, 'batch-dates', {
      detail:
        Object.entries(batches)
          .filter(([id, date]) => date !== (current.batches[id] ?? ''))
          .map(([id, date]) => `${id}: ${date || 'calendar'}`)
          .join(', ') || null,
    })
    return redirect('/staff/site?saved=batches', 303)
  }

  if (intent === 'remove-announcement') {
    await saveAnnouncement(db, null, now)
    contentChanged()
    await recordAudit(db, actor, 'announcement-remove')
    return redirect('/staff/site?saved=removed', 303)
  }

  if (intent !== 'announcement') throw data('Unknown action', { status: 400 })
  const raw = Object.fromEntries(ANNOUNCEMENT_FIELDS.map((name) => [name, text(form, name)])) as AnnouncementFormValues
  const parsed = AnnouncementFormSchema.safeParse(raw)
  const errors: Record<string, string> = {}
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
  else if (parsed.data.endsOn < istToday(now))
    errors.endsOn = 'This last day has passed, so nobody would see the announcement.'
  if (!parsed.success || Object.keys(errors).length > 0)
    return data<SiteActionData>(
      {
        form: 'announcement',
        values: { ...current, announcement: raw },
        errors,
        error: 'Please correct the fields marked below.',
      },
      { status: 400 },
    )
  const a = parsed.data
  await saveAnnouncement(
    db,
    {
      text: a.text,
      linkHref: a.linkHref || null,
      linkText: a.linkText || null,
      startsOn: a.startsOn,
      endsOn: a.endsOn,
    },
    now,
  )
  contentChanged()
  await recordAudit(db, actor, 'announcement-set', { target: a.text, detail: `${a.startsOn} to ${a.endsOn}` })
  return redirect('/staff/site?saved=announcement', 303)
}
