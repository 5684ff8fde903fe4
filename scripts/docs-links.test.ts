import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The docs link to each other and to files of the repository by relative paths. Every such link must resolve to a
// file or folder inside the repository, and a link to a heading of a Markdown page must name one it has.

const root = path.resolve(import.meta.dirname, '..')
const SKIP = new Set(['node_modules', 'build', '.git', '.react-router', 'test-results', 'playwright-report', 'bench'])

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : markdownFiles(file)
    return entry.name.endsWith('.md') ? [file] : []
  })
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-')
}

const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')

function anchorsOf(file: string): Set<string> {
  const headings = withoutCode(readFileSync(file, 'utf8')).match(/^#{1,6} .+$/gm) ?? []
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))))
}

function brokenLinks(file: string): string[] {
  const links = [...withoutCode(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '')
  return links.flatMap((link) => {
    if (/^[a-z]+:/i.test(link)) return [] // https:, mailto:
    const [target = '', anchor] = link.split('#')
    const resolved = target ? path.resolve(path.dirname(file), target) : file
    const where = `${path.relative(root, file)}: ${link}`
    if (path.relative(root, resolved).startsWith('..')) return [`${where} (outside the repository)`]
    if (!existsSync(resolved)) return [`${where} (no such file)`]
    if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
      return [`${where} (no such heading)`]
    return []
  })
}

/**
 * The code paths a page names in backticks (`app/server/mail.server.ts`, `tests/e2e/`): each must exist, so a doc
 * never sends a reader to a file that moved. Globs, placeholders and paths inside code blocks are not checked.
 */
function missingPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim())
  return spans.flatMap((span) => {
    const candidate = span.replace(/[#:].*$/, '').replace(/[.,]$/, '')
    if (!/^(app|tests|scripts|docs|http|bench|deploy|public)\/[\w./$+-]*$/.test(candidate)) return []
    if (/[*{}<>…]|\.\.\.|NNN/.test(span)) return []
    // What the bench writes when it runs (git-ignored), not files of the repository.
    if (/^bench\/[\w-]*report\.(md|json)$/.test(candidate)) return []
    return existsSync(path.join(root, candidate)) ? [] : [`${path.relative(root, file)}: ${span}`]
  })
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(file)
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** The repository files a comment or string in the code names (`app/server/mail.server.ts`): each must exist. */
function missingInCode(file: string): string[] {
  const named = readFileSync(file, 'utf8').match(
    /\b(?:app|tests|scripts|docs|http)\/[\w./$+-]+\.(?:tsx?|mjs|md|json|css|sh)\b/g,
  )
  return [...new Set(named ?? [])]
    .filter((name) => !existsSync(path.join(root, name)))
    .map((name) => `${path.relative(root, file)}: ${name}`)
}

describe('links between the docs', () => {
  const files = markdownFiles(root)

  it('finds the README and the docs', () => {
    expect(files.map((f) => path.relative(root, f))).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/operations.md']),
    )
  })

  it('resolve to a file of the repository, and to a heading where they name one', () => {
    expect(files.flatMap(brokenLinks)).toEqual([])
  })

  it('name only code paths that exist', () => {
    expect(files.flatMap(missingPaths)).toEqual([])
  })

  it('and so do the comments of the code', () => {
    const code = ['app', 'scripts', 'http', 'tests', 'bench'].flatMap((dir) => sourceFiles(path.join(root, dir)))
    expect(code.length).toBeGreaterThan(100)
    expect(code.flatMap(missingInCode)).toEqual([])
  })
})
