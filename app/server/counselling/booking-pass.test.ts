// The booking pass (decision 029): a registration's details reach the booking form only through the cookie its own
// stored post set, signed, unexpired and naming that registration; anything else fills nothing. On SQLite (PostgreSQL
// with DATABASE_URL).
import { describe, expect, it } from 'vitest'
import { openTestDatabase, withTestDatabase } from '~/server/db/test-database.server'
import { saveSubmission } from '~/server/submissions.server'
import {
  BOOKING_PASS_MS,
  bookingDetails,
  bookingPassCookie,
  clearBookingPass,
  readBookingPass,
} from './booking-pass.server'

const store = withTestDatabase()
const NOW = new Date('2026-11-29T06:00:00.000Z')
const page = 'http://realwork.test/talk-to-a-mentor'

/** The cookie pair ('rw_booking=…') of a Set-Cookie line, as a browser would send it back. */
const sent = (setCookie: string) => setCookie.split(';')[0]!
const asked = (cookie: string) => new Request(page, { headers: { Cookie: cookie } })

async function registration(name: string, email: string, bootcamp = 'data-science') {
  return saveSubmission(
    store.db,
    { kind: 'registration', name, email, phone: '+91 98450 31870', fields: { fullName: name, bootcamp } },
    NOW,
  )
}

describe('the booking pass', () => {
  it('fills in the registration it was made for, until it ends', async () => {
    const id = await registration('Kavya Reddy', 'kavya@example.in')
    const setCookie = await bookingPassCookie(store.db, new Request(page), id, NOW)
    expect(setCookie).toMatch(/^rw_booking=[^;]+; Max-Age=1800; Path=\/talk-to-a-mentor; HttpOnly; SameSite=Lax/)
    expect(setCookie).not.toContain('kavya')
    const request = asked(sent(setCookie))
    expect(await bookingDetails(store.db, request, new Date(NOW.getTime() + BOOKING_PASS_MS - 1))).toEqual({
      reference: expect.stringMatching(/^RW-[0-9A-F]{8}$/),
      name: 'Kavya Reddy',
      email: 'kavya@example.in',
      phone: '+91 98450 31870',
      course: 'data-science',
    })
    expect(await readBookingPass(store.db, request, new Date(NOW.getTime() + BOOKING_PASS_MS))).toBeNull()
  })

  it('refuses a pass whose value or signature was changed', async () => {
    const id = await registration('Rohan Iyer', 'rohan@example.in')
    const pair = sent(await bookingPassCookie(store.db, new Request(page), id, NOW))
    const [value, signature] = decodeURIComponent(pair.slice('rw_booking='.length)).split('.')
    // Its first character changed: the last one of a base64 text can carry unused bits, so a change there may decode to
    // the same signature (a CI run failed so, 'A' → 'B').
    const flipped = signature![0] === 'A' ? 'B' : 'A'
    const tampered = `rw_booking=${encodeURIComponent(`${value}.${flipped}${signature!.slice(1)}`)}`
    expect(await readBookingPass(store.db, asked(tampered), NOW)).toBeNull()
    const unsigned = `rw_booking=${encodeURIComponent(value!)}`
    expect(await readBookingPass(store.db, asked(unsigned), NOW)).toBeNull()
    // A later end written into the value: the signature no longer matches it.
    const longer = btoa(JSON.stringify({ submission: id, until: NOW.getTime() + 86_400_000 }))
    const extended = `rw_booking=${encodeURIComponent(`${longer}.${signature}`)}`
    expect(await readBookingPass(store.db, asked(extended), NOW)).toBeNull()
    expect(await readBookingPass(store.db, asked(pair), NOW)).toBe(id)
    // Garbage is no pass either, never an error page.
    for (const junk of [
      'rw_booking=',
      'rw_booking=.',
      'rw_booking=abc.%25%25*',
      'rw_booking=%E0%A4',
      'rw_booking=e30.!!',
    ])
      expect(await readBookingPass(store.db, asked(junk), NOW)).toBeNull()
  })

  it('never reads another registration: the id is signed with the pass', async () => {
    const mine = await registration('Asha Menon', 'asha@example.in')
    const theirs = await registration('Vikram Shah', 'vikram@example.in', 'data-engineer')
    const pair = sent(await bookingPassCookie(store.db, new Request(page), mine, NOW))
    const [value, signature] = decodeURIComponent(pair.slice('rw_booking='.length)).split('.')
    const decoded = JSON.parse(atob(value!)) as { submission: string; until: number }
    const swapped = btoa(JSON.stringify({ ...decoded, submission: theirs }))
    const forged = `rw_booking=${encodeURIComponent(`${swapped}.${signature}`)}`
    expect(await bookingDetails(store.db, asked(forged), NOW)).toBeNull()
    expect((await bookingDetails(store.db, asked(pair), NOW))?.name).toBe('Asha Menon')
  })

  it('fills nothing for a pass of another database, a removed registration, or another kind of lead', async () => {
    const id = await registration('Meera Das', 'meera@example.in')
    const pair = sent(await bookingPassCookie(store.db, new Request(page), id, NOW))
    const other = await openTestDatabase()
    try {
      expect(await readBookingPass(other.db, asked(pair), NOW)).toBeNull()
    } finally {
      await other.close()
    }
    await store.db.deleteFrom('submissions').where('id', '=', id).execute()
    expect(await readBookingPass(store.db, asked(pair), NOW)).toBe(id)
    expect(await bookingDetails(store.db, asked(pair), NOW)).toBeNull()

    const enquiry = await saveSubmission(
      store.db,
      { kind: 'studio-contact', name: 'Neha Rao', email: 'neha@example.in', phone: '+91 98450 44444', fields: {} },
      NOW,
    )
    const enquiryPass = sent(await bookingPassCookie(store.db, new Request(page), enquiry, NOW))
    expect(await bookingDetails(store.db, asked(enquiryPass), NOW)).toBeNull()
  })

  it('is cleared with an empty value that has already ended, and marked Secure over https', async () => {
    const cleared = await clearBookingPass(store.db, new Request('https://realworktech.in/talk-to-a-mentor'))
    expect(cleared).toMatch(/^rw_booking=; Max-Age=0; Path=\/talk-to-a-mentor; HttpOnly; Secure; SameSite=Lax$/)
  })
})
