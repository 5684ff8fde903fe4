import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { guidePageCopy } from './page-copy'

const GuidePageCopySchema = z.strictObject({
  printLink: z.string().min(1),
  printNote: z.string().includes('{phase}').includes('{url}'),
  printTitle: z.string().min(1),
  printLead: z.string().includes('{count}').includes('{prompts}'),
  printButton: z.string().min(1),
  printHint: z.string().min(1),
  backLink: z.string().min(1),
  printMetaTitle: z.string().min(1),
  loading: z.string().min(1),
})

describe('guide page copy', () => {
  it('is complete and names its placeholders', () => {
    expect(GuidePageCopySchema.safeParse(guidePageCopy).success).toBe(true)
  })
})
