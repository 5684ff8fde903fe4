import { staffPaths } from '~/content/staff-routes'
import { getTestimonial, type StoredTestimonial } from '~/server/testimonials/current.server'
import { staffTestimonialsPage } from '~/staff/publishing/content/testimonials'
import {
  CONSENT_REQUIRED,
  DeleteTestimonialSchema,
  MoveTestimonialSchema,
  TESTIMONIAL_FIELDS,
  TestimonialPostedSchema,
  type TestimonialEdit,
  type TestimonialFormValues,
} from '~/staff/publishing/forms/testimonial.schema'
import { done, intent, staffAction } from '~/staff/shell/server/staff-action.server'
import { contentChanged } from '~/server/content-version.server'
import { publishedRoutes, type PublishedActionData, type PublishedEditor } from './published-editor.server'
import { PHOTO_SIDE } from './testimonial-photo.server'
import {
  deleteTestimonial,
  moveTestimonial,
  saveTestimonial,
  testimonialAuditTarget,
} from './testimonials-store.server'

/** A refused testimonial save's answer, or a refused delete's. */
export type TestimonialActionData = PublishedActionData<TestimonialFormValues>

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

type Posted = TestimonialEdit & { photo?: File; removePhoto?: boolean }
const testimonials: PublishedEditor<StoredTestimonial, TestimonialFormValues, Posted> = {
  noun: 'testimonial',
  list: staffPaths.staffTestimonials,
  get: getTestimonial,
  schema: TestimonialPostedSchema,
  fields: TESTIMONIAL_FIELDS,
  formValues: testimonialFormValues,
  photoSide: PHOTO_SIDE,
  photoOf: (t) => t.image,
  consentRequired: CONSENT_REQUIRED,
  save: async (db, { existing, ...input }) => ({ id: await saveTestimonial(db, { id: existing?.id, ...input }) }),
  name: (t) => t.name,
  remove: {
    schema: DeleteTestimonialSchema,
    mismatch: staffTestimonialsPage.remove.mismatch,
    audit: 'testimonial-delete',
    run: async (db, t) => {
      const gone = await deleteTestimonial(db, t.id)
      return gone && { target: `A testimonial on the ${gone.page} home`, photo: gone.photo }
    },
  },
  audit: {
    add: 'testimonial-add',
    edit: 'testimonial-edit',
    target: testimonialAuditTarget,
    added: (t, _saved, photo) => `${t.page} page, ${t.shown ? 'shown' : 'hidden'}${photo ? ', with a photo' : ''}`,
    // What the audit line compares: every field as text ('' for none).
    view: (t) => ({
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
    }),
  },
}

/** The add (`id` 'new') and edit page's loader and action, for owners and editors. */
export const {
  stored: storedTestimonial,
  editPage: testimonialEditPage,
  action: testimonialAction,
} = publishedRoutes(testimonials, staffTestimonialsPage)

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
