import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { guideEnrolCopy, guidePhaseCopy, guidePrintCopy } from './page-copy'

const GuidePhaseCopySchema = z.strictObject({
  printLink: z.string().min(1),
  printNote: z.string().includes('{phase}').includes('{url}'),
})

const GuidePrintCopySchema = z.strictObject({
  title: z.string().min(1),
  lead: z.string().includes('{count}').includes('{prompts}'),
  button: z.string().min(1),
  hint: z.string().min(1),
  backLink: z.string().min(1),
  metaTitle: z.string().min(1),
})

const GuideEnrolCopySchema = z.strictObject({
  title: z.string().includes('{bootcamp}'),
  feeLabel: z.string().min(1),
  batchLabel: z.string().min(1),
  noBatch: z.string().min(1),
  register: z.string().min(1),
  registerHint: z.string().min(1),
  ask: z.string().min(1),
})

describe('guide page copy', () => {
  it('is complete and names its placeholders', () => {
    expect(GuidePhaseCopySchema.safeParse(guidePhaseCopy).success).toBe(true)
    expect(GuidePrintCopySchema.safeParse(guidePrintCopy).success).toBe(true)
    expect(GuideEnrolCopySchema.safeParse(guideEnrolCopy).success).toBe(true)
  })
})
