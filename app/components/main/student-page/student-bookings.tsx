import type { studentPageCopy } from '~/content/student-page'
import { talkPage } from '~/content/talk'
import { fillTemplate } from '~/lib/format'
import type { StudentBooking } from '~/server/students/bookings.server'

const link = 'font-semibold text-indigo-800 underline underline-offset-4'

/** "Your calls and demo classes": each booked counselling call and demo-class seat still to come (none: no section). */
export function StudentBookings({ copy, bookings }: { copy: typeof studentPageCopy; bookings: StudentBooking[] }) {
  if (bookings.length === 0) return null
  const b = copy.bookings
  return (
    <section aria-labelledby="bookings-title" className="mt-12">
      <h2 id="bookings-title" className="text-xl font-bold text-slate-900">
        {b.heading}
      </h2>
      <ul className="mt-4 space-y-3">
        {bookings.map((booking) => (
          <li key={booking.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold break-words text-slate-900">
              {booking.kind === 'call'
                ? fillTemplate(b.call, { purpose: talkPage.purposes[booking.purpose] })
                : fillTemplate(b.demo, { topic: booking.topic })}
            </p>
            <p className="mt-1 text-slate-800">{booking.when}</p>
            <p className="mt-1 text-sm text-slate-700">{fillTemplate(b.reference, { reference: booking.reference })}</p>
            {booking.kind === 'call' ? (
              <p className="mt-2 text-slate-800">
                {booking.video ? b.video : fillTemplate(b.phone, { phone: booking.phone })}
              </p>
            ) : (
              <>
                {booking.course ? (
                  <p className="mt-1 text-slate-800">{fillTemplate(b.course, { course: booking.course })}</p>
                ) : null}
                <p className="mt-2">
                  <a href={booking.joinLink} className={link} rel="noopener noreferrer">
                    {b.join}
                  </a>
                </p>
              </>
            )}
            <p className="mt-2 text-sm text-slate-700">{booking.kind === 'call' ? b.changeCall : b.changeSeat}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
