import MiniSearch, { type SearchResult } from 'minisearch'
import { listPosts } from '~/content/blog'
import { guideSlugs, loadGuide } from '~/content/guides'
import { legalDocs } from '~/content/legal-docs'
import type { Block, Guide } from '~/content/schema'
import {
  MAX_QUERY_LENGTH,
  searchKindLabels,
  searchPage,
  type SearchKind,
  type SearchResponse,
  type SnippetPart,
} from '~/content/search'
import { coreServices } from '~/content/services/core-services'
import { formatPrice } from '~/content/services/price'
import { formatRupees } from '~/lib/format'
import { supportServices } from '~/content/services/support-services'
import { servicesPaths } from '~/content/services/urls'
import { bootcamps } from '~/content/studio/bootcamps'
import { crashCourseCategoryLabels, crashCourses } from '~/content/studio/crash-courses'
import type { Bootcamp, CrashCourse } from '~/content/studio/schema'
import { projectCategoryLabels, showcaseProjects } from '~/content/studio/showcase'
import { roadmapTitle } from '~/lib/guide-seo'
import { guidePath, sitePaths } from '~/content/site-routes'
import { readingMinutes } from '~/lib/slug'
import { currentCatalogue } from './catalogue/current.server'
import { contentVersions } from './content-version.server'
import { getDatabase } from './db/database.server'
import { listLivePostBodies, type PostBody } from './posts.server'

/** One searchable thing: a guide phase, a bootcamp, a policy section… `segments` are the sentences a snippet is cut from. */
export interface SearchDoc {
  id: string
  kind: SearchKind
  title: string
  /** Where it lives, e.g. 'Frontend Roadmap · Phase 3 · 2 Weeks'. */
  context: string
  href: string
  /** Names, technologies and headings: weighted above body text. */
  keywords: string
  segments: string[]
}

export const MAX_HITS = 20
const MAX_TERMS = 8
const SNIPPET_CHARS = 220

// MiniSearch's own tokenizer rule (split on spaces and punctuation), reused for snippets so highlights match the index.
const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u
const SPLIT_KEEP = /([\n\r\p{Z}\p{P}]+)/u
const STOP_WORDS = new Set(
  'a an and are as at be by for from how i in into is it of on or the to what when where which with you your'.split(
    ' ',
  ),
)

function processTerm(term: string): string | null {
  const lower = term.toLowerCase()
  return STOP_WORDS.has(lower) ? null : lower
}

// ---------------------------------------------------------------- documents from the typed content

function guideDocs(guide: Guide): SearchDoc[] {
  const base = guidePath(guide.slug)
  const name = roadmapTitle(guide)
  const docs: SearchDoc[] = [
    {
      id: `guide:${guide.slug}`,
      kind: 'guide',
      title: name,
      context: `${guide.phases.length} phases`,
      href: base,
      keywords: guide.title,
      segments: [guide.tagline, guide.intro],
    },
  ]
  for (const phase of guide.phases) {
    docs.push({
      id: `phase:${guide.slug}:${phase.id}`,
      kind: 'phase',
      title: `Phase ${phase.id}: ${phase.title}`,
      context: `${name} · ${phase.level} · ${phase.duration}`,
      href: `${base}?phase=${phase.id}#phase-${phase.id}`,
      keywords: [guide.title, ...phase.pages.map((page) => page.title), phase.miniProject?.title ?? ''].join(' · '),
      segments: [
        phase.objective,
        ...phase.pages.flatMap((page) => [...page.topics, ...page.handsOn.map((lab) => `Lab: ${lab}`)]),
        ...(phase.miniProject
          ? [
              `Mini project: ${phase.miniProject.title}. ${phase.miniProject.description}`,
              ...phase.miniProject.deliverables,
            ]
          : []),
      ],
    })
  }
  guide.capstones.forEach((capstone, i) => {
    docs.push({
      id: `capstone:${guide.slug}:${i}`,
      kind: 'capstone',
      title: capstone.title,
      context: name,
      href: `${base}#capstones-title`,
      keywords: capstone.tech.join(' · '),
      segments: [capstone.description, ...(capstone.requirements ?? []), `Built with ${capstone.tech.join(', ')}`],
    })
  })
  return docs
}

function blockText(block: Block): string[] {
  return 'items' in block ? block.items : [block.text]
}

