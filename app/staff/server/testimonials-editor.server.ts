import { data, redirect } from 'react-router'
import {
  CONSENT_REQUIRED,
  TESTIMONIAL_FIELDS,
  TestimonialFormSchema,
  type TestimonialEdit,
  type TestimonialFormValues,
} from '~/staff/forms/testimonial.schema'
import { recordAudit, type AuditActor } from '~/server/audit.server'
import { BodyError, readForm } from '~/server/body.server'
import { describeChanges } from '~/server/catalogue/editor.server'
import { contentChanged } from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'
import { MAX_PHOTO_BYTES, preparePhoto } from '~/server/testimonials/photo.server'
import {
  ConsentMissingError,
  getTestimonial,
  moveTestimonial,
  saveTestimonial,
  type StoredTestimonial,
  type TestimonialPhoto,
} from '~/server/testimonials/store.server'

export interface TestimonialActionData {
  values: TestimonialFormValues
  errors: Record<string, string>
  error: string
}

/** The stored testimonial with this id (hidden ones too), or a 404 for the staff page. */
export async function storedTestimonial(id: string): Promise<StoredTestimonial> {
  const testimonial = await getTestimonial((await getDatabase()).db, id)
  if (!testimonial) throw data('No such testimonial', { status: 404 })
  return testimonial
}

/** A testimonial's form values from what is stored (a new one: the studio page, hidden until consent is recorded). */
export function testimonialFormValues(t: StoredTestimonial | undefined): TestimonialFormValues {
  return {
    page: t?.page ?? 'studio',
    name: t?.name ?? '',
    role: t?.role ?? '',
    company: t?.company ?? '',
    text: t?.text ?? '',
    rating: t?.rating ? String(t.rating) : '',
    linkedin: t?.linkedin ?? '',
    github: t?.github ?? '',
    consentOn: t?.consentOn ?? '',
    shown: t?.shown ? 'on' : undefined,
  }
}

/** A form with a photo: 2 MB for it and 64 KB for the text (README "Limits"). */
const FORM_LIMITS = {
  maxBytes: MAX_PHOTO_BYTES + 64 * 1024,
  maxFields: TESTIMONIAL_FIELDS.length + 1,
  maxFieldBytes: 8 * 1024,
  fields: [...TESTIMONIAL_FIELDS],
  files: ['photo'],
  maxFileBytes: MAX_PHOTO_BYTES,
}

async function readBody(request: Request, limits: Parameters<typeof readForm>[1]): Promise<FormData> {
  try {
    return await readForm(request, limits)
  } catch (error) {
    if (error instanceof BodyError) throw data(error.message, { status: error.status })
    throw error
  }
}

function refused(values: TestimonialFormValues, errors: Record<string, string>) {
  return data<TestimonialActionData>(
    { values, errors, error: 'Nothing was saved. Please correct the fields marked below.' },
    { status: 400 },
  )
}

/** What the audit line compares: every field as text ('' for none). */
function auditView(t: TestimonialEdit | StoredTestimonial) {
  return {
    page: t.page,
    name: t.name,
    role: t.role,
    company: t.company,
    quote: t.text,
    rating: t.rating ? `${t.rating}/5` : 'none',
    linkedin: t.linkedin ?? '',
    github: t.github ?? '',
    consent: t.consentOn ?? 'not recorded',
    shown: t.shown,
  }
}

/**
 * The add and edit pages' action (`current` undefined: add one). The caller has checked the staff session (owners
 * and editors). A testimonial is shown only with a consent date: the schema refuses it with a message at the field,
 * and the store refuses it again.
 */
export async function handleTestimonialForm(request: Request, actor: AuditActor, current?: StoredTestimonial) {
  const form = await readBody(request, FORM_LIMITS)
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.replaceAll('\0', '') : ''
  }
  const values = Object.fromEntries(TESTIMONIAL_FIELDS.map((name) => [name, text(name)])) as TestimonialFormValues
  values.shown = values.shown || undefined
  values.removePhoto = values.removePhoto || undefined
  const parsed = TestimonialFormSchema.safeParse(values)
  const errors: Record<string, string> = {}
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message

  let photo: TestimonialPhoto | undefined
  const file = form.get('photo')
  if (file instanceof File && file.size > 0) {
    const prepared = await preparePhoto(new Uint8Array(await file.arrayBuffer()))
    if (prepared.ok) photo = prepared
    else errors.photo = prepared.error
  }
  if (!parsed.success || Object.keys(errors).length > 0) return refused(values, errors)

  const { db } = await getDatabase()
  const removePhoto = values.removePhoto === 'on' && !photo
  let id: string
  try {
    id = await saveTestimonial(db, { id: current?.id, fields: parsed.data, photo, removePhoto })
  } catch (error) {
    if (error instanceof ConsentMissingError) return refused(values, { consentOn: CONSENT_REQUIRED })
    throw error
  }
  contentChanged()
  const photoChange = photo
    ? current?.image
      ? 'photo: replaced'
      : 'photo: added'
    : removePhoto && current?.image
      ? 'photo: removed'
      : null
  if (current) {
    const changes = describeChanges(auditView(current), auditView(parsed.data))
    await recordAudit(db, actor, 'testimonial-edit', {
      target: `Testimonial of ${current.name}`,
      detail: [changes, photoChange].filter(Boolean).join('; ') || 'no change',
    })
  } else {
    await recordAudit(db, actor, 'testimonial-add', {
      target: `Testimonial of ${parsed.data.name}`,
      detail: `${parsed.data.page} page, ${parsed.data.shown ? 'shown' : 'hidden'}${photo ? ', with a photo' : ''}`,
    })
  }
  return redirect(`/staff/testimonials?saved=${encodeURIComponent(id)}`, 303)
}

/** The list page's Move up / Move down buttons (plain forms: they work without scripts). */
export async function handleTestimonialMove(request: Request, actor: AuditActor) {
  const form = await readBody(request, {
    maxBytes: 1024,
    maxFields: 2,
    maxFieldBytes: 128,
    fields: ['id', 'direction'],
  })
  const id = String(form.get('id') ?? '')
  const direction = form.get('direction')
  if (direction !== 'up' && direction !== 'down') throw data('Unknown direction', { status: 400 })
  const current = await storedTestimonial(id)
  const { db } = await getDatabase()
  const moved = await moveTestimonial(db, id, direction)
  if (moved) {
    contentChanged()
    await recordAudit(db, actor, 'testimonial-move', {
      target: `Testimonial of ${current.name}`,
      detail: `${current.page} page, position: ${moved.from} → ${moved.to}`,
    })
  }
  return redirect(`/staff/testimonials?moved=${encodeURIComponent(id)}#testimonial-${encodeURIComponent(id)}`, 303)
}
