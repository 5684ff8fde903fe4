// The CSV export read in batches: every row once, oldest first, across batch boundaries; on SQLite in memory by
// default and on PostgreSQL when DATABASE_URL is set.
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { csvResponse } from '~/staff/shell/server/csv.server'
import { exportCsvLines } from './inbox-export.server'

const store = withTestDatabase({ clear: false })

describe(`CSV export stream (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('writes every row once, oldest first, however many batches it takes', async () => {
    const rows = Array.from({ length: 2_345 }, (_, i) => ({
      id: `id-${String(i).padStart(5, '0')}`,
      kind: 'enquiry' as const,
      // Many rows share a time: the keyset must still not skip or repeat any.
      created_at: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 7) * 1000).toISOString(),
      name: `Visitor ${i}`,
      email: `v${i}@example.com`,
      phone: '+91 98450 12345',
      fields: JSON.stringify({ message: `Question ${i}`, ...(i === 2_000 ? { late: 'a field first seen late' } : {}) }),
      user_agent: null,
      status_changed_at: null,
      assignee: null,
      source: i % 2 ? 'instagram' : null,
    }))
    for (let i = 0; i < rows.length; i += 500)
      await store.db
        .insertInto('submissions')
        .values(rows.slice(i, i + 500))
        .execute()
    const bytes = new Uint8Array(await csvResponse('export.csv', exportCsvLines(store.db, 'enquiry')).arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const lines = text.slice(1).split('\r\n')
    expect(lines[0]).toMatch(/^ID,Received \(UTC\),Name,Email,Phone,Message,Late,Files,/)
    expect(lines.at(-1)).toBe('')
    const ids = lines.slice(1, -1).map((line) => line.split(',')[0])
    expect(ids).toEqual(rows.map((r) => r.id))
    expect(lines[2_001]).toContain(',Question 2000,a field first seen late,')
    expect(lines[2]).toContain(',instagram,')
  })
})
