import { describe, expect, it } from 'vitest'
import { REPLY_LIMITS, TEMPLATE_LIMITS } from '~/staff/shell/forms/limits'
import { FollowUpSchema, NoteSchema, ReplySchema, TemplateSchema } from './lead.schema'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe("the lead desk's schemas are the gate", () => {
  it('pass a reply as the store writes it: one-line subject, trimmed message, NUL gone', () => {
    expect(
      ReplySchema.parse({ subject: '  Your  enquiry\n to RealWork ', body: '\r\nHello\0 Asha,\r\nsee you.  ' }),
    ).toEqual({
      subject: 'Your enquiry to RealWork',
      body: 'Hello Asha,\nsee you.',
    })
  })

  it('refuse what the store must never see, each with its message', () => {
    expect(firstMessage(ReplySchema.safeParse({ subject: ' ', body: 'Hi' }))).toBe('Give the reply a subject.')
    expect(firstMessage(ReplySchema.safeParse({ subject: 'Hi', body: 'x'.repeat(REPLY_LIMITS.body + 1) }))).toBe(
      'Keep the reply within 5,000 characters.',
    )
    expect(firstMessage(ReplySchema.safeParse({ subject: 'x'.repeat(REPLY_LIMITS.subject + 1), body: 'Hi' }))).toBe(
      'Keep the subject within 200 characters.',
    )
    // A file where text belongs is refused, not read as ''.
    expect(ReplySchema.safeParse({ subject: new File(['x'], 'x.txt'), body: 'Hi' }).success).toBe(false)
    expect(firstMessage(NoteSchema.safeParse({}))).toBe('Write the note first.')
  })

  it('check a follow-up: a known status and a real day, or no day', () => {
    expect(FollowUpSchema.parse({ status: 'contacted', assignee: '', followUpOn: ' 2027-01-05 ' })).toEqual({
      status: 'contacted',
      assignee: '',
      followUpOn: '2027-01-05',
    })
    expect(FollowUpSchema.parse({ status: 'won', assignee: 'x', followUpOn: '' }).followUpOn).toBeNull()
    expect(FollowUpSchema.parse({ status: 'new', assignee: '', followUpOn: '2028-02-29' }).followUpOn).toBe(
      '2028-02-29',
    )
    expect(firstMessage(FollowUpSchema.safeParse({ status: 'maybe', assignee: '', followUpOn: '' }))).toBe(
      'Choose a status from the list.',
    )
    for (const followUpOn of ['2027-02-30x', '2027-02-30', '2027-02-29', '2027-04-31', '2027-1-5'])
      expect(firstMessage(FollowUpSchema.safeParse({ status: 'new', assignee: '', followUpOn }))).toBe(
        'Give the follow-up date as a day, e.g. 2027-01-05.',
      )
  })

  it('refuse a template past its limits instead of cutting it', () => {
    const template = {
      id: '',
      channel: 'email',
      name: 'Fee reminder',
      subject: 'Your fee',
      body: 'x'.repeat(TEMPLATE_LIMITS.body + 1),
    }
    expect(firstMessage(TemplateSchema.safeParse(template))).toBe('Keep the message within 5000 characters.')
    expect(firstMessage(TemplateSchema.safeParse({ ...template, body: 'Hi', name: 'n'.repeat(81) }))).toBe(
      'Keep the name within 80 characters.',
    )
    expect(TemplateSchema.parse({ ...template, body: 'Hi {name}' })).toMatchObject({ id: undefined, body: 'Hi {name}' })
    // An email template needs a subject; a WhatsApp message does not, and the channel is one of the two.
    expect(firstMessage(TemplateSchema.safeParse({ ...template, body: 'Hi', subject: ' ' }))).toBe(
      'Give the template a subject.',
    )
    expect(TemplateSchema.parse({ ...template, channel: 'whatsapp', body: 'Hi', subject: '' })).toMatchObject({
      channel: 'whatsapp',
    })
    expect(firstMessage(TemplateSchema.safeParse({ ...template, body: 'Hi', channel: 'sms' }))).toBe(
      'Choose email or WhatsApp.',
    )
  })
})
