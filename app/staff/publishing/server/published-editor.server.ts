// The editor half of the kit every published entity uses (profiles, testimonials, case studies, openings): the stored
// item or a 404, the add and edit page's action with its two intents (save: the photo checked, the consent refused
// again at its field, the audit line; delete, for an entity that has it: the name typed to confirm), and the body
// limits of its form. Each entity's editor is a configuration of these (docs/architecture.md, "Published entities").
import { data } from 'react-router'
import type { z } from 'zod'
import type { AuditAction } from '~/lib/audit-actions'
import { fillTemplate } from '~/lib/format'
import { contentChanged } from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'
import type { Database } from '~/server/db/schema.server'
import type { Kysely } from 'kysely'
import { describeChanges, refused, refusedForm, type EditFormData } from './edit-form.server'
import { ConsentMissingError, photoChange, type PublishedPhoto } from './published-store.server'
import { MAX_PHOTO_BYTES, preparePhoto } from './testimonial-photo.server'
import {
  done,
  intent,
  staffAction,
  type AuditNote,
  type StaffBodyLimits,
} from '~/staff/shell/server/staff-action.server'
import { requireStaff } from '~/staff/shell/server/session.server'

/** A refused save's answer, or a refused delete's. */
export type PublishedActionData<V> = EditFormData<V> | { deleteError: string }

type Shown = string | number | boolean | readonly string[]
type Posted = { photo?: File; removePhoto?: boolean }
type FieldsOf<P> = Omit<P, 'photo' | 'removePhoto'>
type Saved = { id: string; address?: string }

/** One published entity's editor: its store, its form and its audit entries. */
export interface PublishedEditor<Stored, Values, P extends object> {
  /** Its name in a 404 and a refused save: 'profile'. */
  noun: string
  /** The list page a save or delete returns to (`?saved={id}` or `?deleted=1`). */
  list: string
  get: (db: Kysely<Database>, id: string) => Promise<Stored | undefined>
  /**
   * The form's gate: its fields parsed, `photo` and `removePhoto` too when it takes a photo; made for the request's
   * moment when it depends on the day (an open opening's apply-by day must not have passed).
   */
  schema: z.ZodObject | ((now: Date) => z.ZodObject)
  /** The fields the form posts (a refused form shows them again as posted). */
  fields: readonly string[]
  /** A stored (or checked) item, or none, as the form shows it. */
  formValues: (item: Stored | FieldsOf<P> | undefined) => Values
  /** The side, in px, of its photo as stored, and where an item keeps it; undefined when it takes none. */
  photoSide?: number
  photoOf?: (item: Stored) => string | null
  /** The message at the consent field when the store refuses to show one without it (undefined: no consent). */
  consentRequired?: string
  /** The form's body limits when they are not a text form's or a photo form's (an opening's long description). */
  limits?: StaffBodyLimits
  /** Saves the checked fields (and photo) of a new item or `existing`; its id (and a new one's public address). */
  save: (
    db: Kysely<Database>,
    input: {
      existing: Stored | undefined
      fields: FieldsOf<P>
      photo?: PublishedPhoto
      removePhoto: boolean
      now: Date
    },
  ) => Promise<Saved>
  /** A refusal the store throws besides the consent rule, as a message at a field (a case study's taken address). */
  refusal?: (error: unknown) => Record<string, string> | undefined
  /** The name staff type to delete one, and that names it in the audit log: a person's name, a title. */
  name: (item: Stored | FieldsOf<P>) => string
  /** Deleting one, for an entity staff may delete (an opening is closed instead). */
  remove?: {
    schema: z.ZodObject
    /** The delete form's refusal when the typed name is not the stored one ({name}). */
    mismatch: string
    /**
     * Deletes it: the audit entry's target and whether a photo went with it (the entry says so), or undefined when it
     * was already gone.
     */
    run: (db: Kysely<Database>, item: Stored) => Promise<{ target: string; photo?: boolean } | undefined>
    audit: AuditAction
  }
  audit: {
    add: AuditAction
    edit: AuditAction
    /** How the audit log names an item by its name (`Profile of {name}`). */
    target: (name: string) => string
    /** What a new one's entry says: 'mentor, hidden'. */
    added: (fields: FieldsOf<P>, saved: Saved, photo: boolean) => string
    /** What an edit compares: each field as text. */
    view: (item: Stored | FieldsOf<P>) => Record<string, Shown>
  }
}

/** The stored item with this id (hidden ones too), or a 404 for the staff page. */
export async function storedOr404<Stored>(
  editor: Pick<PublishedEditor<Stored, unknown, object>, 'get' | 'noun'>,
  id: string,
): Promise<Stored> {
  const item = await editor.get((await getDatabase()).db, id)
  if (!item) throw data(`No such ${editor.noun}`, { status: 404 })
  return item
}

/** The item an edit page's path names (a 404 when there is none); undefined for /new (add one). */
function inPath<Stored>(editor: Pick<PublishedEditor<Stored, unknown, object>, 'get' | 'noun'>, id: string) {
  return id === 'new' ? Promise.resolve(undefined) : storedOr404(editor, id)
}

/**
 * An edit page's loader (`id` 'new': the add page), for owners and editors: the item as stored, and what the page
 * shell shows (PublishedEditPage): its title ({name} or {title} in the copy's editTitle), its photo, its form's values.
 */
export async function publishedEditPage<
  Stored,
  Values,
  P extends object,
  Copy extends { addTitle: string; editTitle: string },
