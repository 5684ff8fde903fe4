import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { importsOf, isNeutral, root, sources, UseGraph } from './import-graph'

// The staff fence in eslint.config.js, proved on real imports: a file outside app/staff that reaches into it fails
// lint; the same import from inside the slice passes.
const eslint = new ESLint()
const RULE = '@typescript-eslint/no-restricted-imports'

async function fenceErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === RULE && /staff slice/.test(m.message)).map((m) => m.message)
}

const reachIn =
  "import { requireStaff } from '~/staff/accounts/server/auth.server'\nexport const guard = requireStaff\n"

describe('the staff fence', () => {
  it.each([
    'app/server/probe.server.ts',
    'app/routes/probe.tsx',
    'app/lib/probe.ts',
    'app/components/main/probe.tsx',
    'app/entry.server.tsx',
  ])('stops %s importing from app/staff', async (file) => {
    expect(await fenceErrors(file, reachIn)).toHaveLength(1)
  })

  it('stops a type-only import too', async () => {
    const code = "import type { StaffUser } from '~/staff/accounts/server/auth.server'\nexport type U = StaffUser\n"
    expect(await fenceErrors('app/server/probe.server.ts', code)).toHaveLength(1)
  })

  it('stops a relative path into the slice from outside app/', async () => {
    const code = "export { requireStaff } from '~/app/staff/accounts/server/auth.server'\n"
    expect(await fenceErrors('http/probe.ts', code)).toHaveLength(1)
  })

  it('lets the slice import itself', async () => {
    expect(await fenceErrors('app/staff/leads/routes/probe.tsx', reachIn)).toEqual([])
  })
}, 60_000)

// The fence's other half: what only staff use lives inside the slice. A module outside app/staff that only staff
// code imports (tests, the bench and browser tests aside) belongs in its desk; found from the real imports.
/** Each module under app/ outside the slice, with the files that import it (neutral ones left out). */
function importersOutsideTheSlice(): Map<string, Set<string>> {
  const importers = new Map<string, Set<string>>()
  for (const file of ['app', 'http', 'scripts', 'bench', 'tests'].flatMap(sources)) {
    if (isNeutral(file)) continue
    for (const { to } of importsOf(file)) {
      if (!to.startsWith('app/') || to.startsWith('app/staff/') || isNeutral(to)) continue
      importers.set(to, (importers.get(to) ?? new Set()).add(file))
    }
  }
  return importers
}

describe("the staff fence's other half", () => {
  it('finds the imports it judges', () => {
    const importers = importersOutsideTheSlice()
    expect(importers.get('app/server/submission-read.server.ts')).toContain('app/server/mail.server.ts')
    expect(importers.size).toBeGreaterThan(100)
  })

  it('leaves no module outside app/staff that only staff code imports', () => {
    const staffOnly = [...importersOutsideTheSlice()]
      .filter(([, from]) => [...from].every((file) => file.startsWith('app/staff/')))
      .map(([module, from]) => `${module} (imported by ${[...from].join(', ')})`)
    expect(staffOnly).toEqual([])
  })
})

// What a module is used for, not only who imports it: a module a public page imports for one read may still be
// written mostly for staff. From the real imports, one top-level declaration at a time (import-graph.ts), the lines
// outside app/staff that public entries never use but staff code does. The public entries: the route modules in
// app/routes (pages, resources and the API), app/root.tsx, app/routes.ts, app/entry.server.tsx with the jobs it
// schedules for the public (backups, retention, the mail worker, analytics), http/ and scripts/. The public side
// stops at app/staff (the Razorpay webhook's use of the fee desk is the desk's). STAFF_JOBS are jobs the server
// starts for staff: their code serves staff though entry.server.tsx starts them.
const STAFF_JOBS = ['app/server/follow-up-digest.server.ts']
const BUDGET = 800

/**
 * The publishing kit (issue 57, part 1) moves these write stores into app/staff/publishing; until it lands they are
 * listed but not counted. Delete this list when they have moved (the test fails once one is gone).
 */
interface Use {
  file: string
  /** Lines only staff code uses, and lines public entries use. */
  staffOnly: number
  public: number
  lines: number
}

function usesOutsideTheSlice(): Use[] {
  const files = ['app', 'http', 'scripts'].flatMap(sources).filter((file) => !isNeutral(file))
  const graph = new UseGraph(files.filter((file) => file.startsWith('app/')))
  const publicEntries = files.filter(
    (file) =>
      /^(app\/routes|http|scripts)\//.test(file) ||
      ['app/root.tsx', 'app/routes.ts', 'app/entry.server.tsx'].includes(file),
  )
  const publicUse = graph.used(publicEntries, (file) => !file.startsWith('app/staff/') && !STAFF_JOBS.includes(file))
  const staffUse = graph.used([...files.filter((file) => file.startsWith('app/staff/')), ...STAFF_JOBS])
  const staffOnly = new Set([...staffUse].filter((key) => !publicUse.has(key)))
  return [...graph.modules.values()]
    .filter(({ file }) => !file.startsWith('app/staff/'))
    .map(({ file, lines }) => ({
      file,
      staffOnly: graph.linesUsed(file, staffOnly),
      public: graph.linesUsed(file, publicUse),
      lines,
    }))
}

/** The modules docs/architecture.md lists as serving staff from outside the slice, with their reasons. */
function listedInTheDocs(): Map<string, string> {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
  const section = doc.split('\n### Staff code outside the slice\n')[1]?.split('\n#')[0] ?? ''
  return new Map([...section.matchAll(/^\| `([^`]+)` +\| (.*?) *\|$/gm)].map((m) => [m[1]!, m[2]!] as [string, string]))
}

describe('what the modules outside the slice are used for', () => {
  const uses = usesOutsideTheSlice()
  const staffServing = uses.filter((use) => use.staffOnly > use.public)

  it('tells a read a public page uses from the writes only staff use', () => {
    const of = (file: string) => uses.find((use) => use.file === file)!
    // recordAudit serves the retention job; the audit log's reading moved to the shell.
    expect(of('app/server/audit.server.ts').public).toBeGreaterThan(of('app/server/audit.server.ts').staffOnly)
    // The submissions column's type is public; the labels of the statuses are the shell's.
    expect(of('app/server/db/schema.server.ts').public).toBeGreaterThan(0)
    expect(staffServing.map((use) => use.file)).toContain('app/server/follow-up-digest.server.ts')
  })

  it(`keeps at most ${BUDGET} lines outside app/staff that serve mostly staff`, () => {
    const total = staffServing.reduce((sum, use) => sum + use.lines, 0)
    expect(total, staffServing.map((use) => `${use.file}: ${use.lines} lines`).join('\n')).toBeLessThanOrEqual(BUDGET)
  })

  it('names each of them in docs/architecture.md with its reason, and only them', () => {
    const listed = listedInTheDocs()
    expect([...listed.keys()].sort()).toEqual(staffServing.map((use) => use.file).sort())
    for (const reason of listed.values()) expect(reason.length).toBeGreaterThan(20)
  })
})
