import { z } from 'zod'
import { oneLineText, postedFile, postedId } from '~/staff/shell/forms/form-text'
import { CASE_STUDY_LIMITS } from '~/staff/shell/forms/limits'

/** What a screen reader reads in place of a screenshot: what it shows, not that it is an image or its file name. */
export const screenshotAlt = oneLineText.pipe(
  z
    .string()
    .min(1, 'Describe what the screenshot shows, e.g. “The order page on a phone, with the cart total”.')
    .min(
      CASE_STUDY_LIMITS.altMin,
      `Say a little more about what the screenshot shows: at least ${CASE_STUDY_LIMITS.altMin} characters.`,
    )
    .max(CASE_STUDY_LIMITS.alt, `Keep the description within ${CASE_STUDY_LIMITS.alt} characters.`)
    .refine(
      (alt) => !/\.(png|jpe?g|webp|gif|heic)$/i.test(alt) && !/^(img|image|screenshot|screen shot)[\s_-]*\d/i.test(alt),
      'Describe what the screenshot shows, not its file name.',
    )
    .refine(
      (alt) => !/^(a |an )?(screenshot|screen shot|image|picture|photo) (of|showing)\b/i.test(alt),
      'Start with what it shows: a screen reader already says it is an image (“The order page…”, not “Screenshot of…”).',
    ),
)

/** Adding a screenshot: the image (its bytes checked by the handler) and its description. */
export const ScreenshotPostedSchema = z.object({
  alt: screenshotAlt,
  screenshot: postedFile.refine((file) => file !== undefined, 'Choose a screenshot to upload.'),
})
export const SCREENSHOT_FIELDS = ['alt', 'screenshot'] as const

/** Removing a screenshot: which one. */
export const RemoveScreenshotSchema = z.object({ screenshotId: postedId })

/** The Move up / Move down buttons. */
export const MoveScreenshotSchema = z.object({
  screenshotId: postedId,
  direction: z.enum(['up', 'down'], { error: 'Unknown direction' }),
})
