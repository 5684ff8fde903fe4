// A counselling call as an iCalendar invitation (RFC 5545 and iTIP, RFC 5546): METHOD:REQUEST when booked or moved,
// METHOD:CANCEL when cancelled. The UID is the call's own, so a calendar updates one event as the call moves (each
// move and the cancel raise SEQUENCE); times are written in India's zone with its VTIMEZONE, so a calendar anywhere
// shows the visitor their own time.
import { escapeText, foldLine, stampOf } from './ics'

export interface CallInvitation {
  method: 'REQUEST' | 'CANCEL'
  /** The call's id: the UID is `<id>@<host>`. */
  callId: string
  host: string
  sequence: number
  stamp: Date
  startsAt: string
  endsAt: string
  summary: string
  description: string
  /** The video link, or how the call happens ("We call +91 …"). */
  location: string
  organizer: { name: string; email: string }
  attendees: readonly { name: string; email: string }[]
}

/** An instant as India's wall-clock DATE-TIME: 20270311T100000. */
function indiaLocal(iso: string): string {
  return stampOf(new Date(Date.parse(iso) + 330 * 60_000)).replace(/Z$/, '')
}

/** A parameter value (CN): quoted, without the quotes and control characters RFC 5545 forbids inside one. */
function param(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`
}

const INDIA_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kolkata',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** A call's VEVENT: the invitation's, and the counsellor's calendar feed's (the same UID, so the two are one event). */
function callEvent(call: Omit<CallInvitation, 'method'> & { cancelled: boolean }): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${call.callId}@${call.host}`,
    `SEQUENCE:${call.sequence}`,
    `DTSTAMP:${stampOf(call.stamp)}`,
    `DTSTART;TZID=Asia/Kolkata:${indiaLocal(call.startsAt)}`,
    `DTEND;TZID=Asia/Kolkata:${indiaLocal(call.endsAt)}`,
    `SUMMARY:${escapeText(call.summary)}`,
    `DESCRIPTION:${escapeText(call.description)}`,
    `LOCATION:${escapeText(call.location)}`,
    `ORGANIZER;CN=${param(call.organizer.name)}:mailto:${call.organizer.email}`,
    ...call.attendees.map(
      (attendee) =>
        `ATTENDEE;CN=${param(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${call.cancelled ? 'DECLINED' : 'NEEDS-ACTION'};RSVP=FALSE:mailto:${attendee.email}`,
    ),
    `STATUS:${call.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ]
}

/** The whole invitation, CRLF line endings, folded lines. */
export function callInvitation(call: CallInvitation): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RealWork Technologies//Counselling calls//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${call.method}`,
    ...INDIA_TIMEZONE,
    ...callEvent({ ...call, cancelled: call.method === 'CANCEL' }),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/**
 * A counsellor's calendar feed (a subscription, so no METHOD): their booked calls, each the VEVENT its invitation
 * carries, under the calendar's name.
 */
export function callFeed(name: string, calls: readonly Omit<CallInvitation, 'method'>[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RealWork Technologies//Counselling calls//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Asia/Kolkata',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...INDIA_TIMEZONE,
    ...calls.flatMap((call) => callEvent({ ...call, cancelled: false })),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
