import type { z } from 'zod'
import { sitePaths, type PagePathId, type SiteRouteId } from '~/content/site-routes'
import { contactCourseOptions } from '~/content/studio/contact-courses'
import { registrationBootcamps, registrationTracks } from '~/content/studio/registration-tracks'
import { crashCourses } from '~/content/studio/crash-courses'
import { type FieldErrors, fieldErrors } from './fields'
import { EnquirySchema } from './enquiry.schema'
import { JobApplicationSchema } from './job-application.schema'
import { RegistrationSchema } from './registration.schema'
import { ServicesContactSchema } from './services-contact.schema'
import { StudioContactSchema } from './studio-contact.schema'
import { jobApplicationUploads, registrationUploads, type UploadRule } from './uploads'

/**
 * The form registry: every public form, once. The JSON API (routes/api/forms.ts), the page actions, the store's
 * `SubmissionKind`, the staff inbox (tabs, labels, CSV export), the notification mail and the browser hook
 * `useFormSubmission(kind)` all read it, so adding a form is one entry here plus its schema and component.
 *
 * It imports the zod schemas, so browser code imports only its types (`FormKind`); what the browser needs at run time
 * comes from zod-free modules (`~/forms/uploads`, `~/content/site-routes`) or from loaders.
 */

export interface FormDefinition<S extends z.ZodObject> {
  /** The kind in the inbox, singular and lower case ('studio contact'). */
  label: string
  /** The inbox tab ('Studio contacts'). */
  plural: string
  schema: S
  /** The page whose action takes the form's post without scripts; a stored submission lands on it with ?sent=1. */
  page: PagePathId
  /** Pages with a parameter whose action takes this form too (a job opening's page), each redirecting to itself. */
  alsoOn?: readonly SiteRouteId[]
  /** Picks the name, email and phone columns out of the parsed fields. */
  contact: (fields: z.output<S>) => Contact
  /** The label staff see for each field, in the inbox, the CSV export and the mail: every schema field has one. */
  fieldLabels: { [K in keyof S['shape'] & string]: string }
  /** For a field that stores a code ('data-science', 'mentor'): the name staff see for each code. */
  valueLabels?: { [K in keyof S['shape'] & string]?: readonly { value: string; label: string }[] }
  /** What the inbox row says the person wants: the first of these fields with a value, else `fallback` (the label). */
  wants?: { fields: readonly (keyof S['shape'] & string)[]; fallback: string }
  /** The free-text field whose first line the inbox row shows. */
  messageField?: keyof S['shape'] & string
  uploads?: readonly UploadRule[]
  /**
   * A form whose thank-you state names the submission: the visitor is given its reference, and lands on the page with
   * `?sent=1&ref=…` and these fields' values (the registration's bootcamp), so the page can say what happens next.
   */
  confirms?: readonly (keyof S['shape'] & string)[]
}

export interface Contact {
  name: string
  email: string
  phone: string
}

export type ParsedForm =
  | { success: true; fields: Record<string, unknown>; contact: Contact }
  | { success: false; errors: FieldErrors }

/** One form, with the types of its schema erased: what the server's generic code handles. */
export interface FormEntry extends FormBase {
  kind: FormKind
}

interface FormBase {
  label: string
  plural: string
  /** The form's schema, its output type erased; `parse` is the typed way to use it. */
  schema: z.ZodObject
  /** The schema's field names: the only text fields the body reader keeps. */
  fieldNames: string[]
  page: PagePathId
  alsoOn: readonly SiteRouteId[]
  /** Where a visitor without scripts lands after a stored submission (post/redirect/get). */
  successPath: string
  /** The fields carried to the thank-you page of a form that gives a reference; undefined for the others. */
  confirms: readonly string[] | undefined
  fieldLabels: Readonly<Record<string, string>>
  valueLabels: Readonly<Record<string, Readonly<Record<string, string>>>>
  wants: { fields: readonly string[]; fallback: string }
  messageField: string | undefined
  uploads: readonly UploadRule[]
  /** Parses the text fields with the form's schema: its fields and contact columns, or errors by field. */
  parse: (values: Record<string, unknown>) => ParsedForm
}

/**
 * Checks a definition against its own schema (every field labelled, the contact picker typed by the schema's output)
 * and erases the schema's type, so the server handles every form alike without casts.
 */
export function defineForm<S extends z.ZodObject>(definition: FormDefinition<S>): FormBase {
  const uploads = definition.uploads ?? []
  return {
    label: definition.label,
    plural: definition.plural,
    schema: definition.schema,
    fieldNames: Object.keys(definition.schema.shape),
    page: definition.page,
    alsoOn: definition.alsoOn ?? [],
    successPath: `${sitePaths[definition.page]}?sent=1`,
    confirms: definition.confirms,
    fieldLabels: {
      ...definition.fieldLabels,
      ...Object.fromEntries(uploads.map((rule) => [rule.field, rule.title])),
    },
    valueLabels: Object.fromEntries(
      Object.entries(definition.valueLabels ?? {}).map(([field, options]) => [
        field,
        Object.fromEntries((options ?? []).map((option) => [option.value, option.label])),
      ]),
    ),
    wants: definition.wants ?? { fields: [], fallback: definition.plural },
    messageField: definition.messageField,
    uploads,
    parse: (values) => {
      const parsed = definition.schema.safeParse(values)
      return parsed.success
        ? { success: true, fields: parsed.data, contact: definition.contact(parsed.data) }
        : { success: false, errors: fieldErrors(parsed.error) }
    },
  }
}

