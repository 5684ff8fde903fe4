import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { StaffTextField } from '~/staff/shell/components/staff-fields'
import { buttonClass } from '~/components/ui/button'
import { DemoClassForm, type DemoClassFormValues } from '~/staff/demo-classes/components/demo-class-form'
import type { staffDemoClassesPage } from '~/staff/demo-classes/content/staff-demo-classes'
import { DEMO_CLASS_LIMITS } from '~/staff/demo-classes/forms/demo-class-limits'
import type { DemoClassRefusal } from '~/staff/demo-classes/server/demo-class-actions.server'

/**
 * A class's two staff changes, below its seats: change its details (the class's own form, filled with the class as it
 * stands, or as sent when refused) and cancel it with a reason. Shown only while the class is open and ahead.
 */
export function DemoClassChanges({
  copy,
  courses,
  current,
  refused,
  submitting,
}: {
  copy: typeof staffDemoClassesPage
  courses: { id: string; title: string }[]
  current: DemoClassFormValues
  refused: DemoClassRefusal | undefined
  submitting: boolean
}) {
  const cancelRefused = refused?.form === 'cancel' ? refused : undefined
  const changeRefused = refused && refused.form !== 'cancel' ? refused : undefined
  return (
    <>
      <section aria-labelledby="change-class" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="change-class" className="text-lg font-semibold text-slate-900">
          {copy.changeTitle}
        </h2>
        <p className="mt-1 mb-4 max-w-3xl text-sm text-slate-700">{copy.changeLead}</p>
        <DemoClassForm
          key={JSON.stringify(changeRefused?.values ?? current)}
          intent="change"
          copy={copy}
          courses={courses}
          values={{ ...current, ...changeRefused?.values }}
          errors={changeRefused?.errors ?? {}}
          error={changeRefused?.error}
          submitting={submitting}
        />
      </section>
      <section aria-labelledby="cancel-class" className="mt-8 rounded-xl border border-red-200 bg-white p-5">
        <h2 id="cancel-class" className="text-lg font-semibold text-slate-900">
          {copy.cancelTitle}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">{copy.cancelLead}</p>
        <Form method="post" noValidate className="mt-4 max-w-2xl space-y-4">
          <input type="hidden" name="intent" value="cancel" />
          <FormAlert message={cancelRefused?.error} />
          <StaffTextField
            id="demo-cancel-reason"
            name="reason"
            label={copy.reasonLabel}
            hint={copy.reasonHint}
            value={cancelRefused?.values.reason ?? ''}
            error={cancelRefused?.errors.reason}
            maxLength={DEMO_CLASS_LIMITS.cancelReason}
            required
          />
          <button
            type="submit"
            disabled={submitting}
            className={buttonClass({ variant: 'danger', size: 'md', className: 'disabled:opacity-60' })}
          >
            {copy.cancel}
          </button>
        </Form>
      </section>
    </>
  )
}
