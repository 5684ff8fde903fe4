import { describe, expect, it } from 'vitest'
import { CASE_STUDY_LIMITS } from '~/staff/shell/forms/limits'
import { MoveScreenshotSchema, ScreenshotPostedSchema } from './screenshot.schema'

const file = new File([new Uint8Array([137, 80, 78, 71])], 'order-screen.png', { type: 'image/png' })
const errors = (values: Record<string, unknown>) => {
  const parsed = ScreenshotPostedSchema.safeParse({
    alt: 'The packing team’s order screen',
    screenshot: file,
    ...values,
  })
  // The first message of each field, as the form shows it.
  const out: Record<string, string> = {}
  if (!parsed.success) for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message
  return out
}

describe('screenshot form', () => {
  it('takes a file with a description of what it shows, on one line', () => {
    const parsed = ScreenshotPostedSchema.parse({ alt: '  The order screen,\n grouped by slot ', screenshot: file })
    expect(parsed).toEqual({ alt: 'The order screen, grouped by slot', screenshot: file })
  })

  it('asks for the file: none chosen (an empty file) or text in its place', () => {
    expect(errors({ screenshot: new File([], '') })).toEqual({ screenshot: 'Choose a screenshot to upload.' })
    expect(errors({ screenshot: 'order-screen.png' })).toEqual({ screenshot: 'Send this field as a file.' })
  })

  it('refuses a description that is missing, too short, a file name or “Screenshot of…”', () => {
    expect(errors({ alt: '' }).alt).toMatch(/^Describe what the screenshot shows/)
    expect(errors({ alt: 'Home page' })).toEqual({
      alt: `Say a little more about what the screenshot shows: at least ${CASE_STUDY_LIMITS.altMin} characters.`,
    })
    for (const alt of ['checkout-final-v2.PNG', 'IMG_20261102_101500', 'Screenshot 2026-11-02 at 10.15'])
      expect(errors({ alt })).toEqual({ alt: 'Describe what the screenshot shows, not its file name.' })
    expect(errors({ alt: 'Screenshot of the order page on a phone' }).alt).toMatch(/^Start with what it shows/)
  })

  it('refuses an over-long description with a message instead of cutting it', () => {
    expect(errors({ alt: 'a'.repeat(CASE_STUDY_LIMITS.alt + 1) })).toEqual({
      alt: `Keep the description within ${CASE_STUDY_LIMITS.alt} characters.`,
    })
    expect(errors({ alt: 'a'.repeat(CASE_STUDY_LIMITS.alt) })).toEqual({})
  })

  it('moves only up or down', () => {
    expect(MoveScreenshotSchema.safeParse({ screenshotId: 's1', direction: 'sideways' }).success).toBe(false)
    expect(MoveScreenshotSchema.parse({ screenshotId: 's1', direction: 'up' })).toEqual({
      screenshotId: 's1',
      direction: 'up',
    })
  })
})