/** Every public form, in the order the staff inbox shows them. */
const definitions = {
  enquiry: defineForm({
    label: 'enquiry',
    plural: 'Enquiries',
    schema: EnquirySchema,
    page: 'enquiry',
    contact: (f) => ({ name: f.name, email: f._replyto, phone: f.phone }),
    fieldLabels: {
      name: 'Name',
      _replyto: 'Email',
      phone: 'Phone',
      college: 'College or organisation',
      message: 'Message',
    },
    wants: { fields: [], fallback: 'General enquiry' },
    messageField: 'message',
  }),
  'studio-contact': defineForm({
    label: 'studio contact',
    plural: 'Studio contacts',
    schema: StudioContactSchema,
    page: 'studioContact',
    contact: (f) => ({ name: f.name, email: f.email, phone: f.phone }),
    fieldLabels: { name: 'Name', email: 'Email', phone: 'Phone', course: 'Course', crashCourse: 'Crash course' },
    valueLabels: {
      course: contactCourseOptions,
      crashCourse: crashCourses.map((course) => ({ value: course.id, label: course.title })),
    },
    wants: { fields: ['crashCourse', 'course'], fallback: 'A course' },
  }),
  'services-contact': defineForm({
    label: 'services contact',
    plural: 'Services contacts',
    schema: ServicesContactSchema,
    page: 'servicesContact',
    contact: (f) => ({ name: f.name, email: f.email, phone: f.phone }),
    fieldLabels: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
    wants: { fields: [], fallback: 'Software services' },
    messageField: 'message',
  }),
  registration: defineForm({
    label: 'registration',
    plural: 'Registrations',
    schema: RegistrationSchema,
    page: 'studioRegister',
    contact: (f) => ({ name: f.fullName, email: f.email, phone: f.phone }),
    fieldLabels: {
      fullName: 'Full name',
      email: 'Email',
      phone: 'Phone',
      location: 'Location',
      qualification: 'Qualification',
      branch: 'Branch',
      college: 'College or organisation',
      yearOfPassing: 'Year of passing',
      projects: 'Projects',
      track: 'Track',
      whyJoin: 'Why join',
      bootcamp: 'Bootcamp',
    },
    valueLabels: { bootcamp: registrationBootcamps, track: registrationTracks },
    confirms: ['bootcamp'],
    wants: { fields: ['bootcamp', 'track'], fallback: 'A bootcamp' },
    messageField: 'whyJoin',
    uploads: registrationUploads,
  }),
  // Applications to an opening and, with no opening, talent-pool entries from /careers (docs/decisions/017).
  'job-application': defineForm({
    label: 'job application',
    plural: 'Job applications',
    schema: JobApplicationSchema,
    page: 'careers',
    alsoOn: ['careerOpening'],
    contact: (f) => ({ name: f.name, email: f.email, phone: f.phone }),
    fieldLabels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      linkedin: 'LinkedIn',
      note: 'Note',
      opening: 'Opening',
      role: 'Role applied for',
      interest: 'Area of interest (talent pool)',
    },
    wants: { fields: ['role'], fallback: 'Talent pool' },
    messageField: 'note',
    uploads: jobApplicationUploads,
  }),
}

export type FormKind = keyof typeof definitions

/** Every form by kind. */
export const forms = Object.fromEntries(
  Object.entries(definitions).map(([kind, form]) => [kind, { ...form, kind }]),
) as Record<FormKind, FormEntry>

/** Every form, in the inbox's order. */
export const formList: readonly FormEntry[] = Object.values(forms)

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && Object.hasOwn(forms, value)
}

/** The label staff see for a field of a form; names no form declares (older rows) get a readable form of the key. */
export function fieldLabel(kind: FormKind, key: string): string {
  // A row of a form since removed from the registry still gets readable labels.
  const known = forms[kind]?.fieldLabels[key]
  if (known) return known
  const words = key
    .replace(/^_+/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : key
}

/** What staff see for a stored value: the name of a code the form declares ('Data Science'), else the value itself. */
export function fieldValue(kind: FormKind, key: string, value: unknown): unknown {
  const names = forms[kind]?.valueLabels[key]
  return typeof value === 'string' && names && Object.hasOwn(names, value) ? names[value] : value
}

/** A field's value as staff and visitors read it: coded values by their names, empty as '—', others as sent. */
export function fieldValueText(kind: FormKind, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value !== 'string') return JSON.stringify(value)
  return String(fieldValue(kind, key, value))
}

/** A lead at a glance, for the inbox row: what the person wants (readable) and the first line of their message. */
export function leadGlance(kind: FormKind, fields: Readonly<Record<string, unknown>>): { wants: string; line: string } {
  const form = forms[kind]
  if (!form) return { wants: kind, line: '' }
  const key = form.wants.fields.find((k) => typeof fields[k] === 'string' && fields[k] !== '')
  const message = form.messageField ? fields[form.messageField] : undefined
  const first = typeof message === 'string' ? (message.split(/\r?\n/).find((l) => l.trim()) ?? '').trim() : ''
  return {
    wants: key ? fieldValueText(kind, key, fields[key]) : form.wants.fallback,
    line: first.length > 120 ? `${first.slice(0, 119)}…` : first,
  }
}
