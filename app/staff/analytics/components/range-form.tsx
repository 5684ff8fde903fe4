import { Form } from 'react-router'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField } from '~/staff/shell/components/staff-fields'
import { analyticsCopy } from '~/staff/analytics/content/analytics-copy'
import type { DayRange } from '~/staff/analytics/forms/range.schema'
import { RANGES } from '~/staff/analytics/forms/ranges'

/**
 * The range as a plain GET form (works without scripts): a kind, and the month or the days it needs. The month and
 * day fields are read only with their kind.
 */
export function RangeForm({ range, error }: { range: DayRange; error?: string }) {
  const copy = analyticsCopy.range
  return (
    <Form method="get" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-end gap-3">
        <StaffField id="range-kind" label={copy.legend} className="w-full sm:w-48">
          {(wiring) => (
            <select {...wiring} name="range" defaultValue={range.kind} className={STAFF_INPUT}>
              {RANGES.map((kind) => (
                <option key={kind} value={kind}>
                  {copy.kinds[kind]}
                </option>
              ))}
            </select>
          )}
        </StaffField>
        <StaffField id="range-month" label={copy.month} className="w-full sm:w-44">
          {(wiring) => (
            <input {...wiring} type="month" name="month" defaultValue={range.month} className={STAFF_INPUT} />
          )}
        </StaffField>
        <StaffField id="range-from" label={copy.from} error={error} className="w-full sm:w-44">
          {(wiring) => (
            <input
              {...wiring}
              type="date"
              name="from"
              defaultValue={range.kind === 'custom' ? range.from : ''}
              className={STAFF_INPUT}
            />
          )}
        </StaffField>
        <StaffField id="range-to" label={copy.to} className="w-full sm:w-44">
          {(wiring) => (
            <input
              {...wiring}
              type="date"
              name="to"
              defaultValue={range.kind === 'custom' ? range.to : ''}
              className={STAFF_INPUT}
            />
          )}
        </StaffField>
        <button type="submit" className={STAFF_PRIMARY}>
          {copy.show}
        </button>
      </div>
    </Form>
  )
}
