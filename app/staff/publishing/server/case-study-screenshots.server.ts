import { data } from 'react-router'
import { staffPathTo } from '~/content/staff-routes'
import { fillTemplate } from '~/lib/format'
import { MAX_SCREENSHOTS } from '~/lib/case-study'
import { contentChanged } from '~/server/content-version.server'
import {
  addScreenshot,
  moveScreenshot,
  removeScreenshot,
  ScreenshotLimitError,
} from '~/staff/publishing/server/case-study-screenshots-store.server'
import type { StoredCaseStudy } from '~/server/case-studies/current.server'
import { staffCaseStudiesPage } from '~/staff/publishing/content/staff-case-studies'
import {
  MoveScreenshotSchema,
  RemoveScreenshotSchema,
  SCREENSHOT_FIELDS,
  ScreenshotPostedSchema,
} from '~/staff/publishing/forms/screenshot.schema'
import { refused, refusedForm, type EditFormData } from '~/staff/publishing/server/edit-form.server'
import { MAX_SCREENSHOT_BYTES, prepareScreenshot } from '~/staff/publishing/server/screenshot-image.server'
import { done, intent, staffAction, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'

/** A refused upload's answer: the description as posted and each field's message. */
export type ScreenshotActionData = EditFormData<Record<(typeof SCREENSHOT_FIELDS)[number], string>>

/** One screenshot and its description: 4 MB for the image, 16 KB for the rest (docs/operations.md, "Limits"). */
const FORM_LIMITS = {
  maxBytes: MAX_SCREENSHOT_BYTES + 16 * 1024,
  maxFields: SCREENSHOT_FIELDS.length + 4,
  maxFieldBytes: 4 * 1024,
  files: ['screenshot'],
  maxFileBytes: MAX_SCREENSHOT_BYTES,
} satisfies StaffBodyLimits

const copy = staffCaseStudiesPage.screenshots
const short = (alt: string) => (alt.length > 60 ? `“${alt.slice(0, 60)}…”` : `“${alt}”`)

/**
 * The screenshots page's action, for owners and editors: upload one (checked and fitted like a testimonial photo,
 * refused at its field with the reason), remove one, or move one up or down. Each shows on the site at once.
 */
export function screenshotAction(request: Request, caseStudy: StoredCaseStudy) {
  const page = staffPathTo('staffCaseStudyScreenshots', { id: caseStudy.id })
  const add = intent(
    ScreenshotPostedSchema,
    async ({ alt, screenshot }, { db }) => {
      const values = { alt, screenshot: '' }
      if (caseStudy.screenshots.length >= MAX_SCREENSHOTS)
        return refused(values, { screenshot: fillTemplate(copy.tooMany, { max: String(MAX_SCREENSHOTS) }) })
      const prepared = await prepareScreenshot(new Uint8Array(await screenshot!.arrayBuffer()))
      if (!prepared.ok) return refused(values, { screenshot: prepared.error })
      try {
        await addScreenshot(db, { caseStudyId: caseStudy.id, alt, image: prepared })
      } catch (error) {
        if (error instanceof ScreenshotLimitError)
          return refused(values, { screenshot: fillTemplate(copy.tooMany, { max: String(MAX_SCREENSHOTS) }) })
        throw error
      }
      contentChanged()
      return done(`${page}?added=1`, {
        audit: {
          action: 'case-study-screenshot-add',
          target: caseStudy.title,
          detail: `${short(alt)}, ${prepared.large.width} × ${prepared.large.height}`,
        },
      })
    },
    refusedForm(SCREENSHOT_FIELDS),
  )
  const remove = intent(RemoveScreenshotSchema, async ({ screenshotId }, { db }) => {
    const alt = await removeScreenshot(db, caseStudy.id, screenshotId)
    if (alt === undefined) throw data('No such screenshot', { status: 404 })
    contentChanged()
    return done(`${page}?removed=1`, {
      audit: { action: 'case-study-screenshot-remove', target: caseStudy.title, detail: short(alt) },
    })
  })
  const move = intent(MoveScreenshotSchema, async ({ screenshotId, direction }, { db }) => {
    const moved = await moveScreenshot(db, caseStudy.id, screenshotId, direction)
    if (moved) contentChanged()
    return done(`${page}?moved=1#screenshot-${encodeURIComponent(screenshotId)}`, {
      audit: moved && {
        action: 'case-study-screenshot-move',
        target: caseStudy.title,
        detail: `position: ${moved.from} → ${moved.to}`,
      },
    })
  })
  return staffAction({
    request,
    gate: 'staff',
    fallback: 'add',
    limits: FORM_LIMITS,
    intents: { add, remove, move },
  })
}
