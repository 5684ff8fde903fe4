import { describe, expect, it } from 'vitest'
import { freeTierColour } from './free-tier-colour'

const hue = (classes: string) => /bg-(\w+)-100/.exec(classes)?.[1]

describe('freeTierColour', () => {
  it('colours every cloud label from green (100%) to orange (70%)', () => {
    expect(
      ['100% Free', '95% Free', '90% Free', '85% Free', '80% Free', '70% Free'].map((l) => hue(freeTierColour(l))),
    ).toEqual(['green', 'emerald', 'lime', 'yellow', 'amber', 'orange'])
  })
  it('uses red below 70% and grey without a percentage', () => {
    expect(hue(freeTierColour('50% Free'))).toBe('red')
    expect(hue(freeTierColour('Free'))).toBe('gray')
  })
})
