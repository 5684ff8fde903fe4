// The days the office is closed besides Sundays: follow-ups and reply-time promises skip them
// (app/lib/working-days.ts). Bengaluru office, Karnataka's public holidays the company observes
// (in 2026 Kannada Rajyotsava and in 2027 Independence Day fall on a Sunday, so they are not listed).
//
// How to update: once a year, when the Karnataka government publishes next year's list (usually in November), add
// that year's days here in the same form (India date, then the name staff see) and remove years that have passed.
// A festival whose date moves (Ugadi, Eid, Diwali) is written as the official list gives it; if the office closes on
// an extra day (a local bandh, an election), add it the same way. The content test checks every day is a real date,
// not a Sunday (Sundays are closed anyway) and listed once.

export interface OfficeHoliday {
  /** India date, 'YYYY-MM-DD'. */
  day: string
  name: string
}

export const OFFICE_HOLIDAYS = [
  { day: '2026-01-15', name: 'Makara Sankranti' },
  { day: '2026-01-26', name: 'Republic Day' },
  { day: '2026-03-19', name: 'Ugadi' },
  { day: '2026-04-03', name: 'Good Friday' },
  { day: '2026-04-14', name: 'Dr B. R. Ambedkar Jayanti' },
  { day: '2026-05-01', name: 'Labour Day' },
  { day: '2026-05-28', name: 'Bakrid' },
  { day: '2026-08-15', name: 'Independence Day' },
  { day: '2026-09-14', name: 'Ganesh Chaturthi' },
  { day: '2026-10-02', name: 'Gandhi Jayanti' },
  { day: '2026-10-20', name: 'Vijayadashami' },
  { day: '2026-11-09', name: 'Deepavali (Balipadyami)' },
  { day: '2026-12-25', name: 'Christmas' },
  { day: '2027-01-15', name: 'Makara Sankranti' },
  { day: '2027-01-26', name: 'Republic Day' },
  { day: '2027-03-26', name: 'Good Friday' },
  { day: '2027-04-07', name: 'Ugadi' },
  { day: '2027-04-14', name: 'Dr B. R. Ambedkar Jayanti' },
  { day: '2027-05-01', name: 'Labour Day' },
  { day: '2027-09-04', name: 'Ganesh Chaturthi' },
  { day: '2027-10-02', name: 'Gandhi Jayanti' },
  { day: '2027-10-09', name: 'Vijayadashami' },
  { day: '2027-10-29', name: 'Deepavali (Naraka Chaturdashi)' },
  { day: '2027-11-01', name: 'Kannada Rajyotsava' },
  { day: '2027-12-25', name: 'Christmas' },
] as const satisfies readonly OfficeHoliday[]
