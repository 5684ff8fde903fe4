declare const __RETENTION_DAYS__: { files: string | undefined; leads: string | undefined } | undefined

/** Defaults of FILE_RETENTION_DAYS and LEAD_RETENTION_DAYS. */
export const DEFAULT_RETENTION_DAYS = { files: 180, leads: 730 } as const

function days(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of days, not "${value}"`)
  return n
}

/**
 * How long the site keeps what people send, fixed at build time (vite.config.ts) from FILE_RETENTION_DAYS and
 * LEAD_RETENTION_DAYS, like SITE_URL: the prerendered notice under every form and the privacy policy state it, and the
 * server's retention job applies the same numbers. Rebuild after changing them.
 * - files: uploaded files are deleted this many days after their lead is closed or won;
 * - leads: a submission is erased this many days after its lead was closed.
 */
export const retentionDays = {
  files: days(
    'FILE_RETENTION_DAYS',
    typeof __RETENTION_DAYS__ === 'object' ? __RETENTION_DAYS__.files : undefined,
    DEFAULT_RETENTION_DAYS.files,
  ),
  leads: days(
    'LEAD_RETENTION_DAYS',
    typeof __RETENTION_DAYS__ === 'object' ? __RETENTION_DAYS__.leads : undefined,
    DEFAULT_RETENTION_DAYS.leads,
  ),
}
