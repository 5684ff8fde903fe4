import { describe, expect, it } from 'vitest'
import type { LeadStatus } from '../db/schema.server'
import { recordAudit } from '../audit.server'
import { listAudit } from '~/staff/shell/server/audit-log.server'
import { withTestDatabase } from '../db/test-database.server'
import { addNote, updateLead } from '~/staff/leads/server/inbox.server'
import { leadName } from '~/staff/shell/server/lead-events.server'
import { getSubmission } from '../submission-read.server'
import { saveSubmission } from '../submissions.server'
import { applyRetention, runRetentionJob } from './retention.server'

// Retention with a moved clock: leads are received and closed on chosen days, then the job runs "today".
const store = withTestDatabase({ clear: false })

const today = new Date('2026-11-25T02:00:00Z')
const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000)
const pdf = new Uint8Array(Buffer.from('%PDF-1.7\nscan of an ID card'))

async function lead(name: string, status: LeadStatus, closedDaysAgo: number) {
  const id = await saveSubmission(
    store.db,
    {
      kind: 'registration',
      name,
      email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
      phone: '+91 98450 12345',
      fields: { track: 'devops' },
      files: [{ field: 'idProof', filename: 'id.pdf', contentType: 'application/pdf', data: pdf }],
    },
    daysAgo(closedDaysAgo + 5),
  )
  if (status !== 'new') await updateLead(store.db, id, { status, assignee: null }, daysAgo(closedDaysAgo))
  return id
}

describe('retention', () => {
  it('deletes files of leads closed or won past FILE_RETENTION_DAYS and erases leads closed past LEAD_RETENTION_DAYS', async () => {
    const closedLong = await lead('Closed Long Ago', 'closed', 200)
    const wonLong = await lead('Won Long Ago', 'won', 181)
    const closedRecently = await lead('Closed Recently', 'closed', 179)
    const openOld = await lead('Still Open', 'contacted', 1000)
    const ancient = await lead('Ancient Lead', 'closed', 731)
    await addNote(store.db, ancient, 'Her Aadhaar number is on the scan', 'Asha', daysAgo(740))
    const actor = { id: 'owner', email: 'owner@realwork.example' }
    await recordAudit(store.db, actor, 'lead-note', {
      target: await leadName(store.db, ancient),
      detail: 'Her Aadhaar number is on the scan',
    })

    const result = await runRetentionJob(store.db, today)
    expect(result).toEqual({ filesDeleted: 3, leadsErased: 1 })

    const files = async (id: string) => (await getSubmission(store.db, id))!.files
    for (const id of [closedLong, wonLong]) {
      expect(await files(id)).toEqual([
        expect.objectContaining({ filename: 'id.pdf', deletedAt: today.toISOString(), deletedReason: 'retention' }),
      ])
    }
    const bytes = await store.db
      .selectFrom('submission_files')
      .select(['submission_id', 'data'])
      .where('deleted_at', 'is not', null)
      .execute()
    expect(bytes.map((row) => row.data.byteLength)).toEqual([0, 0])
    for (const id of [closedRecently, openOld]) expect((await files(id))[0]!.deletedAt).toBeNull()

    expect(await getSubmission(store.db, ancient)).toBeUndefined()
    for (const table of ['submission_files', 'submission_notes', 'outbox'] as const) {
      const rows = await store.db.selectFrom(table).select('id').where('submission_id', '=', ancient).execute()
      expect(rows, table).toEqual([])
    }
    const { entries } = await listAudit(store.db)
    expect(entries.find((e) => e.action === 'lead-note')).toMatchObject({
      target: `Erased lead (registration ${ancient.slice(0, 8)})`,
      detail: null,
    })
    expect(entries.find((e) => e.action === 'retention')).toMatchObject({
      actorEmail: null,
      detail:
        'Deleted 3 files of leads closed or won over 180 days ago; erased 1 lead closed over 730 days ago (1 file)',
    })
    expect(JSON.stringify(entries)).not.toContain('Ancient Lead')
  })

  it('runs once a day across servers, and logs only what it did', async () => {
    expect(await runRetentionJob(store.db, new Date(today.getTime() + 3_600_000))).toBeUndefined() // ran today
    const tomorrow = new Date(today.getTime() + 86_400_000)
    const before = (await listAudit(store.db)).total
    expect(await runRetentionJob(store.db, tomorrow)).toEqual({ filesDeleted: 0, leadsErased: 0 })
    expect((await listAudit(store.db)).total).toBe(before)
  })

  it('takes its periods as settings', async () => {
    const id = await lead('Short Period', 'won', 10)
    // Short Period's file (won 10 days ago) and Closed Recently's (179 days); no lead is closed 5,000 days.
    expect(await applyRetention(store.db, { fileDays: 7, leadDays: 5000, now: today })).toEqual({
      filesDeleted: 2,
      leadsErased: 0,
    })
    expect((await getSubmission(store.db, id))!.files[0]!.deletedAt).toBe(today.toISOString())
  })
})
