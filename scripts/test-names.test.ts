import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// One naming rule for tests: a unit test sits beside its module as `name.test.ts(x)` (for `name.server.ts` too, never
// `name.server.test.ts`), and browser journeys are `tests/e2e/*.spec.ts`; each runner's glob stays simple.
const root = path.resolve(import.meta.dirname, '..')
const SKIP = new Set(['node_modules', 'build', '.git', '.react-router', 'test-results', 'playwright-report', 'data'])

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : files(file)
    return [file]
  })
}

describe('test files', () => {
  const all = ['app', 'scripts', 'tests', 'http', 'bench'].flatMap(files)

  it('are found', () => {
    expect(all.filter((f) => f.endsWith('.test.ts')).length).toBeGreaterThan(50)
  })

  it('name a unit test name.test.ts(x), never name.server.test.ts', () => {
    expect(all.filter((f) => /\.server\.test\.tsx?$/.test(f))).toEqual([])
  })

  it('keep browser journeys in tests/e2e as .spec.ts, and nothing else as .spec', () => {
    expect(all.filter((f) => /\.spec\.tsx?$/.test(f) && !/^tests\/e2e\/[^/]+\.spec\.ts$/.test(f))).toEqual([])
  })
})
