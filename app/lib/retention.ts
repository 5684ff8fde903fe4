declare const __RETENTION__:
  | { files?: string; leads?: string; backupKeep?: string; backupEveryHours?: string; analyticsMonths?: string }
  | undefined

/** Defaults of FILE_RETENTION_DAYS, LEAD_RETENTION_DAYS, BACKUP_KEEP, BACKUP_EVERY_HOURS and ANALYTICS_RETENTION_MONTHS. */
export const RETENTION_DEFAULTS = {
  files: 180,
  leads: 730,
  backupKeep: 14,
  backupEveryHours: 24,
  analyticsMonths: 25,
} as const

/** A positive number from the environment (`fallback` when unset or blank); throws on anything else. */
export function positiveSetting(name: string, value: string | undefined, fallback: number, integer = false): number {
  if (value === undefined || value.trim() === '') return fallback
  const n = Number(value)
  if (!(n > 0) || (integer && !Number.isInteger(n))) {
    throw new Error(`${name} must be a positive ${integer ? 'whole number' : 'number'}, not "${value}"`)
  }
  return n
}

const built = typeof __RETENTION__ === 'object' ? __RETENTION__ : {}

/**
 * How long the site keeps what people send, fixed at build time (vite.config.ts) from the environment, like SITE_URL:
 * the prerendered notice under every form and the privacy policy state it, and the server's retention job applies
 * the same numbers. Rebuild after changing them.
 * - files: uploaded files are deleted this many days after their lead is closed or won (FILE_RETENTION_DAYS);
 * - leads: a submission is erased this many days after its lead was closed (LEAD_RETENTION_DAYS);
 * - backupDays: how long a backup lives before it is rotated out (BACKUP_KEEP × BACKUP_EVERY_HOURS).
 */
export const retentionDays = {
  files: positiveSetting('FILE_RETENTION_DAYS', built.files, RETENTION_DEFAULTS.files, true),
  leads: positiveSetting('LEAD_RETENTION_DAYS', built.leads, RETENTION_DEFAULTS.leads, true),
  backupDays: Math.ceil(
    (positiveSetting('BACKUP_KEEP', built.backupKeep, RETENTION_DEFAULTS.backupKeep) *
      positiveSetting('BACKUP_EVERY_HOURS', built.backupEveryHours, RETENTION_DEFAULTS.backupEveryHours)) /
      24,
  ),
}

/**
 * How many months the visit statistics (per-day counts, docs/decisions/021) are kept (ANALYTICS_RETENTION_MONTHS,
 * fixed at build time like the others: the privacy policy states it).
 */
export const analyticsRetentionMonths = positiveSetting(
  'ANALYTICS_RETENTION_MONTHS',
  built.analyticsMonths,
  RETENTION_DEFAULTS.analyticsMonths,
  true,
)

/** A period as people say it: 730 → '2 years', 180 → '6 months', 14 → '2 weeks', 45 → '45 days'. */
export function periodText(days: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (days % 365 === 0) return plural(days / 365, 'year')
  if (days % 30 === 0) return plural(days / 30, 'month')
  if (days % 7 === 0) return plural(days / 7, 'week')
  return plural(days, 'day')
}
