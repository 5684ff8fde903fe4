import { describe, expect, it } from 'vitest'
import { BULK_MAX, CALL_NOTE_MAX } from '~/staff/shell/forms/limits'
import { BulkSchema, bulkChange } from './bulk.schema'
import { CallSchema } from './call.schema'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message
const ID = '0b6f3b0e-9d55-4b7e-8f39-2f5a7d1c9e10'

describe('the lead desk’s schemas are the gate', () => {
  it('take a call outcome with its note and call-back day', () => {
    expect(CallSchema.parse({ outcome: 'no-answer', callNote: '  rang  twice ', callBackOn: '' })).toEqual({
      outcome: 'no-answer',
      callNote: 'rang twice',
      callBackOn: null,
    })
    expect(firstMessage(CallSchema.safeParse({ outcome: 'voicemail', callNote: '', callBackOn: '' }))).toBe(
      'Choose how the call went.',
    )
    expect(firstMessage(CallSchema.safeParse({ outcome: 'not-interested', callNote: ' ', callBackOn: '' }))).toBe(
      'Say why they are not interested, in the note.',
    )
    expect(firstMessage(CallSchema.safeParse({ outcome: 'call-back', callNote: '', callBackOn: '' }))).toBe(
      'Pick the day to call back.',
    )
    for (const callBackOn of ['2027-02-30x', '2027-02-30', '2027-02-29'])
      expect(firstMessage(CallSchema.safeParse({ outcome: 'call-back', callNote: '', callBackOn }))).toBe(
        'Give the call-back day as a date, e.g. 2027-01-05.',
      )
    expect(
      firstMessage(
        CallSchema.safeParse({ outcome: 'talked', callNote: 'x'.repeat(CALL_NOTE_MAX + 1), callBackOn: '' }),
      ),
    ).toBe(`Keep the call note within ${CALL_NOTE_MAX} characters.`)
    expect(firstMessage(CallSchema.safeParse({ outcome: 'talked', callNote: ['a', 'b'], callBackOn: '' }))).toBe(
      'Send this field as text.',
    )
  })

  it('take a bulk change of ticked leads, and say what it does', () => {
    const apply = { ids: [ID], bulk: 'apply', bulkAssignee: '', bulkStatus: 'contacted' }
    expect(bulkChange(BulkSchema.parse(apply))).toEqual({ status: 'contacted', assigneeId: undefined })
    expect(bulkChange(BulkSchema.parse({ ...apply, bulkStatus: '', bulkAssignee: '-' }))).toEqual({
      status: null,
      assigneeId: null,
    })
    expect(bulkChange(BulkSchema.parse({ ...apply, bulk: 'close', bulkAssignee: ID }))).toEqual({
      status: 'closed',
      assigneeId: undefined,
    })
    expect(firstMessage(BulkSchema.safeParse({ ...apply, ids: [] }))).toBe('Tick at least one lead first.')
    expect(firstMessage(BulkSchema.safeParse({ ...apply, ids: ['1 or 1=1'] }))).toBe('Tick leads from the list.')
    expect(firstMessage(BulkSchema.safeParse({ ...apply, ids: Array(BULK_MAX + 1).fill(ID) }))).toBe(
      `Change at most ${BULK_MAX} leads at once.`,
    )
    expect(firstMessage(BulkSchema.safeParse({ ...apply, bulkStatus: '' }))).toBe(
      'Choose someone to assign them to or a status first.',
    )
    expect(firstMessage(BulkSchema.safeParse({ ...apply, bulkStatus: 'lost' }))).toBe('Choose a status from the list.')
  })
})
