import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { loadGuide } from '~/content/guides'
import { loader } from './guide-plan'

async function get(slug: string, search: string): Promise<Response> {
  const request = new Request(`http://localhost/realworkstudio/course/${slug}/plan.ics${search}`)
  // The route's own loader, as React Router calls it.
  return (await loader({ params: { guide: slug }, request } as Parameters<typeof loader>[0])) as Response
}

describe('GET /realworkstudio/course/:guide/plan.ics', () => {
  it('downloads the plan of every phase of the guide', async () => {
    const response = await get('devops', '?hours=10&start=2027-01-04')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="realwork-devops-study-plan.ics"')
    const text = await response.text()
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    const guide = (await loadGuide('devops'))!
    expect(events).toHaveLength(guide.phases.length)
    expect(events[0]!.uid).toBe('devops-phase-0@realworktech.in')
    expect(events[0]!.startDate.toString()).toBe('2027-01-04')
    // DevOps assumes 12 h a week: Phase 0 is 2 weeks = 24 h, so 17 days (16.8 rounded up) at 10 h.
    expect(events[0]!.endDate.toString()).toBe('2027-01-21')
    expect(events[1]!.startDate.toString()).toBe('2027-01-21')
    expect(events.at(-1)!.summary).toContain(guide.phases.at(-1)!.title)
  })
  it('answers 400 with the reason for a bad plan, and 404 for an unknown guide', async () => {
    const bad = await get('frontend', '?hours=0&start=2027-02-30')
    expect(bad.status).toBe(400)
    expect(await bad.text()).toMatch(/whole number from 1 to 60[\s\S]*real start date/)
    expect((await get('frontend', '')).status).toBe(400)
    expect((await get('cobol', '?hours=10&start=2027-01-04')).status).toBe(404)
  })
})
