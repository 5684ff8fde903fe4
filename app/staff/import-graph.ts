import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

// The project's module graph, read from the sources: the one resolver of the tests that judge imports (the staff
// fence in fence.test.ts, the desks' order in desks.test.ts). Paths are relative to the repository's root, with '/'.

export const root = path.resolve(import.meta.dirname, '../..')

const SKIP = new Set(['node_modules', 'build', '.git', '.react-router', 'test-results', 'playwright-report', 'data'])
const SOURCE = /\.(tsx?|mjs|js)$/
/** What an import may leave off: the extension, or a folder's index file. */
const SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.js', '/index.mjs']

/** Tests, test data builders, the fuzz generators, browser tests and the benchmark: code that ships in no server. */
export const isNeutral = (file: string) =>
  /\.(test|spec)\.tsx?$|\.fixture\.ts$|\.fuzz\./.test(file) || /^(bench|tests)\//.test(file)

const isFile = (file: string) => {
  try {
    return statSync(path.join(root, file)).isFile()
  } catch {
    return false
  }
}

/** Every source file under `dir` (relative to the root), build output and dependencies aside. */
export function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sources(file)
    return SOURCE.test(entry.name) ? [file] : []
  })
}

/**
 * The file an import names, or undefined for a package: '~/' is app/, a query (`?raw`, `?worker&url`) is dropped, the
 * extension and a folder's index file may be left off, and `./x.js` may name `x.ts` (as TypeScript resolves it).
 */
export function resolveImport(from: string, spec: string): string | undefined {
  const bare = spec.split('?')[0]!
  const base = bare.startsWith('~/')
    ? `app/${bare.slice(2)}`
    : bare.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), bare)
      : undefined
  if (!base) return undefined
  const candidates = [
    ...SUFFIXES.map((suffix) => base + suffix),
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
  ]
  return candidates.map((candidate) => path.posix.normalize(candidate)).find(isFile)
}

export interface Import {
  /** The file that imports. */
  from: string
  /** The file imported. */
  to: string
  /** `import type`, `export type` or braces of types only: no code follows the import. */
  typeOnly: boolean
}

// `import … from`, `export … from` (the part between may span lines), `import '…'` and `import('…')`.
const STATIC = /^[ \t]*(import|export)\s+(type\s+)?([\w*$ \t,]*(?:\{[^}]*\}[ \t]*)?)from\s*['"]([^'"]+)['"]/gm
const BARE = /^[ \t]*import\s*['"]([^'"]+)['"]/gm
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g

const typesOnly = (clause: string) => {
  const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1]
  const parts = names
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return parts !== undefined && parts.length > 0 && parts.every((part) => part.startsWith('type '))
}

/** The imports of one file that name another file of the project. */
export function importsOf(from: string, text = readFileSync(path.join(root, from), 'utf8')): Import[] {
  const found: { spec: string; typeOnly: boolean }[] = [
    ...[...text.matchAll(STATIC)].map((m) => ({ spec: m[4]!, typeOnly: Boolean(m[2]) || typesOnly(m[3]!) })),
    ...[...text.matchAll(BARE)].map((m) => ({ spec: m[1]!, typeOnly: false })),
    ...[...text.matchAll(DYNAMIC)].map((m) => ({ spec: m[1]!, typeOnly: false })),
  ]
  return found.flatMap(({ spec, typeOnly }) => {
    const to = resolveImport(from, spec)
    return to ? [{ from, to, typeOnly }] : []
  })
}

/** Every file of the folders given, with its imports. */
export function importGraph(dirs: readonly string[]): Map<string, Import[]> {
  return new Map(dirs.flatMap(sources).map((file) => [file, importsOf(file)]))
}

/**
 * The files reached from `entries` by following imports, the entries included. `follow` decides which imports are
 * followed (all by default); a file outside the graph (a config file, say) is read when it is reached.
 */
export function reach(
  graph: ReadonlyMap<string, readonly Import[]>,
  entries: Iterable<string>,
  follow: (edge: Import) => boolean = () => true,
): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const edge of graph.get(file) ?? (SOURCE.test(file) ? importsOf(file) : [])) {
      if (follow(edge)) queue.push(edge.to)
    }
  }
  return seen
}

