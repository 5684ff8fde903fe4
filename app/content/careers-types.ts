/**
 * The words of a job opening that code, the staff form and the public pages share. Kept free of imports and zod so
 * the browser bundle takes it cheaply.
 */
export const EMPLOYMENT_TYPES = [
  { value: 'full-time', label: 'Full-time', schema: 'FULL_TIME' },
  { value: 'part-time', label: 'Part-time', schema: 'PART_TIME' },
  { value: 'internship', label: 'Internship', schema: 'INTERN' },
  { value: 'contract', label: 'Contract', schema: 'CONTRACTOR' },
] as const
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]['value']

export const OPENING_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const
export type OpeningStatus = (typeof OPENING_STATUSES)[number]['value']

export const SALARY_PERIODS = [
  { value: 'MONTH', label: 'a month' },
  { value: 'YEAR', label: 'a year' },
] as const
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]['value']

/** One opening as the site and the staff side read it. */
export interface Opening {
  id: string
  slug: string
  title: string
  team: string
  /** A city ('Bengaluru'), or '' for a remote role. */
  location: string
  remote: boolean
  type: EmploymentType
  /** Last day to apply, 'YYYY-MM-DD' (India). */
  applyBy: string
  /** One or two sentences for the list. */
  summary: string
  /** Markdown (rendered and sanitised as posts are). */
  description: string
  salary: { min: number; max: number | null; period: SalaryPeriod } | null
  status: OpeningStatus
  /** The day it was first opened, 'YYYY-MM-DD', or null for a draft never opened. */
  postedOn: string | null
  updatedAt: string
}

export function employmentTypeLabel(type: string): string {
  return EMPLOYMENT_TYPES.find((t) => t.value === type)?.label ?? type
}

/** 'Remote (India)', 'Bengaluru', or 'Bengaluru or remote (India)'. */
export function openingPlace(opening: Pick<Opening, 'location' | 'remote'>): string {
  if (!opening.remote) return opening.location
  return opening.location ? `${opening.location} or remote (India)` : 'Remote (India)'
}
