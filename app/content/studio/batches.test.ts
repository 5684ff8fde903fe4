import { describe, expect, it } from 'vitest'
import { batches, nextBatch } from './batches'
import { BatchSchema } from './schema'

describe('bootcamp batches', () => {
  it('parse, with unique ids and increasing start dates', () => {
    for (const batch of batches) expect(BatchSchema.safeParse(batch).error?.issues ?? []).toEqual([])
    expect(new Set(batches.map((b) => b.id)).size).toBe(batches.length)
    const dates = batches.map((b) => b.startsOn)
    expect(dates).toEqual([...dates].sort())
  })

  it('announces a batch until its first day begins in India, then the next one', () => {
    expect(nextBatch(new Date('2026-11-23T10:00:00Z'))?.startsOn).toBe('2027-01-05')
    expect(nextBatch(new Date('2027-01-04T18:29:59Z'))?.startsOn).toBe('2027-01-05') // 23:59:59 IST the day before
    expect(nextBatch(new Date('2027-01-04T18:30:00Z'))?.startsOn).toBe('2027-04-05') // midnight IST: it has started
  })

  it('never returns a past date, and nothing once every batch has started', () => {
    for (const iso of ['2026-01-01', '2027-02-01', '2027-05-01', '2027-07-04']) {
      const now = new Date(`${iso}T12:00:00Z`)
      const batch = nextBatch(now)
      expect(batch && Date.parse(`${batch.startsOn}T00:00:00+05:30`) > now.getTime()).toBe(true)
    }
    expect(nextBatch(new Date('2027-07-05T00:00:00+05:30'))).toBeUndefined()
    expect(nextBatch(new Date(), [])).toBeUndefined()
  })

  it('picks the earliest upcoming batch whatever the order of the list', () => {
    const list = [
      { id: 'b', startsOn: '2030-03-01' },
      { id: 'a', startsOn: '2030-01-01' },
    ]
    expect(nextBatch(new Date('2029-12-01T00:00:00Z'), list)?.id).toBe('a')
  })
})
