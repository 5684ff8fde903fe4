import { SALARY_PERIODS, type Opening } from '~/content/careers-types'
import { formatRupees } from '~/lib/format'
import { istToday } from '~/lib/ist'
import { slugify } from '~/lib/slug'
import { staffPaths } from '~/content/staff-routes'
import { describeChanges, refusedForm } from '~/staff/publishing/server/edit-form.server'
import { done, intent, staffAction, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'
import { createOpening, saveOpening, type OpeningChanges } from '~/staff/publishing/server/openings-store.server'
import { contentChanged } from '~/server/content-version.server'
import { OPENING_FIELDS, openingFormSchema, type OpeningFormValues } from '~/staff/publishing/forms/opening.schema'

/** An opening's form values from what is stored (empty for a new one, a draft by default). */
export function openingFormValues(o: Opening | undefined): OpeningFormValues {
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

/** The salary as the audit line reads it: '₹30,000 to ₹45,000 a month', or 'none'. */
function salaryLine(salary: Opening['salary']): string {
  if (!salary) return 'none'
  const per = SALARY_PERIODS.find((p) => p.value === salary.period)?.label ?? ''
  return `${formatRupees(salary.min)}${salary.max === null ? '' : ` to ${formatRupees(salary.max)}`} ${per}`
}

/** What the audit compares: each field as a word or text (the description cut short by describeChanges). */
function auditView(o: OpeningChanges) {
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
}

/** A new opening's slug before it is made unique (`createOpening`): its title as a slug. */
function slugBase(title: string): string {
  return slugify(title).slice(0, 60).replace(/-+$/, '') || 'opening'
}

/** The opening form's body: its own fields only; the description may be 10,000 characters of any script. */
const OPENING_FORM_LIMITS = {
  maxBytes: 128 * 1024,
  maxFields: OPENING_FIELDS.length,
  maxFieldBytes: 96 * 1024,
} satisfies StaffBodyLimits

/**
 * The opening edit page's action (`current()` gives undefined: create one), for owners and editors. Every save is
 * audited with each changed field before → after.
 */
export function openingAction(request: Request, current: () => Promise<Opening | undefined>) {
  const now = new Date()
  const save = intent(
    openingFormSchema(istToday(now)),
    async (form, { db }) => {
      const opening = await current()
      const { salaryMin, salaryMax, salaryPeriod, ...rest } = form
      const changes: OpeningChanges = {
        ...rest,
        salary: salaryMin === null || !salaryPeriod ? null : { min: salaryMin, max: salaryMax, period: salaryPeriod },
      }
      if (opening) {
        await saveOpening(db, { id: opening.id }, changes, now)
        contentChanged()
        return done(`${staffPaths.staffCareers}?saved=${encodeURIComponent(opening.id)}`, {
          audit: {
            action: 'opening-edit',
            target: `${opening.title} opening`,
            detail: describeChanges(auditView(opening), auditView(changes)),
          },
        })
      }
      const { id, slug } = await createOpening(db, slugBase(changes.title), changes, now)
      contentChanged()
      return done(`${staffPaths.staffCareers}?saved=${encodeURIComponent(id)}`, {
        audit: {
          action: 'opening-create',
          target: `${changes.title} opening`,
          detail: `${changes.status}, /careers/${slug}, apply by ${changes.applyBy}`,
        },
      })
    },
    refusedForm(OPENING_FIELDS),
  )
  return staffAction({
    request,
    gate: 'staff',
    intentField: null,
    fallback: 'save',
    limits: OPENING_FORM_LIMITS,
    intents: { save },
  })
}
