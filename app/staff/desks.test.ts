import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { DESK_USES } from '../../eslint.config.js'
import { importsOf, root, sources } from './import-graph'

// The desks' one direction (docs/architecture.md, "Desks and their order"): DESK_USES in eslint.config.js declares whom
// each desk may use besides the shell; this file holds the declaration free of cycles, the real imports to it, and the
// lint rule to both.
const slice = path.join(root, 'app/staff')
const uses: Record<string, readonly string[]> = DESK_USES
const neutral = (file: string) => /\.(test|spec)\.tsx?$|\.fixture\.ts$/.test(file)

const deskOf = (file: string) => /^app\/staff\/([^/]+)\//.exec(file)?.[1]
const isEntry = (file: string) => /^app\/staff\/[^/]+\/index(\.server)?\.ts$/.test(file)

/** Every import of one desk's code (tests and fixtures aside) from another desk or the shell. */
function crossDeskImports(): { from: string; to: string; fromDesk: string; toDesk: string }[] {
  return sources('app/staff').flatMap((from) => {
    const fromDesk = deskOf(from)
    if (!fromDesk || neutral(from)) return []
    return importsOf(from).flatMap(({ to }) => {
      const toDesk = deskOf(to)
      return toDesk && toDesk !== fromDesk && toDesk !== 'shell' ? [{ from, to, fromDesk, toDesk }] : []
    })
  })
}

describe('the desks and their order', () => {
  it('declares every desk of app/staff, and only desks', () => {
    const folders = readdirSync(slice).filter((name) => statSync(path.join(slice, name)).isDirectory())
    expect(Object.keys(uses).sort()).toEqual(folders.filter((name) => name !== 'shell').sort())
    for (const used of Object.values(uses).flat()) expect(Object.keys(uses)).toContain(used)
  })

  it('declares no cycle: the desks can be put in one order', () => {
    const placed: string[] = []
    const left = new Set(Object.keys(uses))
    while (left.size > 0) {
      const next = [...left].find((desk) => uses[desk]!.every((used) => placed.includes(used)))
      expect(next, `a cycle among ${[...left].join(', ')}`).toBeDefined()
      placed.push(next!)
      left.delete(next!)
    }
  })

  it('finds the imports it judges', () => {
    expect(crossDeskImports()).toContainEqual({
      from: 'app/staff/leads/routes/staff._index.tsx',
      to: 'app/staff/fees/index.ts',
      fromDesk: 'leads',
      toDesk: 'fees',
    })
  })

  it('has a desk import only the desks it declares, and only through their entries', () => {
    const wrong = crossDeskImports()
      .filter(({ to, fromDesk, toDesk }) => fromDesk === 'shell' || !uses[fromDesk]?.includes(toDesk) || !isEntry(to))
      .map(({ from, to }) => `${from} -> ${to}`)
    expect(wrong).toEqual([])
  })
})

describe("the desks' lint rule", () => {
  const eslint = new ESLint()
  async function errors(filePath: string, spec: string): Promise<string[]> {
    const code = `import { probe } from '${spec}'\nexport const used = probe\n`
    const [result] = await eslint.lintText(code, { filePath })
    return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message)
  }

  it.each([
    ['app/staff/leads/routes/probe.tsx', '~/staff/fees/server/ledger-view.server', /through its entry/],
    ['app/staff/leads/components/probe.tsx', '~/staff/batches/components/lead-enrol-form', /through its entry/],
    ['app/staff/fees/server/probe.server.ts', '~/staff/leads', /uses only the shell and batches/],
    ['app/staff/certificates/server/probe.server.ts', '~/staff/batches/index.server', /uses no other desk/],
    ['app/staff/shell/server/probe.server.ts', '~/staff/accounts/server/auth.server', /uses no desk/],
  ])('stops %s importing %s', async (file, spec, message) => {
    const found = await errors(file, spec)
    expect(found.length).toBeGreaterThan(0)
    expect(found.join('\n')).toMatch(message)
  })

  it.each([
    ['app/staff/leads/routes/probe.tsx', '~/staff/fees/index.server'],
    ['app/staff/leads/routes/probe.tsx', '~/staff/batches'],
    ['app/staff/fees/server/probe.server.ts', '~/staff/shell/server/session.server'],
    ['app/staff/fees/server/probe.server.ts', '~/staff/fees/server/ledger-view.server'],
  ])('lets %s import %s', async (file, spec) => {
    expect(await errors(file, spec)).toEqual([])
  })
}, 60_000)