/** A file's length in lines. */
export const linesOf = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n').length - 1

// What a module is used for, one top-level declaration at a time: a public page that calls one function of a module
// reaches that function and what it uses, not the module's other exports (nor, through them, other modules).

/** One top-level statement of a module: a declaration (its names) or code that runs when the module loads. */
interface Statement {
  names: string[]
  /** Identifiers the statement uses as values, and in types (`typeof X` in a type uses X's type, not its code). */
  values: Set<string>
  types: Set<string>
  /** A type alias or interface: code of no kind, its lines are those of whoever uses its type. */
  typeOnly: boolean
  /** Files it imports with `import()`. */
  dynamic: string[]
  lines: number
}

interface Module {
  file: string
  lines: number
  statements: Statement[]
  /** Local name → the import that binds it (`name`: the export, 'default' or '*'). */
  bindings: Map<string, { to: string; name: string }>
  /** Exported name → the local name it exports, or the module and name it re-exports. */
  exports: Map<string, { local: string } | { to: string; name: string }>
  /** `export * from`. */
  starExports: string[]
  /** Files imported for their side effects only (`import '…'`). */
  bare: string[]
  /** Declared name → the statements that declare it (a function's overloads are several). */
  declared: Map<string, number[]>
}

/** The identifiers a statement names, as values and in types; property names (`a.name`, `{ name: … }`) aside. */
function identifiers(statement: ts.Node, typeOnly: boolean): { values: Set<string>; types: Set<string> } {
  const values = new Set<string>()
  const types = new Set<string>()
  const walk = (node: ts.Node, inType: boolean) => {
    if (ts.isIdentifier(node)) (inType ? types : values).add(node.text)
    ts.forEachChild(node, (child) => {
      if (ts.isPropertyAccessExpression(node) && child === node.name) return
      if ((ts.isPropertyAssignment(node) || ts.isPropertySignature(node)) && child === node.name) return
      walk(child, inType || ts.isTypeNode(child))
    })
  }
  walk(statement, typeOnly)
  return { values, types }
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text]
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)))
}

function parseModule(file: string): Module {
  const text = readFileSync(path.join(root, file), 'utf8')
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const module: Module = {
    file,
    lines: text.split('\n').length - 1,
    statements: [],
    bindings: new Map(),
    exports: new Map(),
    starExports: [],
    bare: [],
    declared: new Map(),
  }
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const to = resolveImport(file, (node.moduleSpecifier as ts.StringLiteral).text)
      if (!to) continue
      const clause = node.importClause
      if (!clause) module.bare.push(to)
      if (clause?.name) module.bindings.set(clause.name.text, { to, name: 'default' })
      const named = clause?.namedBindings
      if (named && ts.isNamespaceImport(named)) module.bindings.set(named.name.text, { to, name: '*' })
      if (named && ts.isNamedImports(named)) {
        for (const element of named.elements) {
          module.bindings.set(element.name.text, { to, name: (element.propertyName ?? element.name).text })
        }
      }
      continue
    }
    if (ts.isExportDeclaration(node)) {
      const to = node.moduleSpecifier && resolveImport(file, (node.moduleSpecifier as ts.StringLiteral).text)
      if (node.moduleSpecifier && !to) continue
      const clause = node.exportClause
      if (!clause) {
        if (to) module.starExports.push(to)
      } else if (ts.isNamespaceExport(clause)) {
        if (to) module.exports.set(clause.name.text, { to, name: '*' })
      } else {
        for (const element of clause.elements) {
          const local = (element.propertyName ?? element.name).text
          module.exports.set(element.name.text, to ? { to, name: local } : { local })
        }
      }
      continue
    }
    const names: string[] = []
    const exported =
      ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    const isDefault =
      ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
    if (ts.isVariableStatement(node))
      names.push(...node.declarationList.declarations.flatMap((d) => bindingNames(d.name)))
    else if (
      (ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isEnumDeclaration(node)) &&
      node.name
    ) {
      names.push(node.name.text)
    }
    if (ts.isExportAssignment(node) || isDefault) {
      names.push(' default')
      module.exports.set('default', { local: ' default' })
    }
    if (exported) for (const name of names) if (name !== ' default') module.exports.set(name, { local: name })
    const typeOnly = ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)
    for (const name of names)
      module.declared.set(name, [...(module.declared.get(name) ?? []), module.statements.length])
    module.statements.push({
      names,
      ...identifiers(node, typeOnly),
      typeOnly,
      dynamic: [...node.getText(source).matchAll(DYNAMIC)].flatMap((m) => resolveImport(file, m[1]!) ?? []),
      lines: lineOf(node.getEnd()) - lineOf(node.getStart(source, true)) + 1,
    })
  }
  return module
}

