import type { Guide } from '~/content/schema'
import { CapstoneList } from './capstone-list'
import { GuideExtras } from './guide-extras'
import { PromptList } from './prompt-list'

/** The sections below the roadmap: capstones, prompts and extras. One of the guide's content views (./content-views.ts). */
export function GuideSections({ content }: { content: Guide }) {
  return (
    <>
      <CapstoneList
        heading={content.capstonesHeading}
        capstones={content.capstones}
        columns={content.capstoneColumns}
      />
      <PromptList heading={content.promptsHeading} prompts={content.prompts} />
      <GuideExtras extras={content.extras} />
    </>
  )
}
