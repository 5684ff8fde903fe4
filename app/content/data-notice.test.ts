import { describe, expect, it } from 'vitest'
import { dataNoticeCopy } from '~/content/data-notice'
import { legalDocs } from '~/content/legal-docs'
import { formList } from '~/forms/registry'
import { analyticsRetentionMonths, periodText, RETENTION_DEFAULTS, retentionDays } from '~/lib/retention'

describe('retention periods', () => {
  it('default to the documented settings (no build-time environment in unit tests)', () => {
    expect(retentionDays).toEqual({ files: 180, leads: 730, backupDays: 14 })
    expect(RETENTION_DEFAULTS.backupKeep).toBe(14)
    expect(analyticsRetentionMonths).toBe(25)
  })

  it('read as people say them', () => {
    expect([730, 365, 180, 30, 14, 7, 45, 1].map(periodText)).toEqual([
      '2 years',
      '1 year',
      '6 months',
      '1 month',
      '2 weeks',
      '1 week',
      '45 days',
      '1 day',
    ])
  })

  it('are what every form’s notice and the privacy policy state', () => {
    for (const form of formList) {
      const { text } = dataNoticeCopy(form.kind, Boolean(form.uploads))
      expect(text).toMatch(form.uploads ? /6 months after/ : /2 years after/)
    }
    const policy = JSON.stringify(legalDocs.find((doc) => doc.slug === 'privacy-policy'))
    for (const phrase of [
      'then 2 years after we close them',
      'deleted automatically 6 months after',
      'kept for 2 weeks',
      'Visit statistics (counts per day, described under “What we count about visits”): 25 months',
    ])
      expect(policy).toContain(phrase)
  })
})

describe('what the privacy policy says is counted about visits', () => {
  it('says plainly what is and is not recorded, and keeps "no tracking cookies" true', () => {
    const policy = legalDocs.find((doc) => doc.slug === 'privacy-policy')!
    const section = JSON.stringify(policy.sections.find((s) => s.heading === 'What we count about visits'))
    for (const phrase of [
      'No cookie is set',
      'We do not record your IP address',
      'user agent',
      'a random secret that changes every day',
      'Global Privacy Control',
      'utm_source, utm_medium and utm_campaign',
    ])
      expect(section).toContain(phrase)
    expect(JSON.stringify(policy)).toContain(
      'We do not use advertising cookies, advertising trackers or third-party tracking pixels',
    )
  })
})
