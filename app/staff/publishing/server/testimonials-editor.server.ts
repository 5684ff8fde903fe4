import { data } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import {
  CONSENT_REQUIRED,
  TESTIMONIAL_FIELDS,
  DeleteTestimonialSchema,
  MoveTestimonialSchema,
  TestimonialPostedSchema,
  type TestimonialEdit,
  type TestimonialFormValues,
} from '~/staff/publishing/forms/testimonial.schema'
import { staffTestimonialsPage } from '~/staff/publishing/content/testimonials'
import { fillTemplate } from '~/lib/format'
import { describeChanges, refused, refusedForm, type EditFormData } from '~/staff/publishing/server/edit-form.server'
import { done, intent, staffAction, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'
import { contentChanged } from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'
import { MAX_PHOTO_BYTES, preparePhoto } from '~/staff/publishing/server/testimonial-photo.server'
import { getTestimonial, type StoredTestimonial } from '~/server/testimonials/current.server'
import {
  deleteTestimonial,
  moveTestimonial,
  saveTestimonial,
  testimonialAuditTarget,
} from '~/staff/publishing/server/testimonials-store.server'
import {
  ConsentMissingError,
  type PublishedPhoto as TestimonialPhoto,
} from '~/staff/publishing/server/published-store.server'

/** A refused testimonial save's answer, or a refused delete's. */
export type TestimonialActionData = EditFormData<TestimonialFormValues> | { deleteError: string }

/** The stored testimonial with this id (hidden ones too), or a 404 for the staff page. */
export async function storedTestimonial(id: string): Promise<StoredTestimonial> {
  const testimonial = await getTestimonial((await getDatabase()).db, id)
  if (!testimonial) throw data('No such testimonial', { status: 404 })
  return testimonial
}

/** A testimonial's form values from what is stored (a new one: the studio page, hidden until consent is recorded). */
export function testimonialFormValues(t: StoredTestimonial | TestimonialEdit | undefined): TestimonialFormValues {
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

/** A checked testimonial refused later (its photo, its consent) as the form shows it again. */
const formValues = (fields: TestimonialEdit, removePhoto: boolean): TestimonialFormValues => ({
  ...testimonialFormValues(fields),
  removePhoto: removePhoto ? 'on' : undefined,
})

/** A form with a photo: 2 MB for it and 64 KB for the text (docs/operations.md, "Limits"). */
const FORM_LIMITS = {
  maxBytes: MAX_PHOTO_BYTES + 64 * 1024,
  maxFields: TESTIMONIAL_FIELDS.length + 1,
  maxFieldBytes: 8 * 1024,
  files: ['photo'],
  maxFileBytes: MAX_PHOTO_BYTES,
} satisfies StaffBodyLimits

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
 * The add and edit pages' action (`current()` gives undefined: add one), for owners and editors. A testimonial is
 * shown only with a consent date: the schema refuses it with a message at the field, and the store refuses it again.
 */
export function testimonialAction(request: Request, current: () => Promise<StoredTestimonial | undefined>) {
  const save = intent(
    TestimonialPostedSchema,
    async ({ photo: file, removePhoto: remove, ...fields }, { db }) => {
      const existing = await current()
      let photo: TestimonialPhoto | undefined
      if (file) {
        const prepared = await preparePhoto(new Uint8Array(await file.arrayBuffer()))
        if (!prepared.ok) return refused(formValues(fields, remove), { photo: prepared.error })
        photo = prepared
      }

      const removePhoto = remove && !photo
      let id: string
      try {
        id = await saveTestimonial(db, { id: existing?.id, fields, photo, removePhoto })
      } catch (error) {
        if (error instanceof ConsentMissingError)
          return refused(formValues(fields, remove), { consentOn: CONSENT_REQUIRED })
        throw error
      }
      contentChanged()
      const photoChange = photo
        ? existing?.image
          ? 'photo: replaced'
          : 'photo: added'
        : removePhoto && existing?.image
          ? 'photo: removed'
          : null
      const audit = existing
        ? {
            action: 'testimonial-edit' as const,
            target: testimonialAuditTarget(existing.name),
            detail:
              [describeChanges(auditView(existing), auditView(fields)), photoChange].filter(Boolean).join('; ') ||
              'no change',
          }
        : {
            action: 'testimonial-add' as const,
            target: testimonialAuditTarget(fields.name),
            detail: `${fields.page} page, ${fields.shown ? 'shown' : 'hidden'}${photo ? ', with a photo' : ''}`,
          }
      return done(`${staffPaths.staffTestimonials}?saved=${encodeURIComponent(id)}`, { audit })
    },
    refusedForm(TESTIMONIAL_FIELDS),
  )
  // The delete form names its intent; the save form sends none.
  const remove = intent(DeleteTestimonialSchema, async ({ confirm }, { db }) => {
    const existing = await current()
    if (!existing) throw data('No such testimonial', { status: 404 })
    if (confirm !== existing.name) {
      const deleteError = fillTemplate(staffTestimonialsPage.remove.mismatch, { name: existing.name })
      return data<TestimonialActionData>({ deleteError }, { status: 400 })
    }
    const gone = await deleteTestimonial(db, existing.id)
    if (!gone) throw data('No such testimonial', { status: 404 })
    contentChanged()
    return done(`${staffPaths.staffTestimonials}?deleted=1`, {
      audit: {
        action: 'testimonial-delete',
        target: `A testimonial on the ${gone.page} home`,
        detail: gone.photo ? 'deleted with its photo' : 'deleted',
      },
    })
  })
  return staffAction({
    request,
    gate: 'staff',
    fallback: 'save',
    limits: FORM_LIMITS,
    intents: { save, delete: remove },
  })
}

/** The list page's Move up / Move down buttons (plain forms: they work without scripts). */
export function testimonialMoveAction(request: Request) {
  const move = intent(MoveTestimonialSchema, async ({ id, direction }, { db }) => {
    const current = await storedTestimonial(id)
    const moved = await moveTestimonial(db, id, direction)
    if (moved) contentChanged()
    return done(
      `${staffPaths.staffTestimonials}?moved=${encodeURIComponent(id)}#testimonial-${encodeURIComponent(id)}`,
      {
        audit: moved && {
          action: 'testimonial-move',
          target: testimonialAuditTarget(current.name),
          detail: `${current.page} page, position: ${moved.from} → ${moved.to}`,
        },
      },
    )
  })
  return staffAction({
    request,
    gate: 'staff',
    intentField: null,
    fallback: 'move',
    limits: { maxBytes: 1024, maxFieldBytes: 128 },
    intents: { move },
  })
}
