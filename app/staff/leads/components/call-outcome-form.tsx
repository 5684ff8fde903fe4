import { Form } from 'react-router'
import { CALL_OUTCOMES } from '~/staff/leads/content/call-outcomes'
import { CALL_NOTE_MAX } from '~/staff/shell/forms/limits'
import { buttonClass } from '~/components/ui/button'
import { StaffTextField } from '~/components/forms/field'

/**
 * After a call, one press: each outcome is a submit button of the same form, so the note and the call-back day typed
 * above them (both optional, the day defaulting to tomorrow) go with whichever is pressed. Each button says the next step it sets.
 */
export function CallOutcomeForm({
  callBackOn,
  resetKey,
  submitting,
}: {
  callBackOn: string
  /** Changes when a call is logged, so the note starts empty again. */
  resetKey: string | number
  submitting: boolean
}) {
  return (
    <Form method="post" key={resetKey} aria-labelledby="call-title" className="grid gap-3">
      <input type="hidden" name="intent" value="call" />
      <h3 id="call-title" className="text-sm font-bold text-slate-900">
        After a call: how did it go?
      </h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <StaffTextField
          id="call-note"
          label="Call note (optional; the reason when not interested)"
          name="callNote"
          maxLength={CALL_NOTE_MAX}
        />
        <StaffTextField id="call-back-on" label="Call back on" name="callBackOn" type="date" value={callBackOn} />
      </div>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-5">
        {CALL_OUTCOMES.map((o) => (
          <li key={o.value}>
            <button
              type="submit"
              name="outcome"
              value={o.value}
              disabled={submitting}
              aria-describedby={`call-next-${o.value}`}
              className={buttonClass({
                variant: 'outline',
                size: 'md',
                className: 'w-full justify-center disabled:opacity-60',
              })}
            >
              {o.label}
            </button>
            <p id={`call-next-${o.value}`} className="mt-1 text-xs text-slate-700">
              {o.nextStep}
            </p>
          </li>
        ))}
      </ul>
    </Form>
  )
}
