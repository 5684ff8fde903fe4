/**
 * Job openings (migration 013). `remote` is 1 or 0; `apply_by` and `posted_on` are 'YYYY-MM-DD' (India); `posted_on`
 * is set when the opening is first opened; salaries are whole rupees per `salary_period` ('MONTH' or 'YEAR'), or null.
 */
export interface CareerOpeningTable {
  id: string
  slug: string
  title: string
  team: string
  location: string
  remote: number
  employment_type: string
  apply_by: string
  summary: string
  description: string
  salary_min: number | null
  salary_max: number | null
  salary_period: string | null
  status: string
  posted_on: string | null
  created_at: string
  updated_at: string
}
