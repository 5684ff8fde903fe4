import { redirect } from 'react-router'
import { SALARY_PERIODS, type Opening } from '~/content/careers-types'
import { formatRupees } from '~/lib/format'
import { istToday } from '~/lib/site-notices'
import { slugify } from '~/lib/slug'
import { recordAudit, type AuditActor } from '~/server/audit.server'
import { describeChanges, failed, readFields } from '~/server/catalogue/editor.server'
import { saveOpening, takenSlugs, type OpeningChanges } from '~/server/careers/store.server'
import { contentChanged } from '~/server/content-version.server'
import { getDatabase } from '~/server/db/database.server'
import { OPENING_FIELDS, openingFormSchema, type OpeningFormValues } from '../forms/opening.schema'

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

/** A new opening's slug: its title as a slug, unique among the openings there are. */
async function newSlug(title: string): Promise<string> {
  const taken = await takenSlugs((await getDatabase()).db)
  const base = slugify(title).slice(0, 60).replace(/-+$/, '') || 'opening'
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

/**
 * The opening edit page's action (`current` undefined: create one). The caller has checked the staff session (owners
 * and editors). Every save is audited with each changed field before → after.
 */
export async function handleOpeningForm(request: Request, actor: AuditActor, current: Opening | undefined) {
  const raw = await readFields(request, OPENING_FIELDS)
  const values: OpeningFormValues = { ...raw, remote: raw.remote || undefined }
  const now = new Date()
  const parsed = openingFormSchema(istToday(now)).safeParse(values)
  if (!parsed.success) return failed(values, parsed.error.issues)
  const { salaryMin, salaryMax, salaryPeriod, ...rest } = parsed.data
  const changes: OpeningChanges = {
    ...rest,
    salary: salaryMin === null || !salaryPeriod ? null : { min: salaryMin, max: salaryMax, period: salaryPeriod },
  }
  const { db } = await getDatabase()
  if (current) {
    await saveOpening(db, { id: current.id }, changes, now)
    contentChanged()
    await recordAudit(db, actor, 'opening-edit', {
      target: `${current.title} opening`,
      detail: describeChanges(auditView(current), auditView(changes)),
    })
    return redirect(`/staff/careers?saved=${encodeURIComponent(current.id)}`, 303)
  }
  const slug = await newSlug(changes.title)
  const id = await saveOpening(db, { slug }, changes, now)
  contentChanged()
  await recordAudit(db, actor, 'opening-create', {
    target: `${changes.title} opening`,
    detail: `${changes.status}, /careers/${slug}, apply by ${changes.applyBy}`,
  })
  return redirect(`/staff/careers?saved=${encodeURIComponent(id)}`, 303)
}
