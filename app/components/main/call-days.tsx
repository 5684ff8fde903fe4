import { useEffect, useState } from 'react'
import { INDIA_ZONE, visitorTime, type BookingDay } from '~/lib/booking-times'
import { fillTemplate } from '~/lib/format'

// The free times of a counselling call by India day, as radio buttons named `startsAt`: the booking form's and the
// call page's "move the call" form's.

export type { BookingDay }

/** The visitor's time zone, known only once scripts run; undefined in India or before hydration. */
export function useVisitorZone(): string | undefined {
  const [zone, setZone] = useState<string>()
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (own && own !== INDIA_ZONE) setZone(own)
  }, [])
  return zone
}

interface CallDaysProps {
  days: BookingDay[]
  /** The visitor's zone, to add their own time beside India's. */
  zone: string | undefined
  /** The start chosen beforehand (the first of the next free times offered); its day is the one open. */
  checked?: string
  /** '{count} free times'. */
  freeTimes: string
}

export function CallDays({ days, zone, checked, freeTimes }: CallDaysProps) {
  const openDay = days.find((day) => day.slots.some((slot) => slot.startsAt === checked))?.day
  return (
    <div className="mt-3 space-y-3">
      {days.map((day, index) => (
        // A day each, the first (or the one holding the next free time offered) open: a week of times is
        // one short list on a phone, and <details> opens without scripts.
        <details
          key={day.day}
          open={openDay ? day.day === openDay : index === 0}
          className="group rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
        >
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold text-slate-900">
            <span>{day.label}</span>
            <span className="text-sm font-normal text-slate-600">
              {fillTemplate(freeTimes, { count: day.slots.length })}
            </span>
          </summary>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {day.slots.map((slot) => {
              const theirs = visitorTime(slot.startsAt, zone)
              return (
                <label
                  key={slot.startsAt}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:ring-2 has-focus-visible:ring-indigo-600/40"
                >
                  <input
                    type="radio"
                    name="startsAt"
                    value={slot.startsAt}
                    required
                    defaultChecked={slot.startsAt === checked}
                    className="h-4 w-4 shrink-0 accent-indigo-700"
                  />
                  <span className="text-sm">
                    <span className="block font-semibold text-slate-900">{slot.time}</span>
                    {theirs ? <span className="block text-xs text-slate-600">({theirs})</span> : null}
                  </span>
                </label>
              )
            })}
          </div>
        </details>
      ))}
    </div>
  )
}