/** A published post's Markdown as plain sentences: one per paragraph or list item, without the Markdown marks. */
export function markdownSegments(markdown: string): { headings: string[]; segments: string[] } {
  const headings: string[] = []
  const segments: string[] = []
  for (const raw of markdown.split(/\n\s*\n|\n(?=\s*(?:[-*+]|\d+[.)]|#{1,6})\s)/)) {
    const heading = /^\s*#{1,6}\s+/.test(raw)
    const text = raw
      .replace(/^\s*(?:#{1,6}|[-*+]|\d+[.)]|>)\s+/gm, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`~]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
    if (!text) continue
    if (heading) headings.push(text)
    segments.push(text)
  }
  return { headings, segments }
}

/** Search documents of the posts live in the database. */
export function postDocuments(posts: readonly PostBody[]): SearchDoc[] {
  return posts.map((post) => {
    const { headings, segments } = markdownSegments(post.body)
    return {
      id: `post:${post.slug}`,
      kind: 'post' as const,
      title: post.title,
      context: `${post.author} · ${readingMinutes(post.body)} min read`,
      href: `/blogs/${post.slug}`,
      keywords: headings.join(' · '),
      segments: [post.summary, ...segments],
    }
  })
}

/**
 * Every searchable document of the site, built from the same typed content the pages render, with the built-in posts
 * as the blog (the benchmark and the tests; the running site takes its posts from the database, see getSiteSearch).
 */
export async function collectDocuments(): Promise<SearchDoc[]> {
  return [...(await collectFixedDocuments()), ...builtInPostDocuments()]
}

function builtInPostDocuments(): SearchDoc[] {
  return listPosts().map((post) => ({
    id: `post:${post.slug}`,
    kind: 'post' as const,
    title: post.title,
    context: `${post.author} · ${post.readingMinutes} min read`,
    href: `/blogs/${post.slug}`,
    keywords: post.body
      .filter((block) => block.type === 'h2')
      .map((block) => block.text)
      .join(' · '),
    segments: [post.excerpt, ...post.body.flatMap(blockText)],
  }))
}

/** The catalogue's documents: one per bootcamp and crash course shown. */
export function catalogueDocuments(catalogue: {
  bootcamps: readonly Bootcamp[]
  crashCourses: readonly CrashCourse[]
}): SearchDoc[] {
  return [
    ...catalogue.bootcamps.map((bootcamp) => ({
      id: `bootcamp:${bootcamp.id}`,
      kind: 'bootcamp' as const,
      title: bootcamp.title,
      // No fee here: what a course charges follows its next batch (an early-bird fee ends on a day), which an index
      // built when the catalogue changes would not follow; the result opens the course card that states it.
      context: `${bootcamp.duration} · ${bootcamp.level}`,
      href: `${sitePaths.studioCourses}#bootcamp-${bootcamp.id}`,
      keywords: bootcamp.technologies.join(' · '),
      segments: [bootcamp.description, ...bootcamp.projects, `Careers: ${bootcamp.careers.join(', ')}`],
    })),
    ...catalogue.crashCourses.map((course) => ({
      id: `crash:${course.id}`,
      kind: 'crash' as const,
      title: course.title,
      context: `${crashCourseCategoryLabels[course.category]} · ${course.duration} · ${formatRupees(course.price)}`,
      href: `${sitePaths.studioCourses}?tab=crash#crash-${course.id}`,
      keywords: crashCourseCategoryLabels[course.category],
      segments: [course.description, ...course.topics],
    })),
  ]
}

const CATALOGUE_PREFIXES = ['bootcamp:', 'crash:']

/** Every document fixed at build time, and the code's catalogue (the running site takes it from the database). */
export async function collectFixedDocuments(): Promise<SearchDoc[]> {
  const guides = await Promise.all(guideSlugs.map(async (slug) => (await loadGuide(slug))!))
  return [
    ...guides.flatMap(guideDocs),
    ...catalogueDocuments({ bootcamps, crashCourses }),
    ...showcaseProjects.map((project) => ({
      id: `project:${project.id}`,
      kind: 'project' as const,
      title: project.title,
      context: `${projectCategoryLabels[project.category]} · ${project.difficulty} · ${project.duration}`,
      href: `${sitePaths.studioProjects}?project=${project.id}`,
      keywords: project.tech.join(' · '),
      segments: [project.description, project.longDescription, ...project.features],
    })),
    ...coreServices.map((service) => ({
      id: `service:${service.id}`,
      kind: 'service' as const,
      title: service.title,
      context: `From ${formatPrice(service.startingPrice)} · ${service.deliveryTime}`,
      href: `${servicesPaths.catalogue}#service-${service.id}`,
      keywords: service.technologies.join(' · '),
      segments: [service.description, ...service.features, ...service.examples],
    })),
    ...supportServices.map((service) => ({
      id: `support:${service.id}`,
      kind: 'support' as const,
      title: service.title,
      context: formatPrice(service.price, service.unit),
      href: `${servicesPaths.catalogue}?view=support#catalogue`,
      keywords: service.category,
      segments: [service.description],
    })),
    ...legalDocs.flatMap((doc) =>
      doc.sections.map((section, i) => ({
        id: `legal:${doc.slug}:${i + 1}`,
        kind: 'legal' as const,
        title: section.heading,
        context: doc.title,
        href: `/${doc.slug}#section-${i + 1}`,
        keywords: doc.title,
        segments: [...section.paragraphs, ...(section.items ?? [])],
      })),
    ),
  ]
}

// ---------------------------------------------------------------- index and query

/** Cuts a raw `?q=` value to what the index reads: trimmed, single-spaced, at most MAX_QUERY_LENGTH characters and
 *  MAX_TERMS words, so a hostile or pasted query costs the same as a short one. */
export function normaliseQuery(raw: string | null | undefined): { query: string; truncated: boolean } {
  const collapsed = (raw ?? '').replace(/\s+/g, ' ').trim()
  let query = collapsed.slice(0, MAX_QUERY_LENGTH)
  const words = query.split(' ')
  if (words.length > MAX_TERMS) query = words.slice(0, MAX_TERMS).join(' ')
  return { query: query.trim(), truncated: query.length < collapsed.length }
}

/** Splits text into plain and highlighted parts: a word is marked when the index matched it. */
export function highlight(text: string, terms: ReadonlySet<string>): SnippetPart[] {
  const parts: SnippetPart[] = []
  for (const piece of text.split(SPLIT_KEEP)) {
    if (!piece) continue
    const mark = !SEPARATORS.test(piece) && terms.has(piece.toLowerCase())
    const last = parts.at(-1)
    if (last && last.mark === mark && !mark) last.text += piece
    else parts.push({ text: piece, mark })
  }
  return parts
}

/** The distinct lower-case words of each segment, computed once per document so choosing a snippet is cheap. */
export function segmentWords(segments: readonly string[]): Set<string>[] {
  return segments.map((segment) => new Set(segment.toLowerCase().split(SEPARATORS)))
}

/** The segment that contains the most matched words, cut to about SNIPPET_CHARS around the first of them. */
export function makeSnippet(
  segments: readonly string[],
  terms: ReadonlySet<string>,
  words: readonly Set<string>[] = segmentWords(segments),
): SnippetPart[] {
  let best = segments[0] ?? ''
  let bestCount = -1
  segments.forEach((segment, i) => {
    let count = 0
    for (const term of terms) if (words[i]!.has(term)) count++
    if (count > bestCount) {
      best = segment
      bestCount = count
    }
  })
  const parts = highlight(best, terms)
  const full = parts.map((part) => part.text).join('')
  if (full.length <= SNIPPET_CHARS) return parts
  // Start a little before the first mark, on a word boundary, and stop at SNIPPET_CHARS.
  let offset = 0
  let firstMark = 0
  for (const part of parts) {
    if (part.mark) {
      firstMark = offset
      break
    }
    offset += part.text.length
  }
  let start = Math.max(0, firstMark - 60)
  if (start > 0) start = full.indexOf(' ', start) + 1 || start
  const end = Math.min(full.length, start + SNIPPET_CHARS)
  const cut: SnippetPart[] = []
  let position = 0
  for (const part of parts) {
    const from = Math.max(start, position)
    const to = Math.min(end, position + part.text.length)
    if (to > from) cut.push({ text: part.text.slice(from - position, to - position), mark: part.mark })
    position += part.text.length
  }
  if (start > 0) cut.unshift({ text: '… ', mark: false })
  if (end < full.length) cut.push({ text: ' …', mark: false })
  return cut
}

/** The site index: a MiniSearch instance over every document, with the documents kept for snippets and links. */
export class SiteSearch {
  private readonly index: MiniSearch<SearchDoc>
  private readonly docs: Map<string, SearchDoc>
  private readonly words: Map<string, Set<string>[]>

  constructor(documents: readonly SearchDoc[]) {
    this.docs = new Map(documents.map((doc) => [doc.id, doc]))
    this.words = new Map(documents.map((doc) => [doc.id, segmentWords(doc.segments)]))
    this.index = new MiniSearch<SearchDoc>({
      fields: ['title', 'keywords', 'body'],
      extractField: (doc, field) =>
        field === 'body' ? doc.segments.join('\n') : String(doc[field as keyof SearchDoc]),
      processTerm,
      searchOptions: {
        boost: { title: 4, keywords: 2 },
        // One typo in words of five letters or more ("kubernets", "pyhton"); short words match exactly or as a
        // prefix. Two edits found little more and made a query several times slower (docs/decisions/005).
        fuzzy: (term) => (term.length >= 5 ? 1 : false),
        // The word being typed is matched as a prefix, so results make sense while the visitor types.
        prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 3,
        combineWith: 'AND',
      },
    })
    this.index.addAll([...this.docs.values()])
  }

  get documentCount(): number {
    return this.docs.size
  }

  /** Swaps the blog's documents for `posts` (published, unpublished, edited and deleted posts alike). */
  replacePosts(posts: readonly SearchDoc[]): void {
    this.replace(['post:'], posts)
  }

  /** Swaps the catalogue's documents for these (changed, hidden and added courses alike). */
  replaceCatalogue(docs: readonly SearchDoc[]): void {
    this.replace(CATALOGUE_PREFIXES, docs)
  }

  private replace(prefixes: readonly string[], docs: readonly SearchDoc[]): void {
    for (const id of [...this.docs.keys()]) {
      if (!prefixes.some((prefix) => id.startsWith(prefix))) continue
      this.index.discard(id)
      this.docs.delete(id)
      this.words.delete(id)
    }
    for (const doc of docs) {
      this.docs.set(doc.id, doc)
      this.words.set(doc.id, segmentWords(doc.segments))
      this.index.add(doc)
    }
  }

  private rawSearch(query: string): SearchResult[] {
    const all = this.index.search(query)
    // Every word must match somewhere; when that finds nothing, fall back to any word, still ranked by score.
    return all.length ? all : this.index.search(query, { combineWith: 'OR' })
  }

  search(raw: string | null | undefined): SearchResponse {
    const { query, truncated } = normaliseQuery(raw)
    if (!query) return { query, truncated, total: 0, hits: [], suggestions: searchPage.suggestions }
    const results = this.rawSearch(query)
    const hits = results.slice(0, MAX_HITS).map((result) => {
      const doc = this.docs.get(String(result.id))!
      const terms = new Set(result.terms)
      return {
        id: doc.id,
        kind: doc.kind,
        kindLabel: searchKindLabels[doc.kind],
        title: highlight(doc.title, terms),
        context: doc.context,
        href: doc.href,
        snippet: makeSnippet(doc.segments, terms, this.words.get(doc.id)),
      }
    })
    return { query, truncated, total: results.length, hits, suggestions: hits.length ? [] : this.suggest(query) }
  }

  private suggest(query: string): string[] {
    const corrections = this.index
      .autoSuggest(query, { fuzzy: 0.4, prefix: true, combineWith: 'OR' })
      .map((suggestion) => suggestion.suggestion)
      .filter((suggestion) => suggestion !== query.toLowerCase())
      .slice(0, 3)
    return [...new Set([...corrections, ...searchPage.suggestions])].slice(0, 8)
  }
}

let siteSearch: Promise<SiteSearch> | undefined
let postsKey: string | undefined
let catalogueKey: string | undefined
let syncing: Promise<void> | undefined

/**
 * The process-wide index: the fixed content, built on first use (the server warms it at start-up), and the posts
 * live in the database, read again whenever the blog's content version has changed (a publish, an unpublish, an
 * edit, a delete, a scheduled post's time), on this server or another on the same database; the catalogue's courses
 * likewise whenever the site-content version has changed (a catalogue save bumps it).
 */
export async function getSiteSearch(): Promise<SiteSearch> {
  siteSearch ??= collectFixedDocuments().then((docs) => new SiteSearch(docs))
  const site = await siteSearch
  try {
    const { blog, site: siteKey } = await contentVersions()
    if (blog !== postsKey || siteKey !== catalogueKey) {
      syncing ??= (async () => {
        if (blog !== postsKey) {
          const { db } = await getDatabase()
          site.replacePosts(postDocuments(await listLivePostBodies(db)))
          postsKey = blog
        }
        if (siteKey !== catalogueKey) {
          site.replaceCatalogue(catalogueDocuments(await currentCatalogue()))
          catalogueKey = siteKey
        }
      })().finally(() => {
        syncing = undefined
      })
      await syncing
    }
  } catch (error) {
    console.error('Site search: could not read the blog posts; searching without the latest ones.', error)
  }
  return site
}
