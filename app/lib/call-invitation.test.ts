import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { callInvitation, type CallInvitation } from './call-invitation'

const booked: CallInvitation = {
  method: 'REQUEST',
  callId: '6f1c2a9e-4b7d-4c1e-9a55-0d3e8b7f2c10',
  host: 'realworktech.in',
  sequence: 0,
  stamp: new Date('2027-03-10T02:30:00Z'),
  startsAt: '2027-03-11T04:30:00.000Z', // 10:00 in India
  endsAt: '2027-03-11T05:00:00.000Z',
  summary: 'Counselling call with RealWork Technologies: choosing a bootcamp',
  description:
    'Reference CALL-7KQ4MZ2P.\nMeera Iyer calls you on +91 98450 12345.\nTo move or cancel: https://realworktech.in/talk/manage/abc',
  location: 'Phone: +91 98450 12345',
  organizer: { name: 'Meera Iyer, RealWork Technologies', email: 'meera@realworktech.in' },
  attendees: [{ name: 'Ananya "Anu" Sharma', email: 'ananya@example.in' }],
}

function readBack(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

describe('a call’s invitation, read back with ical.js', () => {
  it('asks to add the call at its time in India, organised by the counsellor, with the visitor invited', () => {
    const { calendar, vevent, event } = readBack(callInvitation(booked))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.uid).toBe('6f1c2a9e-4b7d-4c1e-9a55-0d3e8b7f2c10@realworktech.in')
    expect(event.sequence).toBe(0)
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata')
    expect(event.startDate.toString()).toBe('2027-03-11T10:00:00')
    // The zone in the file turns it into the right instant.
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!)
    event.startDate.zone = zone
    event.endDate.zone = zone
    expect(event.startDate.toJSDate().toISOString()).toBe(booked.startsAt)
    expect(event.endDate.toJSDate().toISOString()).toBe(booked.endsAt)
    expect(event.summary).toBe(booked.summary)
    expect(event.description).toBe(booked.description)
    expect(event.location).toBe(booked.location)
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:meera@realworktech.in')
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Meera Iyer, RealWork Technologies')
    const attendee = vevent.getFirstProperty('attendee')!
    expect(attendee.getFirstValue()).toBe('mailto:ananya@example.in')
    expect(attendee.getParameter('cn')).toBe('Ananya Anu Sharma')
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
  })

  it('keeps the UID and raises SEQUENCE when the call moves', () => {
    const moved = readBack(
      callInvitation({
        ...booked,
        sequence: 1,
        startsAt: '2027-03-12T06:30:00.000Z',
        endsAt: '2027-03-12T07:00:00.000Z',
      }),
    ).event
    expect(moved.uid).toBe(readBack(callInvitation(booked)).event.uid)
    expect(moved.sequence).toBe(1)
    expect(moved.startDate.toString()).toBe('2027-03-12T12:00:00')
  })

  it('cancels the same event with METHOD:CANCEL and a higher SEQUENCE', () => {
    const { calendar, vevent, event } = readBack(callInvitation({ ...booked, method: 'CANCEL', sequence: 2 }))
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(event.uid).toBe('6f1c2a9e-4b7d-4c1e-9a55-0d3e8b7f2c10@realworktech.in')
    expect(event.sequence).toBe(2)
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  it('writes CRLF lines of at most 75 octets', () => {
    const text = callInvitation(booked)
    expect(text.endsWith('\r\n')).toBe(true)
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })
})
