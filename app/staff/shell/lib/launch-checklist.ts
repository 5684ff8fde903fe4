import { launchChecklistCopy as copy } from '~/staff/shell/content/launch-checklist'
import { plural } from '~/lib/plural'

/** What the checklist is derived from: counts read from the store and the server's payment settings. */
export interface LaunchState {
  /** Claims without what they count or the day they were true (not shown on the site). */
  claimsWithoutBasis: number
  /** Published (shown, with consent) profiles and case studies. */
  mentors: number
  team: number
  caseStudies: number
  /** Which payment settings the server has, each valid. */
  settings: { upi: boolean; bank: boolean; gstin: boolean }
}

/** Where an item is done; the server settings have no staff page, so their items say who sets them instead. */
export interface LaunchLinks {
  claims: string
  newProfile: string
  newCaseStudy: string
}

export interface LaunchItem {
  id: keyof typeof copy.items
  title: string
  /** What is missing and what follows from it, or what is now in place. */
  text: string
  done: boolean
  link?: { href: string; label: string }
}

/** The launch checklist, in the order an owner works through it; every tick derived from the state, none kept. */
export function launchChecklist(state: LaunchState, links: LaunchLinks): LaunchItem[] {
  const items: Omit<LaunchItem, 'title' | 'text'>[] = [
    { id: 'claims', done: state.claimsWithoutBasis === 0, link: { href: links.claims, label: copy.items.claims.link } },
    {
      id: 'mentors',
      done: state.mentors > 0,
      link: { href: links.newProfile, label: copy.items.mentors.link },
    },
    { id: 'team', done: state.team > 0, link: { href: links.newProfile, label: copy.items.team.link } },
    {
      id: 'caseStudies',
      done: state.caseStudies > 0,
      link: { href: links.newCaseStudy, label: copy.items.caseStudies.link },
    },
    { id: 'upi', done: state.settings.upi },
    { id: 'bank', done: state.settings.bank },
    { id: 'gstin', done: state.settings.gstin },
  ]
  return items.map((item) => {
    const words = copy.items[item.id]
    return {
      ...item,
      title: words.title,
      text: item.done
        ? words.done
        : typeof words.toDo === 'string'
          ? words.toDo
          : plural(state.claimsWithoutBasis, words.toDo),
      // A done item needs no way to do it.
      link: item.done ? undefined : item.link,
    }
  })
}
