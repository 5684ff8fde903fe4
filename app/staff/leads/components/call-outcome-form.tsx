import { Form } from 'react-router'
import { CALL_OUTCOMES } from '~/staff/leads/content/call-outcomes'
import { CALL_NOTE_MAX } from '~/staff/shell/forms/limits'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { StaffTextField } from '~/staff/shell/components/staff-fields'

/**
 * After a call, one press: each outcome is a submit button of the same form, so the note and the call-back day typed
 * above them (both optional, the day defaulting to tomorrow) go with whichever is pressed. Each button says the next step it sets.
 */
export function CallOutcomeForm({
  callBackOn,
  called,
  resetKey,
  submitting,
}: {
  callBackOn: string
  /** After an outcome press: what was recorded and the next follow-up, shown (and announced) beside the buttons. */
  called: string | null
  /** Changes when a call is logged, so the note starts empty again. */
  resetKey: string | number
  submitting: boolean
}) {
  return (
    <>
      {/* First under "Next step", in view at #actions after the press; outside the form that is drawn anew for each call
        and always in the page, so a screen reader announces the text when it changes. */}
      <p
        role="status"
        className={
          called
            ? 'flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 font-semibold text-emerald-950'
            : 'sr-only'
        }
      >
        {called ? (
          <>
            <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0" />
            {called}
          </>
        ) : null}
      </p>
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
                  className: 'min-h-11 w-full justify-center disabled:opacity-60',
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
    </>
  )
}
