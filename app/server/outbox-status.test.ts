import { describe, expect, it } from 'vitest'
import { mailStatusText } from './outbox.server'

describe('a mail’s state for staff', () => {
  const none = { none: 'Not queued' }
  it('says Sending… until the outbox has tried, including the try in flight', () => {
    expect(mailStatusText({ status: 'pending', attempts: 0, lastError: null, sentAt: null }, none)).toBe('Sending…')
    expect(mailStatusText({ status: 'pending', attempts: 1, lastError: null, sentAt: null }, none)).toBe('Sending…')
  })
  it('then Sent with its time, or the failure', () => {
    expect(
      mailStatusText({ status: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-28T10:00:00.000Z' }, none),
    ).toMatch(/^Sent \S/)
    expect(mailStatusText({ status: 'pending', attempts: 2, lastError: 'Mailbox full', sentAt: null }, none)).toBe(
      'Not sent: Mailbox full (2 tries so far; the outbox tries again)',
    )
  })
  it('says why it waits when the server sends no mail, and what there is none of', () => {
    const waiting = 'Waiting in the outbox.'
    expect(
      mailStatusText({ status: 'pending', attempts: 0, lastError: null, sentAt: null }, { ...none, waiting }),
    ).toBe(waiting)
    expect(mailStatusText(undefined, none)).toBe('Not queued')
  })
})
