import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { buildCalendar, escapeText, foldLine, planCalendar } from './ics'

const octets = (line: string) => new TextEncoder().encode(line).length

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })
})

describe('foldLine', () => {
  it('keeps short lines whole', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short')
  })
  it('folds at 75 octets with a leading space, never inside a multi-byte character', () => {
    const line = `DESCRIPTION:${'Learn React – hooks, state and effects; '.repeat(8)}₹7,000`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(3)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75)
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line)
  })
})

describe('buildCalendar', () => {
  const text = buildCalendar({
    name: 'Plan',
    stamp: new Date('2026-11-23T10:00:00Z'),
    events: [
      {
        uid: 'x-phase-1@realworktech.in',
        start: '2027-02-26',
        end: '2027-02-28',
        summary: 'A, B; C',
        description: 'Line one\nLine two',
        url: 'https://realworktech.in/a?phase=1#phase-1',
      },
    ],
  })
  it('uses CRLF line endings only', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })
  it('writes an all-day event with an exclusive end across a month end', () => {
    expect(text).toContain('DTSTART;VALUE=DATE:20270226\r\n')
    expect(text).toContain('DTEND;VALUE=DATE:20270301\r\n')
    expect(text).toContain('DTSTAMP:20261123T100000Z\r\n')
    expect(text).toContain('SUMMARY:A\\, B\\; C\r\n')
  })
})

describe('planCalendar, read back with ical.js', () => {
  const guide = {
    slug: 'frontend',
    title: 'Frontend Development',
    phases: [
      { id: 1, title: 'How the Web Works; Your Toolkit', objective: 'Understand URLs, DNS, HTTP, and set up VS Code.' },
      { id: 2, title: 'Semantic HTML5', objective: 'Write valid, meaningful HTML5.\nLearn WCAG 2.2 basics.' },
    ],
  }
  const plan = {
    hours: 8,
    phases: [
      { id: 1, start: '2028-02-25', end: '2028-02-29' },
      { id: 2, start: '2028-03-01', end: '2028-03-11' },
    ],
  }
  const ics = planCalendar(guide, plan, 'https://realworktech.in', new Date('2026-11-23T10:00:00Z'))
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))

  it('has one all-day event per phase with its title and objective', () => {
    expect(events).toHaveLength(2)
    expect(events[0]!.summary).toBe('Frontend Development, Phase 1: How the Web Works; Your Toolkit')
    expect(events[0]!.description).toContain('Understand URLs, DNS, HTTP, and set up VS Code.')
    expect(events[1]!.description).toContain('Write valid, meaningful HTML5.\nLearn WCAG 2.2 basics.')
    expect(events[0]!.startDate.isDate).toBe(true)
    expect(events[0]!.startDate.toString()).toBe('2028-02-25')
    expect(events[0]!.endDate.toString()).toBe('2028-03-01') // exclusive: the leap day is the last day
    expect(events[1]!.endDate.toString()).toBe('2028-03-12')
  })
  it('links each event to its phase on the site', () => {
    const urls = calendar.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('url'))
    expect(urls).toEqual([
      'https://realworktech.in/realworkstudio/course/frontend?phase=1#phase-1',
      'https://realworktech.in/realworkstudio/course/frontend?phase=2#phase-2',
    ])
  })
  it('gives stable UIDs that do not depend on the dates, so a re-import updates the events', () => {
    expect(events.map((event) => event.uid)).toEqual([
      'frontend-phase-1@realworktech.in',
      'frontend-phase-2@realworktech.in',
    ])
    const later = planCalendar(
      guide,
      {
        hours: 4,
        phases: [
          { id: 1, start: '2029-01-01', end: '2029-01-20' },
          { id: 2, start: '2029-01-21', end: '2029-02-10' },
        ],
      },
      'https://realworktech.in',
      new Date(),
    )
    const laterUids = new ICAL.Component(ICAL.parse(later))
      .getAllSubcomponents('vevent')
      .map((v) => v.getFirstPropertyValue('uid'))
    expect(laterUids).toEqual(events.map((event) => event.uid))
  })
  it('folds every line to 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
  })
})
