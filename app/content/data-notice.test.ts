import { describe, expect, it } from 'vitest'
import { dataNoticeCopy } from '~/content/data-notice'
import { legalDocs } from '~/content/legal-docs'
import { formList } from '~/forms/registry'
import { periodText, RETENTION_DEFAULTS, retentionDays } from '~/lib/retention'

describe('retention periods', () => {
  it('default to the documented settings (no build-time environment in unit tests)', () => {
    expect(retentionDays).toEqual({ files: 180, leads: 730, backupDays: 14 })
    expect(RETENTION_DEFAULTS.backupKeep).toBe(14)
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
    ])
      expect(policy).toContain(phrase)
  })
})
