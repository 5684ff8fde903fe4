/** The dashboard's ranges, as the range form offers them (no zod here: the form's component ships this module). */
export const RANGES = ['today', '7d', '30d', 'month', 'custom'] as const
export type RangeKind = (typeof RANGES)[number]
