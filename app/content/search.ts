import type { SearchPage } from './schema'

/** Copy and types of the /search page (the navigation's box is in search-box.ts). */

/** Longest query the server reads; anything longer is cut here before it reaches the index. */
export const MAX_QUERY_LENGTH = 120

export type SearchKind =
  | 'phase'
  | 'capstone'
  | 'guide'
  | 'bootcamp'
  | 'crash'
  | 'project'
  | 'post'
  | 'service'
  | 'support'
  | 'legal'

/** A piece of a title or snippet; `mark` when the index matched this word. */
export interface SnippetPart {
  text: string
  mark: boolean
}

export interface SearchHit {
  id: string
  kind: SearchKind
  kindLabel: string
  title: SnippetPart[]
  context: string
  href: string
  snippet: SnippetPart[]
}

export interface SearchResponse {
  query: string
  /** The visitor typed more than MAX_QUERY_LENGTH characters (or words) and only the start was used. */
  truncated: boolean
  total: number
  hits: SearchHit[]
  /** Offered when nothing matched: spelling corrections from the index first, then fixed popular searches. */
  suggestions: string[]
}

export const searchKindLabels: Record<SearchKind, string> = {
  phase: 'Roadmap phase',
  capstone: 'Capstone project',
  guide: 'Roadmap guide',
  bootcamp: 'Bootcamp',
  crash: 'Crash course',
  project: 'Showcase project',
  post: 'Blog post',
  service: 'Service',
  support: 'Support service',
  legal: 'Policy',
}

export const searchPage = {
  seo: {
    title: 'Search',
    description:
      'Search every roadmap phase, bootcamp, crash course, showcase project, blog post, service and policy of RealWork Technologies.',
  },
  eyebrow: 'Search',
  title: 'Search the whole site',
  lead: 'One search across the twelve roadmap guides (every phase, lab, mini project and capstone), the bootcamps, crash courses, showcase projects, blog posts, services and policies.',
  /** Shown while the box is empty. */
  emptyTitle: 'What do you want to learn or build?',
  emptyText: 'Start with one of the searches students make most:',
  hint: 'Type a technology, a skill or a question. Misspellings are fine: “kubernets” finds Kubernetes.',
  noResultsTitle: 'Nothing matched “{query}”',
  noResultsText: 'Check the spelling, use fewer words, or try one of these:',
  didYouMean: 'Did you mean',
  suggestionsLabel: 'Suggested searches',
  resultCount: {
    none: 'No results for “{query}”',
    one: '1 result for “{query}”',
    many: '{count} results for “{query}”',
  },
  moreResults: 'Showing the best {shown} of {total}. Add a word to narrow the list.',
  truncated: 'Only the first {max} characters of your search were used.',
  /** Searches offered when nothing matches and on the empty page; each is known to find results. */
  suggestions: ['React', 'Spring Boot', 'Kubernetes', 'Machine learning', 'Power BI', 'SQL', 'Flutter', 'Refund'],
} satisfies SearchPage
