// The page views a server holds in memory until its next flush (counter.server.ts): one row per day, path, entry flag,
// device and source, each with its count. Found per view without building a key string in the usual case.
import type { PageView, ViewSource } from './count-rules.server'

export interface ViewRow extends ViewSource {
  day: string
  path: string
  entry: number
  device: string
  views: number
}

/** A view row's identity: its day, path, entry flag, device and source (one string, built without an array). */
export function viewRowId(r: Pick<ViewRow, keyof ViewSource | 'day' | 'path' | 'entry' | 'device'>): string {
  return `${r.day}\0${r.path}\0${r.entry}\0${r.device}\0${r.referrer}\0${r.utmSource}\0${r.utmMedium}\0${r.utmCampaign}`
}

const sourceless = (s: ViewSource) =>
  s.referrer === '' && s.utmSource === '' && s.utmMedium === '' && s.utmCampaign === ''

/**
 * Rows held until they are taken for a write, at most `maxHeld` of them: past it a view of a new row is not counted,
 * so a flood of distinct campaigns cannot grow memory without bound.
 */
export function createViewRows(maxHeld: number) {
  // Views without a source (all but a visit's first view from a referrer or campaign) by path: a path's few rows
  // (days × entry × devices, at most a dozen) are found by a short scan. Views with a source by their whole identity.
  let byPath = new Map<string, ViewRow[]>()
  let bySource = new Map<string, ViewRow>()
  let size = 0

  /**
   * Adds `views` to the row of this day, path, entry flag, device and source; false when the row is new and there is
   * no room (`capped`: a row put back after a failed write is never refused).
   */
  const add = (
    day: string,
    path: string,
    entry: number,
    device: string,
    source: ViewSource,
    views: number,
    capped = true,
  ) => {
    if (sourceless(source)) {
      const rows = byPath.get(path)
      if (rows) {
        for (const row of rows) {
          if (row.day === day && row.entry === entry && row.device === device) {
            row.views += views
            return true
          }
        }
      }
      if (capped && size >= maxHeld) return false
      const row = { day, path, entry, device, referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', views }
      if (rows) rows.push(row)
      else byPath.set(path, [row])
      size += 1
      return true
    }
    const { referrer, utmSource, utmMedium, utmCampaign } = source
    const row = { day, path, entry, device, referrer, utmSource, utmMedium, utmCampaign, views }
    const id = viewRowId(row)
    const held = bySource.get(id)
    if (held) held.views += views
    else if (capped && size >= maxHeld) return false
    else {
      bySource.set(id, row)
      size += 1
    }
    return true
  }

  return {
    /** Counts one view. */
    count: (view: PageView, day: string) => add(day, view.path, view.entry ? 1 : 0, view.device, view, 1),
    /** Puts a row taken for a write that failed back, added to any row counted since. */
    restore: (row: ViewRow) => add(row.day, row.path, row.entry, row.device, row, row.views, false),
    /** Every row held, emptying the store. */
    take(): ViewRow[] {
      const rows = [...[...byPath.values()].flat(), ...bySource.values()]
      byPath = new Map()
      bySource = new Map()
      size = 0
      return rows
    },
    get size() {
      return size
    },
  }
}
