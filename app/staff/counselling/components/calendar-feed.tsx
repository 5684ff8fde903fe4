import { Form } from 'react-router'
import { STAFF_INPUT, STAFF_SECONDARY } from '~/staff/shell/components/staff-fields'
import type { counsellorsPage } from '~/staff/counselling/content/counsellors'

type Copy = (typeof counsellorsPage)['feed']

/** The counsellor's calendar feed: the address once, right after it is made, and the button that makes a new one. */
export function CalendarFeed({
  copy,
  staffId,
  feedSet,
  feedUrl,
  enabled,
  submitting,
}: {
  copy: Copy
  staffId: string
  feedSet: boolean
  /** The new address, in the answer to the press that made it; never again. */
  feedUrl: string | null
  enabled: boolean
  submitting: boolean
}) {
  return (
    <section aria-labelledby="feed-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="feed-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-700">{copy.lead}</p>
      {!enabled ? (
        <p className="mt-4 text-slate-800">{copy.needsRules}</p>
      ) : (
        <>
          {feedUrl ? (
            <div role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3">
              <p className="text-emerald-950">{copy.shown}</p>
              <label htmlFor="feed-url" className="mt-2 block text-sm font-semibold text-slate-800">
                {copy.shownLabel}
              </label>
              <input id="feed-url" readOnly value={feedUrl} className={`${STAFF_INPUT} font-mono text-sm`} />
            </div>
          ) : (
            <p className="mt-4 text-slate-800">{feedSet ? copy.exists : copy.none}</p>
          )}
          <Form method="post" className="mt-4">
            <input type="hidden" name="staffId" value={staffId} />
            <button type="submit" name="intent" value="feed" disabled={submitting} className={STAFF_SECONDARY}>
              {feedSet || feedUrl ? copy.reset : copy.make}
            </button>
          </Form>
        </>
      )}
    </section>
  )
}
