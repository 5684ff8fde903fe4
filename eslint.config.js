import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** Parts every division may use; the division folders compose them and never import each other. */
const SHARED_COMPONENTS = ['ui', 'layout', 'forms']
const DOMAIN_COMPONENTS = ['main', 'studio', 'services', 'guides', 'blog']

const noZod = {
  group: [
    'zod',
    '~/forms/fields',
    '~/forms/*.schema',
    '~/forms/registry',
    '~/content/schema',
    '~/content/*/schema',
    '~/staff/forms/*.schema',
  ],
  allowTypeImports: true,
  message: 'Keeps zod out of client bundles; import limits from ~/forms/limits.',
}
const noServer = {
  regex: '^~/server/|\\.server$',
  allowTypeImports: true,
  message: 'Server code is imported only by *.server.ts files and route loaders/actions (types are fine).',
}
const noRoutes = { regex: '^~/(staff/)?routes/', message: 'Routes use components, never the other way round.' }
const noComponents = { regex: '^~/components/', message: 'Content, forms and helpers sit below components.' }
const noParentRelative = { regex: '^\\.\\./', message: "Import through '~/', not '../'." }
const noContent = {
  regex: '^~/content/',
  message: 'components/ui knows no domain: take copy and data as props (icon names come from ~/lib/icons).',
}

/**
 * The staff fence: everything only staff use lives in app/staff/, and nothing outside it imports from it (types
 * included). The route registry names staff route files as strings, which is no import. Named exceptions sit in
 * STAFF_FENCE_EXCEPTIONS below, each with its reason.
 */
const STAFF_FENCE = {
  regex: '^~/staff/|(^|/)app/staff/',
  message:
    'app/staff/ is the staff slice: only app/staff/ imports from it. Move what both sides need out of app/staff/.',
}
const STAFF_FENCE_EXCEPTIONS = [
  // A test may check a public module together with the staff module that edits it (the inbox CSV, the site
  // content form, the catalogue change list); tests ship in no bundle.
  '**/*.test.ts',
  // The benchmark measures the staff inbox's export and assignee queries on a large store.
  'bench/inbox-entry.ts',
]

const httpFromBuild =
  'http/ loads the app from build/server at run time and reads it through serverHooks (app/entry.server.tsx); import only types from app/.'

/** One no-restricted-imports setting per folder: a later setting of a rule replaces an earlier one, so each is whole. */
function importBoundaries() {
  // Outside app/staff every setting carries the fence; inside it, the same layers without it.
  const restrict = (files, patterns, { staff = false } = {}) => ({
    files,
    ignores: staff ? [] : ['app/staff/**', ...STAFF_FENCE_EXCEPTIONS],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: staff ? patterns : [...patterns, STAFF_FENCE] },
      ],
    },
  })
  const componentFolder = (folder, allowed) =>
    restrict(
      [`app/components/${folder}/**/*.{ts,tsx}`],
      [
        ...(folder === 'ui' ? [noContent] : []),
        noZod,
        noServer,
        noRoutes,
        noParentRelative,
        {
          regex: `^~/components/(?!(?:${[folder, ...allowed].join('|')})/)`,
          message:
            folder === 'ui'
              ? 'components/ui is shared by every division and imports no other component folder.'
              : `components/${folder} may use ${allowed.map((f) => `components/${f}`).join(', ')} and itself; move a part two folders need to components/ui.`,
        },
      ],
    )
  return [
    // Everything outside app/staff first (routes, server, root): the fence alone; the folders below refine it.
    restrict(['app/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', '*.ts'], []),
    componentFolder('ui', []),
    componentFolder('layout', ['ui', 'forms']),
    componentFolder('forms', ['ui']),
    ...DOMAIN_COMPONENTS.map((folder) => componentFolder(folder, SHARED_COMPONENTS)),
    // lib (helpers) and hooks run in the browser too: the client-bundle rules apply.
    restrict(['app/lib/**/*.{ts,tsx}', 'app/hooks/**/*.{ts,tsx}'], [noZod, noServer, noRoutes, noComponents]),
    restrict(['app/content/**/*.{ts,tsx}', 'app/forms/**/*.{ts,tsx}'], [noServer, noRoutes, noComponents]),
    // The staff slice keeps the same layers inside itself: its components use the shared parts and each other.
    restrict(
      ['app/staff/components/**/*.{ts,tsx}'],
      [
        noZod,
        noServer,
        noRoutes,
        noParentRelative,
        {
          regex: `^~/components/(?!(?:${SHARED_COMPONENTS.join('|')})/)`,
          message: `staff components may use ${SHARED_COMPONENTS.map((f) => `components/${f}`).join(', ')} and app/staff/components.`,
        },
      ],
      { staff: true },
    ),
    restrict(
      ['app/staff/lib/**/*.{ts,tsx}'],
      [noZod, noServer, noRoutes, noComponents, { regex: '^~/staff/components/', message: noComponents.message }],
      { staff: true },
    ),
    restrict(
      ['app/staff/content/**/*.{ts,tsx}', 'app/staff/forms/**/*.{ts,tsx}'],
      [noServer, noRoutes, noComponents, { regex: '^~/staff/components/', message: noComponents.message }],
      { staff: true },
    ),
    // The HTTP process takes the app from the build at run time (serverHooks), never from the sources.
    {
      ...restrict(['http/**/*.ts'], [{ regex: '^(\\.\\./)+app/|^~/', allowTypeImports: true, message: httpFromBuild }]),
      ignores: ['http/**/*.test.ts', ...STAFF_FENCE_EXCEPTIONS],
    },
  ]
}

export default tseslint.config(
  {
    ignores: ['build/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/.lighthouse/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Import boundaries (docs/architecture.md): routes -> components -> content/forms -> server, one way.
  ...importBoundaries(),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        URLSearchParams: 'readonly',
        localStorage: 'readonly',
        document: 'readonly',
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
      },
    },
  },
)
