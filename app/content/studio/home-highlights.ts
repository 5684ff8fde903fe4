import { sitePaths } from '../site-routes'
import type { StudioHighlights, StudioHomeCta } from './schema'

/**
 * The studio home's highlights and closing call to action, which the page shows as static HTML (`withHtmlOnly` in
 * routes/studio.tsx).
 */
export const studioHighlights: StudioHighlights = {
  eyebrow: 'Why RealWork Studio',
  title: 'Training that looks like the job, not like a classroom',
  items: [
    {
      icon: 'users',
      title: 'Mentors from industry',
      text: 'Every batch is led by engineers with 5+ years of shipping software, who review your work the way a senior teammate would.',
    },
    {
      icon: 'briefcase',
      title: 'Client-style briefs',
      text: 'Projects arrive with a requirements document, a deadline and acceptance criteria, never as a video to copy line by line.',
    },
    {
      icon: 'git-branch',
      title: 'Pull-request reviews',
      text: 'You push to GitHub from week one, and mentors comment on each pull request until you can defend every line in an interview.',
    },
    {
      icon: 'workflow',
      title: 'Work simulation',
      text: 'Stand-ups, sprint boards and shared tickets teach the team habits that make a fresher easy to onboard.',
    },
    {
      icon: 'trophy',
      title: 'Placement preparation',
      text: 'Resume reviews, mock technical rounds and portfolio walkthroughs begin in month three, while your projects are fresh.',
    },
    {
      icon: 'wallet',
      title: 'Fees shown up front',
      text: 'Each track shows its fee before you register, and the registration form names the same amount, so you choose the track that suits your goals knowing what it costs.',
    },
  ],
}

export const studioHomeCta: StudioHomeCta = {
  title: 'Your first real project starts here',
  text: 'Compare every bootcamp and crash course side by side, or tell us about your background and an admissions counsellor will suggest a track within 24 hours.',
  primary: { label: 'Browse all courses', href: sitePaths.studioCourses },
  secondary: { label: 'Contact admissions', href: sitePaths.studioContact },
}
