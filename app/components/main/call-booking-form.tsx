import { useEffect, useState } from 'react'
import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { RadioGroupField, SelectField, TextAreaField, TextField } from '~/components/forms/field'
import { buttonClass } from '~/components/ui/button'
import type { talkPage } from '~/content/talk'
import type { CallPurpose } from '~/forms/call-booking.schema'
import { CALL_QUESTION_MAX, LIMITS } from '~/forms/limits'
import { INDIA_ZONE, visitorTime, zoneCity } from '~/lib/booking-times'
import { fillTemplate } from '~/lib/format'
import type { CallBookingAnswer } from '~/server/counselling/call-post.server'

export interface BookingDay {
  day: string
  label: string
  slots: { startsAt: string; time: string }[]
}

interface CallBookingFormProps {
  copy: typeof talkPage
  days: BookingDay[]
  courses: { value: string; label: string }[]
  answer: CallBookingAnswer | null
  enquiryHref: string
}

/** The visitor's time zone, known only once scripts run; undefined in India or before hydration. */
function useVisitorZone(): string | undefined {
  const [zone, setZone] = useState<string>()
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (own && own !== INDIA_ZONE) setZone(own)
  }, [])
  return zone
}

/** The booking form: what the call is for, a free time, then who to call. A plain form post, scripts or none. */
export function CallBookingForm({ copy, days, courses, answer, enquiryHref }: CallBookingFormProps) {
  const zone = useVisitorZone()
  const values = answer?.values ?? {}
  const errors = answer?.errors ?? {}
  const firstOffered = answer?.nextFree?.[0]
  const openDay = days.find((day) => day.slots.some((slot) => slot.startsAt === firstOffered))?.day
  return (
    <Form method="post" noValidate className="mt-8 space-y-8">
      <FormAlert message={answer?.formError} />
      <RadioGroupField
        name="purpose"
        label={copy.purposeLegend}
        required
        error={errors.purpose}
        defaultValue={values.purpose}
        options={(Object.entries(copy.purposes) as [CallPurpose, string][]).map(([value, label]) => ({
          value,
          label,
          description: copy.purposeHints[value],
        }))}
      />
      <fieldset
        id="f-startsAt"
        aria-invalid={errors.startsAt ? true : undefined}
        aria-describedby={errors.startsAt ? 'f-startsAt-error' : undefined}
      >
        <legend className="text-sm font-semibold text-slate-800">{copy.timesLegend}</legend>
        {zone ? (
          <p className="mt-1 text-sm text-slate-600">{fillTemplate(copy.yourZone, { zone: zoneCity(zone) })}</p>
        ) : null}
        {days.length === 0 ? (
          <p className="mt-3 rounded-lg bg-amber-50 p-4 text-slate-800">
            {copy.noTimes}{' '}
            <a href={enquiryHref} className="font-semibold text-indigo-700 underline">
              {copy.enquiryInstead}
            </a>
          </p>
        ) : (
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
                    {fillTemplate(copy.freeTimes, { count: day.slots.length })}
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
                          defaultChecked={slot.startsAt === firstOffered}
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
        )}
        {errors.startsAt ? (
          <p id="f-startsAt-error" className="mt-2 text-sm font-medium text-red-700">
            {errors.startsAt}
          </p>
        ) : null}
      </fieldset>
      {zone ? <input type="hidden" name="zone" value={zone} /> : null}
      <fieldset className="space-y-5">
        <legend className="text-sm font-semibold text-slate-800">{copy.detailsLegend}</legend>
        <TextField
          name="name"
          label={copy.name}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          name="email"
          type="email"
          label={copy.email}
          hint={copy.emailHint}
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          name="phone"
          type="tel"
          label={copy.phone}
          required
          autoComplete="tel"
          maxLength={LIMITS.phone}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <SelectField
          name="course"
          label={copy.course}
          options={courses}
          placeholder={copy.courseUndecided}
          defaultValue={values.course}
          error={errors.course}
        />
        <TextAreaField
          name="question"
          label={copy.question}
          rows={3}
          maxLength={CALL_QUESTION_MAX}
          defaultValue={values.question}
          error={errors.question}
        />
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass()} disabled={days.length === 0}>
          {copy.submit}
        </button>
        <a href={enquiryHref} className="font-semibold text-indigo-700 underline-offset-4 hover:underline">
          {copy.enquiryInstead}
        </a>
      </div>
    </Form>
  )
}
