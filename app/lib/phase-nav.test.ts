import { describe, expect, it } from 'vitest'
import {
  findPhaseIndex,
  nextIndex,
  parsePhaseHash,
  parsePhaseParam,
  phaseSearch,
  previousIndex,
  progressPercent,
} from './phase-nav'

const fromOne = Array.from({ length: 13 }, (_, i) => ({ id: i + 1 })) // frontend: ids 1-13
const fromZero = Array.from({ length: 8 }, (_, i) => ({ id: i })) // cloud: ids 0-7

describe('nextIndex / previousIndex', () => {
  it('step by one inside the range', () => {
    expect(nextIndex(0, 13)).toBe(1)
    expect(nextIndex(5, 13)).toBe(6)
    expect(previousIndex(6, 13)).toBe(5)
    expect(previousIndex(1, 13)).toBe(0)
  })
  it('wrap around: last → first and first → last', () => {
    expect(nextIndex(12, 13)).toBe(0)
    expect(previousIndex(0, 13)).toBe(12)
    expect(nextIndex(7, 8)).toBe(0)
    expect(previousIndex(0, 8)).toBe(7)
  })
  it('visit every phase once in a full cycle, both ways', () => {
    for (const total of [7, 8, 9, 13, 15]) {
      const forward = [0]
      const backward = [0]
      for (let step = 1; step < total; step++) {
        forward.push(nextIndex(forward.at(-1)!, total))
        backward.push(previousIndex(backward.at(-1)!, total))
      }
      expect(new Set(forward).size).toBe(total)
      expect(new Set(backward).size).toBe(total)
      expect(nextIndex(forward.at(-1)!, total)).toBe(0)
      expect(previousIndex(backward.at(-1)!, total)).toBe(0)
    }
  })
  it('a one-phase roadmap stays put', () => {
    expect(nextIndex(0, 1)).toBe(0)
    expect(previousIndex(0, 1)).toBe(0)
  })
})

describe('progressPercent', () => {
  it('is (index + 1) / total * 100', () => {
    expect(progressPercent(0, 13)).toBeCloseTo(7.6923, 3)
    expect(progressPercent(3, 8)).toBe(50)
    expect(progressPercent(6, 7)).toBe(100)
    expect(progressPercent(0, 1)).toBe(100)
  })
})

describe('parsePhaseParam', () => {
  it('maps a phase id to its index', () => {
    expect(parsePhaseParam('1', fromOne)).toBe(0)
    expect(parsePhaseParam('13', fromOne)).toBe(12)
    expect(parsePhaseParam('0', fromZero)).toBe(0)
    expect(parsePhaseParam('7', fromZero)).toBe(7)
    expect(parsePhaseParam('3', fromZero)).toBe(3)
  })
  it('defaults to 0 when missing or invalid', () => {
    for (const value of [null, undefined, '', '0', '14', '-1', '2.5', ' 3', '3x', 'abc', '1e1', '99999']) {
      expect(parsePhaseParam(value, fromOne), String(value)).toBe(0)
    }
    expect(parsePhaseParam('8', fromZero)).toBe(0)
  })
  it('findPhaseIndex tells a miss apart from the first phase', () => {
    expect(findPhaseIndex('1', fromOne)).toBe(0)
    expect(findPhaseIndex('0', fromOne)).toBeUndefined()
  })
})

describe('parsePhaseHash', () => {
  it('reads #phase-<id>', () => {
    expect(parsePhaseHash('#phase-4', fromOne)).toBe(3)
    expect(parsePhaseHash('#phase-0', fromZero)).toBe(0)
  })
  it('ignores other fragments and unknown phases', () => {
    for (const hash of ['', '#', '#main', '#phase-', '#phase-99', '#phase-4-title', 'phase-4']) {
      expect(parsePhaseHash(hash, fromOne), hash).toBeUndefined()
    }
  })
})

describe('phaseSearch', () => {
  it('sets the phase and keeps the study plan', () => {
    expect(phaseSearch(3, '')).toBe('?phase=3')
    expect(phaseSearch(3, '?phase=1')).toBe('?phase=3')
    expect(phaseSearch(0, '?hours=10&start=2027-01-04')).toBe('?phase=0&hours=10&start=2027-01-04')
    expect(phaseSearch(5, '?hours=10&phase=2&start=2027-01-04')).toBe('?phase=5&hours=10&start=2027-01-04')
    expect(phaseSearch(4, '?phase=3&utm_source=whatsapp')).toBe('?phase=4')
  })
})
