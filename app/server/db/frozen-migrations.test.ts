import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// A migration runs once per database, maybe years after it was written: what it does must not change when the live
// code does. So the migrations and their seed import nothing but Kysely, each other and the dated snapshots in seed/
// (and the site's date helper); never content modules or domain code.
const dir = import.meta.dirname
const files = readdirSync(dir).filter((name) => /^(migration-\d+|migrations|seed)\.server\.ts$/.test(name))
const allowed = [
  /^kysely$/,
  /^\.\/migration-\d+\.server$/,
  /^\.\/migrations\.server$/,
  /^\.\/seed(\.server|\/.+\.json)$/,
]
const allowedShared = new Set(['~/lib/ist'])

describe('migrations carry their data frozen', () => {
  it('finds the migrations and the seed', () => {
    expect(files).toEqual(expect.arrayContaining(['migrations.server.ts', 'migration-011.server.ts', 'seed.server.ts']))
  })

  it.each(files)('%s imports no live domain module', (name) => {
    const text = readFileSync(path.join(dir, name), 'utf8')
    const imports = [...text.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!)
    expect(imports.filter((spec) => !allowed.some((rule) => rule.test(spec)) && !allowedShared.has(spec))).toEqual([])
  })
})
