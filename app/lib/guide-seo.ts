import type { Guide } from '~/content/schema'

/** '{Guide title} Roadmap', without doubling a title that already ends in 'Roadmap'. */
export function roadmapTitle(guide: Pick<Guide, 'title'>): string {
  return /\broadmap$/i.test(guide.title) ? guide.title : `${guide.title} Roadmap`
}
