import { SALARY_PERIODS, type Opening } from '~/content/careers-types'
import { staffPaths } from '~/content/staff-routes'
import { formatRupees } from '~/lib/format'
import { istToday } from '~/lib/ist'
import { slugify } from '~/lib/slug'
import { findOpening } from '~/server/careers/current.server'
import { staffCareersPage } from '~/staff/publishing/content/staff-careers'
import {
  OPENING_FIELDS,
  openingFormSchema,
  type OpeningFormOutput,
  type OpeningFormValues,
} from '~/staff/publishing/forms/opening.schema'
import { createOpening, saveOpening, type OpeningChanges } from './openings-store.server'
import { publishedRoutes, type PublishedEditor } from './published-editor.server'

/** An opening's form values from what is stored (empty for a new one, a draft by default). */
export function openingFormValues(o: OpeningChanges | undefined): OpeningFormValues {
  return {
    title: o?.title ?? '',
    team: o?.team ?? '',
    location: o?.location ?? '',
    remote: o?.remote ? 'on' : undefined,
    type: o?.type ?? '',
    applyBy: o?.applyBy ?? '',
    summary: o?.summary ?? '',
    description: o?.description ?? '',
    salaryMin: o?.salary ? String(o.salary.min) : '',
    salaryMax: o?.salary?.max ? String(o.salary.max) : '',
    salaryPeriod: o?.salary?.period ?? '',
    status: o?.status ?? 'draft',
  }
}

/** What the checked form changes: its salary's three fields as one salary (none without a minimum and a period). */
function changesOf(item: Opening | OpeningFormOutput): OpeningChanges {
  if (!('salaryMin' in item)) return item
  const { salaryMin, salaryMax, salaryPeriod, ...rest } = item
  return {
    ...rest,
    salary: salaryMin === null || !salaryPeriod ? null : { min: salaryMin, max: salaryMax, period: salaryPeriod },
  }
}

/** The salary as the audit line reads it: '₹30,000 to ₹45,000 a month', or 'none'. */
function salaryLine(salary: Opening['salary']): string {
  if (!salary) return 'none'
  const per = SALARY_PERIODS.find((p) => p.value === salary.period)?.label ?? ''
  return `${formatRupees(salary.min)}${salary.max === null ? '' : ` to ${formatRupees(salary.max)}`} ${per}`
}

/** A new opening's slug before it is made unique (`createOpening`): its title as a slug. */
function slugBase(title: string): string {
  return slugify(title).slice(0, 60).replace(/-+$/, '') || 'opening'
}

// Openings are published without consent or a photo, and are closed rather than deleted: their page keeps its address.
const openings: PublishedEditor<Opening, OpeningFormValues, OpeningFormOutput> = {
  noun: 'opening',
  list: staffPaths.staffCareers,
  get: findOpening,
  // An open opening's apply-by day cannot have passed: the gate is made with today in India.
  schema: (now) => openingFormSchema(istToday(now)),
  fields: OPENING_FIELDS,
  formValues: (o) => openingFormValues(o && changesOf(o)),
  // Its own fields only; the description may be 10,000 characters of any script.
  limits: { maxBytes: 128 * 1024, maxFields: OPENING_FIELDS.length + 1, maxFieldBytes: 96 * 1024 },
  save: async (db, { existing, fields, now }) => {
    const changes = changesOf(fields)
    if (existing) return { id: await saveOpening(db, { id: existing.id }, changes, now) }
    const { id, slug } = await createOpening(db, slugBase(changes.title), changes, now)
    return { id, address: `/careers/${slug}` }
  },
  name: (o) => o.title,
  audit: {
    add: 'opening-create',
    edit: 'opening-edit',
    target: (title) => `${title} opening`,
    added: (o, saved) => `${o.status}, ${saved.address}, apply by ${o.applyBy}`,
    // Each field as a word or text (the description cut short by describeChanges).
    view: (item) => {
      const o = changesOf(item)
      return {
        title: o.title,
        team: o.team,
        location: o.location,
        remote: o.remote ? 'remote within India' : 'not remote',
        type: o.type,
        applyBy: o.applyBy,
        summary: o.summary,
        description: o.description,
        salary: salaryLine(o.salary),
        status: o.status,
      }
    },
  },
}

/** The add (`id` 'new') and edit page's loader and action, for owners and editors. */
export const { editPage: openingEditPage, action: openingAction } = publishedRoutes(openings, staffCareersPage)
