/** Copy of the staff page where batch dates and the announcement are set (/staff/site). */
export const staffSitePage = {
  title: 'Batch dates and announcement',
  lead: 'What you save here shows at once on the home page popup, the course cards and the registration page. A date that has begun and an announcement past its last day are never shown.',
  batches: {
    title: 'Next batch start per track',
    lead: 'Leave a track empty to use the studio calendar (the next of 5 January, 5 April and 5 July). A date stops showing at midnight India time on its first day; the calendar takes over again then.',
    calendarHint: 'Calendar date if empty: {date}',
    noCalendar: 'No calendar date ahead: the track shows no date if empty.',
    save: 'Save batch dates',
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
    batches: 'Batch dates saved. The pages show them now.',
    announcement: 'Announcement saved.',
    removed: 'The announcement was removed.',
  },
}
