import type { Announcement } from '~/lib/site-notices'

/**
 * Copy around the batch dates and the announcement staff set at /staff/site. `{date}` is a formatted date,
 * `{bootcamp}` a bootcamp's title.
 */
export const noticeCopy = {
  /** On each bootcamp card of the courses page. */
  cardLabel: 'Next batch',
  cardDate: 'Starts {date}',
  /** Beside a next batch's date, from the real count: shown at ten seats or fewer. */
  seats: {
    one: '1 seat left',
    many: '{count} seats left',
    full: 'Full: register to join the waitlist',
    fullBefore: 'The {date} batch is full',
  },
  /** The heading of the announcement box (visually small, for screen readers a landmark name). */
  announcementLabel: 'Announcement',
  /** The popup's heading when there is an announcement but no batch date ahead. */
  popupAnnouncementHeading: 'News from RealWork Studio',
  /** Link text when staff give a link without words for it. */
  defaultLinkText: 'Find out more',
}

/**
 * Only for prerendering: the prerendered copies of the pages that show an announcement are never served (they are
 * rendered per request through the page cache), but their critical CSS is cut from them, so they show one.
 */
export const prerenderAnnouncement: Announcement = {
  text: 'Admissions are open for the next batch of every bootcamp track.',
  linkHref: '/realworkstudio/register',
  linkText: 'Register now',
  startsOn: '2000-01-01',
  endsOn: '2999-12-31',
}
