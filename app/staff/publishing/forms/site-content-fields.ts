/** Field names of the staff site page's forms (no zod here: the page's component ships this module). */
export const ANNOUNCEMENT_FIELDS = ['text', 'linkHref', 'linkText', 'startsOn', 'endsOn'] as const
