import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/staff.case-studies.$id.screenshots'
import { FormAlert } from '~/components/forms/form-extras'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField } from '~/staff/shell/components/staff-fields'
import { staffPathTo } from '~/content/staff-routes'
import { MAX_SCREENSHOTS } from '~/lib/case-study'
import { fillTemplate } from '~/lib/format'
import { requireStaff } from '~/staff/shell/server/session.server'
import { staffCaseStudiesPage } from '~/staff/publishing/content/staff-case-studies'
import { storedCaseStudy } from '~/staff/publishing/server/case-studies-editor.server'
import { screenshotAction, type ScreenshotActionData } from '~/staff/publishing/server/case-study-screenshots.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { StaffNotice } from '~/staff/shell/components/staff-table'

const copy = staffCaseStudiesPage.screenshots
const max = String(MAX_SCREENSHOTS)

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const caseStudy = await storedCaseStudy(params.id)
  const query = new URL(request.url).searchParams
  const notice = query.has('added')
    ? copy.added
    : query.has('removed')
      ? copy.removed
      : query.has('moved')
        ? copy.moved
        : null
  return {
    id: caseStudy.id,
    title: fillTemplate(copy.title, { title: caseStudy.title }),
    screenshots: caseStudy.screenshots,
    notice,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  return screenshotAction(request, await storedCaseStudy(params.id))
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title ?? copy.addTitle)

const SMALL_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100'

export default function StaffCaseStudyScreenshots({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, screenshots, notice } = loaderData
  const failed = actionData as ScreenshotActionData | undefined
  const submitting = useNavigation().state === 'submitting'
  const count = String(screenshots.length)
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{fillTemplate(copy.lead, { max })}</p>
      <p className="mt-3">
        <Link
          to={staffPathTo('staffCaseStudy', { id })}
          className="font-semibold text-indigo-800 underline underline-offset-2"
        >
          {copy.back}
        </Link>
      </p>
      {notice && !failed ? <StaffNotice>{notice}</StaffNotice> : null}

      {screenshots.length === 0 ? (
        <p className="mt-6 text-slate-700">{copy.empty}</p>
      ) : (
        <ol className="mt-6 grid gap-4 sm:grid-cols-2">
          {screenshots.map((shot, i) => (
            <li
              key={shot.id}
              id={`screenshot-${shot.id}`}
              className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
            >
              <figure>
                <img
                  src={shot.smallSrc ?? shot.src}
                  alt={shot.alt}
                  width={shot.width}
                  height={shot.height}
                  loading="lazy"
                  className="h-auto max-h-80 w-auto max-w-full rounded-lg border border-slate-100"
                />
                <figcaption className="mt-2 text-sm text-slate-800">
                  <span className="block text-xs font-semibold text-slate-600">
                    {fillTemplate(copy.position, { n: String(i + 1), count })}
                  </span>
                  {shot.alt}
                </figcaption>
              </figure>
              <div className="mt-3 flex flex-wrap gap-2">
                {(['up', 'down'] as const).map((direction) =>
                  (direction === 'up' ? i > 0 : i < screenshots.length - 1) ? (
                    <Form key={direction} method="post">
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="screenshotId" value={shot.id} />
                      <input type="hidden" name="direction" value={direction} />
                      <button
                        type="submit"
                        className={SMALL_BUTTON}
                        aria-label={fillTemplate(copy.moveLabel, {
                          direction: direction === 'up' ? copy.moveUp : copy.moveDown,
                          alt: shot.alt,
                        })}
                      >
                        {direction === 'up' ? copy.moveUp : copy.moveDown}
                      </button>
                    </Form>
                  ) : null,
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="screenshotId" value={shot.id} />
                  <button
                    type="submit"
                    className={`${SMALL_BUTTON} border-red-300 text-red-800 hover:bg-red-50`}
                    aria-label={fillTemplate(copy.removeLabel, { alt: shot.alt })}
                  >
                    {copy.removeButton}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ol>
      )}

      <section aria-labelledby="add-screenshot" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="add-screenshot" className="text-lg font-semibold text-slate-900">
          {copy.addTitle}
        </h2>
        {screenshots.length >= MAX_SCREENSHOTS ? (
          <p className="mt-2 text-slate-700">{fillTemplate(copy.full, { max })}</p>
        ) : (
          <Form method="post" encType="multipart/form-data" className="mt-3 space-y-5" noValidate>
            <FormAlert message={failed?.error} />
            <input type="hidden" name="intent" value="add" />
            <StaffField
              id="screenshot-file"
              label={copy.labels.screenshot}
              hint={copy.hints.screenshot}
              error={failed?.errors.screenshot}
            >
              {(wiring) => (
                <input
                  {...wiring}
                  name="screenshot"
                  type="file"
                  required
                  accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
                  className="mt-1.5 block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-4 file:font-semibold file:text-indigo-800"
                />
              )}
            </StaffField>
            <StaffField id="screenshot-alt" label={copy.labels.alt} hint={copy.hints.alt} error={failed?.errors.alt}>
              {(wiring) => (
                <textarea
                  {...wiring}
                  name="alt"
                  rows={2}
                  required
                  defaultValue={failed?.values.alt ?? ''}
                  className={STAFF_INPUT}
                />
              )}
            </StaffField>
            <button type="submit" disabled={submitting} className={STAFF_PRIMARY}>
              {copy.add}
            </button>
          </Form>
        )}
      </section>
    </>
  )
}
