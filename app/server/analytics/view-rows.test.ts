// The in-memory view rows: one row per day, path, entry flag, device and source, a cap on new rows, and nothing lost
// when a failed write puts its rows back.
import { describe, expect, it } from 'vitest'
import { NO_SOURCE, type PageView } from './count-rules.server'
import { createViewRows } from './view-rows.server'

const view = (path: string, more: Partial<PageView> = {}): PageView => ({
  path,
  entry: false,
  device: 'phone',
  gpc: false,
  userAgent: 'Test',
  ...NO_SOURCE,
  ...more,
})

describe('view rows', () => {
  it('adds views of the same day, path, entry flag, device and source into one row, and keeps the others apart', () => {
    const rows = createViewRows(100)
    rows.count(view('/'), '2026-03-05')
    rows.count(view('/'), '2026-03-05')
    rows.count(view('/', { entry: true }), '2026-03-05')
    rows.count(view('/', { device: 'desktop' }), '2026-03-05')
    rows.count(view('/'), '2026-03-06')
    rows.count(view('/', { entry: true, utmCampaign: 'spring' }), '2026-03-05')
    rows.count(view('/', { entry: true, utmCampaign: 'spring' }), '2026-03-05')
    rows.count(view('/about'), '2026-03-05')
    expect(rows.size).toBe(6)
    const taken = rows.take()
    expect(rows.size).toBe(0)
    const summary = taken.map((r) => `${r.day} ${r.path} ${r.entry} ${r.device} ${r.utmCampaign} ${r.views}`).sort()
    expect(summary).toEqual([
      '2026-03-05 / 0 desktop  1',
      '2026-03-05 / 0 phone  2',
      '2026-03-05 / 1 phone  1',
      '2026-03-05 / 1 phone spring 2',
      '2026-03-05 /about 0 phone  1',
      '2026-03-06 / 0 phone  1',
    ])
  })

  it('refuses a new row past its cap but still counts held rows, and takes back every row of a failed write', () => {
    const rows = createViewRows(2)
    expect(rows.count(view('/a'), '2026-03-05')).toBe(true)
    expect(rows.count(view('/b', { referrer: 'example.com' }), '2026-03-05')).toBe(true)
    expect(rows.count(view('/c'), '2026-03-05')).toBe(false)
    expect(rows.count(view('/d', { referrer: 'example.com' }), '2026-03-05')).toBe(false)
    expect(rows.count(view('/a'), '2026-03-05')).toBe(true)
    const taken = rows.take()
    rows.count(view('/a'), '2026-03-05')
    rows.count(view('/c'), '2026-03-05')
    for (const row of taken) rows.restore(row) // the store is at its cap: put back all the same
    const back = rows.take().map((r) => `${r.path} ${r.referrer} ${r.views}`)
    expect(back.sort()).toEqual(['/a  3', '/b example.com 1', '/c  1'])
  })
})
