import { data } from 'react-router'
import { staffPaths } from '~/content/staff-routes'
import {
  done,
  intent,
  staffAction,
  type StaffBodyLimits,
  type StaffIntent,
} from '~/staff/shell/server/staff-action.server'
import type { StaffUser } from '~/staff/shell/server/session.server'
import {
  BOOTCAMP_FIELDS,
  BootcampFormSchema,
  CRASH_COURSE_FIELDS,
  CrashCourseFormSchema,
  type BootcampFormValues,
  type CrashCourseFormValues,
} from '~/staff/publishing/forms/catalogue.schema'
import { formatRupees } from '~/lib/format'
import { slugify } from '~/lib/slug'
import { contentChanged } from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'
import { describeChanges, refusedForm } from './edit-form.server'
import {
  readCatalogue,
  type Catalogue,
  type CatalogueBootcamp,
  type CatalogueCrashCourse,
} from '~/server/catalogue/read.server'
import { saveBootcamp, saveCrashCourse } from './catalogue-store.server'

/** The stored course of that list with this id (hidden ones too), or a 404 for the staff page. */
export async function storedCourse<K extends keyof Catalogue>(list: K, id: string): Promise<Catalogue[K][number]> {
  const { db } = await getDatabase()
  const course = (await readCatalogue(db))[list].find((c) => c.id === id)
  if (!course) throw data('No such course', { status: 404 })
  return course
}

/** Staff actions: 32 KB, their own fields only (docs/operations.md#limits); the forms send no intent. */
const limits = (fields: readonly string[]) =>
  ({ maxBytes: 32 * 1024, maxFields: fields.length, maxFieldBytes: 8 * 1024 }) satisfies StaffBodyLimits
export const BOOTCAMP_FORM_LIMITS = limits(BOOTCAMP_FIELDS)
export const CRASH_COURSE_FORM_LIMITS = limits(CRASH_COURSE_FIELDS)

const lines = (items: readonly string[]) => items.join('\n')

/** A bootcamp's form values from what is stored. */
export function bootcampFormValues(b: CatalogueBootcamp): BootcampFormValues {
  return {
    price: String(b.discountPrice),
    originalPrice: String(b.originalPrice),
    description: b.description,
    duration: b.duration,
    level: b.level,
    technologies: lines(b.technologies),
    projects: lines(b.projects),
    careers: lines(b.careers),
    shown: b.shown ? 'on' : undefined,
  }
}

/** A crash course's form values from what is stored (empty for a new one, shown by default). */
export function crashCourseFormValues(c: CatalogueCrashCourse | undefined): CrashCourseFormValues {
  return {
    title: c?.title ?? '',
    category: c?.category ?? '',
    price: c ? String(c.price) : '',
    duration: c?.duration ?? '',
    description: c?.description ?? '',
    topics: c ? lines(c.topics) : '',
    shown: !c || c.shown ? 'on' : undefined,
  }
}

/** The bootcamp edit page's one intent, on the stored course `course()` finds (or its 404). */
export function bootcampSave(course: () => Promise<CatalogueBootcamp>) {
  return intent(
    BootcampFormSchema,
    async (form, { db }) => {
      const current = await course()
      const { price, ...rest } = form
      const after = { ...rest, discountPrice: price }
      const { id, title } = current
      const before = {
        discountPrice: current.discountPrice,
        originalPrice: current.originalPrice,
        description: current.description,
        duration: current.duration,
        level: current.level,
        technologies: current.technologies,
        projects: current.projects,
        careers: current.careers,
        shown: current.shown,
      }
      await saveBootcamp(db, id, after)
      contentChanged()
      return done(`${staffPaths.staffCatalogue}?saved=${encodeURIComponent(id)}`, {
        audit: {
          action: 'catalogue-edit',
          target: `${title} bootcamp`,
          detail: describeChanges(before, after, ['discountPrice', 'originalPrice']),
        },
      })
    },
    refusedForm(BOOTCAMP_FIELDS),
  )
}

/** A new crash course's id: its title as a slug, made unique among the courses there are. */
async function newCrashCourseId(title: string): Promise<string> {
  const { db } = await getDatabase()
  const taken = new Set((await readCatalogue(db)).crashCourses.map((course) => course.id))
  const base = slugify(title) || 'crash-course'
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
  return id
}

/** The crash course edit page's one intent (`course()` gives undefined: add one). */
export function crashCourseSave(course: () => Promise<CatalogueCrashCourse | undefined>) {
  return intent(
    CrashCourseFormSchema,
    async (parsed, { db }) => {
      const current = await course()
      const id = current?.id ?? (await newCrashCourseId(parsed.title))
      await saveCrashCourse(db, id, parsed)
      contentChanged()
      const { id: _id, ...before } = current ?? { id }
      const audit = current
        ? {
            action: 'catalogue-edit' as const,
            target: `${current.title} crash course`,
            detail: describeChanges(before as Omit<CatalogueCrashCourse, 'id'>, parsed, ['price']),
          }
        : {
            action: 'catalogue-add' as const,
            target: `${parsed.title} crash course`,
            detail: `${formatRupees(parsed.price)}, ${parsed.shown ? 'shown' : 'hidden'}`,
          }
      return done(`${staffPaths.staffCatalogue}?saved=${encodeURIComponent(id)}`, { audit })
    },
    refusedForm(CRASH_COURSE_FIELDS),
  )
}

/** A catalogue edit page's action: staff only, the form's own fields (no intent field), its one `save` intent. */
export function catalogueAction<R>(request: Request, limits: StaffBodyLimits, save: StaffIntent<StaffUser, R>) {
  return staffAction({ request, gate: 'staff', intentField: null, fallback: 'save', limits, intents: { save } })
}
