/** Copy of the staff page where the announcement is set (/staff/site). */
export const staffSitePage = {
  title: 'Site announcement',
  lead: 'What you save here shows at once across the site. An announcement is never shown before its first day or after its last.',
  batches: {
    title: 'Batch dates',
    lead: 'Each course’s next start date, its seats and its fee come from its batches. Create and change them on the Batches page.',
    link: 'Go to Batches',
  },
  announcement: {
    title: 'Site announcement',
    lead: 'One short message with an optional link, shown from its first to its last day (India time, both days included).',
    labels: {
      text: 'Announcement',
      linkHref: 'Link address (optional)',
      linkText: 'Link text (optional)',
      startsOn: 'First day',
      endsOn: 'Last day',
    },
    hints: {
      text: 'Up to 280 characters, e.g. “Free demo class on 12 December: see how a sprint review works.”',
      linkHref: 'A page of this site such as /realworkstudio/register, or an https:// address.',
      linkText: 'Defaults to “Find out more”.',
    },
    status: {
      none: 'No announcement is set.',
      live: 'Showing now.',
      scheduled: 'Scheduled: it starts showing on its first day.',
      ended: 'Ended: its last day has passed, so it is not shown.',
    },
    save: 'Save announcement',
    remove: 'Remove announcement',
  },
  saved: {
    announcement: 'Announcement saved.',
    removed: 'The announcement was removed.',
  },
}
