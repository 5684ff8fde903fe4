import { describe, expect, it } from 'vitest'
import { CallOutcomeSchema } from './call-outcome.schema'

describe('a counselling call’s outcome', () => {
  it('takes one of the three buttons for a call', () => {
    for (const outcome of ['talked', 'no-show', 'moved-by-us'])
      expect(CallOutcomeSchema.parse({ callId: ' 6f1c2a9e ', outcome })).toEqual({ callId: '6f1c2a9e', outcome })
  })

  it('refuses another outcome, a missing one and a missing call', () => {
    const message = (input: Record<string, unknown>) => {
      const parsed = CallOutcomeSchema.safeParse(input)
      return parsed.success ? null : parsed.error.issues[0]!.message
    }
    expect(message({ callId: 'c1', outcome: 'not-interested' })).toBe('Choose how the call went.')
    expect(message({ callId: 'c1' })).toBe('Choose how the call went.')
    expect(message({ outcome: 'talked' })).toBe('Choose one from the list.')
  })
})