>(editor: PublishedEditor<Stored, Values, P>, request: Request, id: string, copy: Copy) {
  await requireStaff(request)
  const current = await inPath(editor, id)
  const name = current ? editor.name(current) : ''
  const title = current ? fillTemplate(copy.editTitle, { name, title: name }) : copy.addTitle
  const photo = (current && editor.photoOf?.(current)) ?? null
  return { current, page: { copy, title, isNew: !current, name, photo, values: editor.formValues(current) } }
}

/** A form with a photo: 2 MB for it and 64 KB for the text (docs/operations.md, "Limits"); without, 64 KB. */
function formLimits(fields: readonly string[], photo: boolean): StaffBodyLimits {
  const text = { maxFields: fields.length + 1, maxFieldBytes: 8 * 1024 }
  return photo
    ? { maxBytes: MAX_PHOTO_BYTES + 64 * 1024, ...text, files: ['photo'], maxFileBytes: MAX_PHOTO_BYTES }
    : { maxBytes: 64 * 1024, ...text }
}

/**
 * The add and edit pages' action (`current()` gives undefined: add one), for owners and editors. An item is shown only
 * with a consent date: the schema refuses it at the field, and the store refuses it again.
 */
export function publishedAction<Stored, Values, P extends object>(
  editor: PublishedEditor<Stored, Values, P>,
  request: Request,
  id: string,
) {
  const current = () => inPath(editor, id)
  const again = (fields: FieldsOf<P>, remove: boolean, errors: Record<string, string>) =>
    refused(
      editor.photoSide
        ? { ...editor.formValues(fields), removePhoto: remove ? 'on' : undefined }
        : editor.formValues(fields),
      errors,
    )
  const now = new Date()
  // The answers are read by the page as PublishedActionData<Values> (a refused form shows the values as posted).
  const save = intent<z.ZodObject, unknown>(
    typeof editor.schema === 'function' ? editor.schema(now) : editor.schema,
    async (posted, { db }) => {
      // The schema is the gate: what passed it is the entity's fields, with the photo's two when it takes one.
      const { photo: file, removePhoto: remove = false, ...rest } = posted as Posted
      const fields = rest as FieldsOf<P>
      const existing = await current()
      let photo: PublishedPhoto | undefined
      if (file) {
        const prepared = await preparePhoto(new Uint8Array(await file.arrayBuffer()), editor.photoSide)
        if (!prepared.ok) return again(fields, remove, { photo: prepared.error })
        photo = prepared
      }
      const removePhoto = remove && !photo
      let saved: Saved
      try {
        saved = await editor.save(db, { existing, fields, photo, removePhoto, now })
      } catch (error) {
        const errors =
          error instanceof ConsentMissingError && editor.consentRequired
            ? { consentOn: editor.consentRequired }
            : editor.refusal?.(error)
        if (errors) return again(fields, remove, errors)
        throw error
      }
      contentChanged()
      const { audit } = editor
      const hadPhoto = Boolean(existing && editor.photoOf?.(existing))
      const note: AuditNote = existing
        ? {
            action: audit.edit,
            target: audit.target(editor.name(existing)),
            detail:
              [describeChanges(audit.view(existing), audit.view(fields)), photoChange(hadPhoto, { photo, removePhoto })]
                .filter(Boolean)
                .join('; ') || 'no change',
          }
        : {
            action: audit.add,
            target: audit.target(editor.name(fields)),
            detail: audit.added(fields, saved, Boolean(photo)),
          }
      return done(`${editor.list}?saved=${encodeURIComponent(saved.id)}`, { audit: note })
    },
    refusedForm(editor.fields),
  )
  return staffAction({
    request,
    gate: 'staff',
    fallback: 'save',
    limits: editor.limits ?? formLimits(editor.fields, editor.photoSide !== undefined),
    intents: editor.remove ? { save, delete: deleteIntent(editor, editor.remove, current) } : { save },
  })
}

/** The delete form's intent (the save form sends none): the name typed again, then the item and its audit entry. */
function deleteIntent<Stored, Values, P extends object>(
  editor: PublishedEditor<Stored, Values, P>,
  remove: NonNullable<PublishedEditor<Stored, Values, P>['remove']>,
  current: () => Promise<Stored | undefined>,
) {
  return intent(remove.schema, async (posted, { db }) => {
    const existing = await current()
    if (!existing) throw data(`No such ${editor.noun}`, { status: 404 })
    const name = editor.name(existing)
    if ((posted as { confirm: string }).confirm !== name) {
      const deleteError = fillTemplate(remove.mismatch, { name })
      return data<PublishedActionData<Values>>({ deleteError }, { status: 400 })
    }
    const gone = await remove.run(db, existing)
    if (!gone) throw data(`No such ${editor.noun}`, { status: 404 })
    contentChanged()
    const detail = gone.photo ? 'deleted with its photo' : 'deleted'
    return done(`${editor.list}?deleted=1`, { audit: { action: remove.audit, target: gone.target, detail } })
  })
}

/**
 * What an entity's two route modules call: its edit page's loader (`id` 'new': the add page), its action, and the
 * stored item or a 404 (for a page of its own, such as a case study's screenshots).
 */
export function publishedRoutes<Stored, Values, P extends object, Copy extends { addTitle: string; editTitle: string }>(
  editor: PublishedEditor<Stored, Values, P>,
  copy: Copy,
) {
  return {
    stored: (id: string) => storedOr404(editor, id),
    editPage: (request: Request, id: string) => publishedEditPage(editor, request, id, copy),
    action: (request: Request, id: string) => publishedAction(editor, request, id),
  }
}
