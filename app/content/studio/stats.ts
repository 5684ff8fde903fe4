import type { Statistic } from './schema'

/** Headline numbers for the studio page, in display order. */
export const statistics = [
  { number: '50+', label: 'Projects Completed' },
  { number: '100+', label: 'Students Trained' },
  { number: '15+', label: 'Technologies' },
  { number: '95%', label: 'Placement Rate' },
] satisfies Statistic[]
