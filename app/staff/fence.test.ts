import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The staff fence in eslint.config.js, proved on real imports: a file outside app/staff that reaches into it fails
// lint; the same import from inside the slice passes.
const eslint = new ESLint()
const RULE = '@typescript-eslint/no-restricted-imports'

async function fenceErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === RULE && /staff slice/.test(m.message)).map((m) => m.message)
}

const reachIn = "import { requireStaff } from '~/staff/server/auth.server'\nexport const guard = requireStaff\n"

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
    const code = "import type { StaffUser } from '~/staff/server/auth.server'\nexport type U = StaffUser\n"
    expect(await fenceErrors('app/server/probe.server.ts', code)).toHaveLength(1)
  })

  it('stops a relative path into the slice from outside app/', async () => {
    const code = "export { requireStaff } from '../app/staff/server/auth.server'\n"
    expect(await fenceErrors('http/probe.ts', code)).toHaveLength(1)
  })

  it('lets the slice import itself', async () => {
    expect(await fenceErrors('app/staff/routes/probe.tsx', reachIn)).toEqual([])
  })
}, 60_000)
