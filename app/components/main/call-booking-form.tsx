import { Form } from 'react-router'
import { VisitorFields } from '~/components/main/visitor-fields'
import { CallDays, useVisitorZone, type BookingDay } from '~/components/main/call-days'
import { FormAlert, FormExtras } from '~/components/forms/form-extras'
import { useHydrated } from '~/components/ui/use-hydrated'
import { RadioGroupField } from '~/components/forms/field'
import { buttonClass } from '~/components/ui/button'
import type { talkPage } from '~/content/talk'
import type { CallPurpose } from '~/forms/call-booking.schema'
import { zoneCity } from '~/lib/booking-times'
import { fillTemplate } from '~/lib/format'
import type { CallBookingAnswer } from '~/server/counselling/call-post.server'

interface CallBookingFormProps {
  copy: typeof talkPage
  days: BookingDay[]
  courses: { value: string; label: string }[]
  answer: CallBookingAnswer | null
  enquiryHref: string
}

/** The booking form: what the call is for, a free time, then who to call. A plain form post, scripts or none. */
export function CallBookingForm({ copy, days, courses, answer, enquiryHref }: CallBookingFormProps) {
  const zone = useVisitorZone()
  const hydrated = useHydrated()
  const values = answer?.values ?? {}
  const errors = answer?.errors ?? {}
  const firstOffered = answer?.nextFree?.[0]
  return (
    <Form method="post" noValidate className="mt-8 space-y-8">
      <FormAlert message={answer?.formError} />
      <FormExtras hydrated={hydrated} />
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
          <CallDays days={days} zone={zone} checked={firstOffered} freeTimes={copy.freeTimes} />
        )}
        {errors.startsAt ? (
          <p id="f-startsAt-error" className="mt-2 text-sm font-medium text-red-700">
            {errors.startsAt}
          </p>
        ) : null}
      </fieldset>
      {zone ? <input type="hidden" name="zone" value={zone} /> : null}
      <VisitorFields
        labels={{ ...copy, legend: copy.detailsLegend }}
        courses={courses}
        values={values}
        errors={errors}
      />
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
