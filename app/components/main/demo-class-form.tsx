import { Form } from 'react-router'
import { VisitorFields } from '~/components/main/visitor-fields'
import { useVisitorZone } from '~/components/main/call-days'
import { FormAlert, FormExtras } from '~/components/forms/form-extras'
import { useHydrated } from '~/components/ui/use-hydrated'
import { buttonClass } from '~/components/ui/button'
import type { demoClassesPage } from '~/content/demo-classes'
import { visitorTime } from '~/lib/booking-times'
import { cn } from '~/lib/cn'
import { fillTemplate } from '~/lib/format'
import type { DemoSeatAnswer } from '~/server/demo-classes/demo-seat-post.server'

/** A class as the list shows it: its start already written in India time. */
export interface DemoClassChoice {
  id: string
  topic: string
  description: string
  courseTitle: string
  when: string
  /** The start, an ISO instant: the visitor's own time is added beside India's once scripts run. */
  startsAt: string
  minutes: number
  seats: number
  seatsLeft: number
}

interface DemoClassFormProps {
  copy: typeof demoClassesPage
  classes: DemoClassChoice[]
  courses: { value: string; label: string }[]
  answer: DemoSeatAnswer | null
  /** A class to start with chosen (`?class=` in a link). */
  chosen?: string
  talkHref: string
}

/** The demo classes as choices (a full one says so and cannot be chosen), then who is joining. A plain form post. */
export function DemoClassForm({ copy, classes, courses, answer, chosen, talkHref }: DemoClassFormProps) {
  const zone = useVisitorZone()
  const hydrated = useHydrated()
  const values = answer?.values ?? {}
  const errors = answer?.errors ?? {}
  const picked = values.classId ?? chosen
  const open = classes.some((one) => one.seatsLeft > 0)
  return (
    <Form method="post" noValidate className="mt-8 space-y-8">
      <FormAlert message={answer?.formError} />
      <FormExtras hydrated={hydrated} />
      <fieldset
        id="f-classId"
        aria-invalid={errors.classId ? true : undefined}
        aria-describedby={errors.classId ? 'f-classId-error' : undefined}
      >
        <legend className="text-sm font-semibold text-slate-800">
          {copy.classesLegend}
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {classes.length === 0 ? (
          <p className="mt-3 rounded-lg bg-amber-50 p-4 text-slate-800">
            {copy.none}{' '}
            <a href={talkHref} className="font-semibold text-indigo-700 underline">
              {copy.talkInstead}
            </a>
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {classes.map((one) => {
              const full = one.seatsLeft === 0
              const seatsText = full
                ? copy.full
                : one.seatsLeft === 1
                  ? copy.oneSeatLeft
                  : fillTemplate(copy.seatsLeft, { count: one.seatsLeft, seats: one.seats })
              return (
                <li key={one.id}>
                  <label
                    className={cn(
                      'flex h-full gap-3 rounded-xl border bg-white p-4',
                      full
                        ? 'cursor-not-allowed border-slate-200 bg-slate-50'
                        : 'cursor-pointer has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:ring-2 has-focus-visible:ring-indigo-600/40',
                      !full && errors.classId ? 'border-red-600' : !full ? 'border-slate-300' : null,
                    )}
                  >
                    <input
                      type="radio"
                      name="classId"
                      value={one.id}
                      required
                      disabled={full}
                      defaultChecked={!full && picked === one.id}
                      aria-describedby={`class-${one.id}-text`}
                      className="mt-1 h-4 w-4 shrink-0 accent-indigo-700"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900">{one.topic}</span>
                      <span id={`class-${one.id}-text`} className="mt-1 block text-sm leading-6 text-slate-700">
                        <span className="block font-medium text-slate-900">
                          {one.when} IST ·{' '}
                          <span className="whitespace-nowrap">
                            {fillTemplate(copy.minutes, { minutes: one.minutes })}
                          </span>
                        </span>
                        {visitorTime(one.startsAt, zone) ? (
                          <span className="block">
                            {fillTemplate(copy.yourTime, { time: visitorTime(one.startsAt, zone)! })}
                          </span>
                        ) : null}
                        <span className="block">{fillTemplate(copy.course, { course: one.courseTitle })}</span>
                        <span className="mt-1 block">{one.description}</span>
                        <span
                          className={cn(
                            'mt-2 inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold',
                            full ? 'bg-slate-200 text-slate-800' : 'bg-emerald-50 text-emerald-800',
                          )}
                        >
                          {seatsText}
                        </span>
                      </span>
                    </span>
                  </label>
                </li>
              )
            })}
          </ul>
        )}
        {errors.classId ? (
          <p id="f-classId-error" className="mt-2 text-sm font-semibold text-red-700">
            {errors.classId}
          </p>
        ) : null}
      </fieldset>
      {classes.length > 0 ? (
        <>
          <VisitorFields
            labels={{ ...copy, legend: copy.detailsLegend, course: copy.courseField }}
            courses={courses}
            values={values}
            errors={errors}
          />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass()} disabled={!open}>
              {copy.submit}
            </button>
            <a href={talkHref} className="font-semibold text-indigo-700 underline-offset-4 hover:underline">
              {copy.talkInstead}
            </a>
          </div>
        </>
      ) : null}
    </Form>
  )
}
