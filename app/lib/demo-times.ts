const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** A class's start as its pages and mails write it, in India: 'Thursday 11 March 2027, 6:30 pm'. */
export function demoWhen(iso: string): string {
  return dayAndTime.format(new Date(iso)).replace(/ at /, ', ')
}