/** Which top-level statements of each module two sets of entries use, and how many lines they hold. */
export class UseGraph {
  readonly modules = new Map<string, Module>()

  constructor(files: Iterable<string>) {
    for (const file of files) if (/\.tsx?$/.test(file)) this.modules.set(file, parseModule(file))
  }

  /**
   * The statements used from `entries` (whole modules), as 'file#index' keys, following imports by what each
   * statement names: code used as code, and type declarations used in types. A value named only in a type
   * (`typeof X`) is not counted: its code does not run for that side. `enter` decides whether a module is entered at
   * all (the public side does not enter app/staff).
   */
  used(entries: Iterable<string>, enter: (file: string) => boolean = () => true): Set<string> {
    const used = new Set<string>()
    const seenAsType = new Set<string>()
    const loaded = new Set<string>()
    const queue: { module: Module; index: number; asType: boolean }[] = []
    const markStatement = (module: Module, index: number, asType: boolean) => {
      const key = `${module.file}#${index}`
      const counted = !asType || module.statements[index]!.typeOnly
      if (counted ? used.has(key) : seenAsType.has(key) || used.has(key)) return
      ;(counted ? used : seenAsType).add(key)
      queue.push({ module, index, asType: !counted })
    }
    const markLocal = (module: Module, name: string, asType: boolean) => {
      const binding = module.bindings.get(name)
      if (binding) return markExport(binding.to, binding.name, asType)
      for (const index of module.declared.get(name) ?? []) markStatement(module, index, asType)
    }
    const load = (file: string, asType: boolean): Module | undefined => {
      const module = this.modules.get(file)
      if (!module || !enter(file)) return undefined
      if (!asType && !loaded.has(file)) {
        loaded.add(file)
        // Code that runs on load (no declaration), and the modules imported for their side effects.
        module.statements.forEach(
          (statement, index) => statement.names.length === 0 && markStatement(module, index, false),
        )
        for (const bare of module.bare) load(bare, false)
      }
      return module
    }
    const markExport = (file: string, name: string, asType: boolean, seen = new Set<string>()): void => {
      const module = load(file, asType)
      if (!module || seen.has(file)) return
      seen.add(file)
      if (name === '*') {
        for (const exported of module.exports.keys()) markExport(file, exported, asType)
        for (const star of module.starExports) markExport(star, '*', asType)
        return
      }
      const target = module.exports.get(name)
      if (target && 'local' in target) return markLocal(module, target.local, asType)
      if (target) return markExport(target.to, target.name, asType)
      for (const star of module.starExports) markExport(star, name, asType, seen)
    }
    for (const entry of entries) {
      // A script (.mjs) is not parsed: it uses the whole of each module it imports.
      if (this.modules.has(entry)) markExport(entry, '*', false)
      else for (const edge of importsOf(entry)) markExport(edge.to, '*', false)
    }
    while (queue.length > 0) {
      const { module, index, asType } = queue.pop()!
      const statement = module.statements[index]!
      const follow = (words: Set<string>, wordsAsType: boolean) => {
        for (const word of words) {
          if (module.bindings.has(word) || module.declared.has(word)) markLocal(module, word, wordsAsType)
        }
      }
      follow(statement.values, asType || statement.typeOnly)
      follow(statement.types, true)
      if (!asType) for (const file of statement.dynamic) markExport(file, '*', false)
    }
    return used
  }

  /** The lines of a module's statements that `used` holds. */
  linesUsed(file: string, used: ReadonlySet<string>): number {
    const module = this.modules.get(file)
    return module
      ? module.statements.reduce((sum, s, index) => sum + (used.has(`${file}#${index}`) ? s.lines : 0), 0)
      : 0
  }
}
