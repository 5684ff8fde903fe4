import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { importsOf, isNeutral, sources } from './import-graph'

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
