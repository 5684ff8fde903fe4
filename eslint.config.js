import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** Parts every division may use; the division folders compose them and never import each other. */
const SHARED_COMPONENTS = ['ui', 'layout', 'forms']
const DOMAIN_COMPONENTS = ['main', 'studio', 'services', 'guides', 'blog', 'search', 'careers']

const noZod = {
  group: [
    'zod',
    '~/forms/fields',
    '~/forms/*.schema',
    '~/forms/registry',
    '~/content/schema',
    '~/content/*/schema',
    '~/staff/*/forms/*.schema',
  ],
  allowTypeImports: true,
  message: 'Keeps zod out of client bundles; import limits from ~/forms/limits.',
}
const noServer = {
  regex: '^~/server/|\\.server$',
  allowTypeImports: true,
  message: 'Server code is imported only by *.server.ts files and route loaders/actions (types are fine).',
}
const noRoutes = { regex: '^~/(staff/[^/]+/)?routes/', message: 'Routes sit on top: nothing imports a route module.' }
const noComponents = {
  regex: '^~/components/',
  message: 'Server code, forms, helpers and content sit below components.',
}
const noForms = {
  regex: '^~/forms/',
  allowTypeImports: true,
  message: 'Helpers and content sit below forms (types are fine).',
}
/** The helpers in lib that import nothing of the app: the one part of lib that content may use. */
const LIB_BASE = ['batch-fee', 'format', 'icons', 'icons.json', 'ist', 'money', 'retention']
const noLibAboveContent = {
  regex: `^~/lib/(?!(?:${LIB_BASE.map((name) => name.replace('.', '\\.')).join('|')})$)`,
  allowTypeImports: true,
  message: `Content sits below lib; it may use only lib's base helpers (${LIB_BASE.join(', ')}) and types.`,
}
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
  // Browser tests that seed a store as staff would (an account's password hash).
  'tests/e2e/**/*.spec.ts',
  // Razorpay's webhook records payments and refunds through the fee desk's ledger, as staff's actions do (decision
  // 027); a resource route, so nothing of it reaches a page's bundle.
  'app/routes/api/webhooks.razorpay.ts',
]

/**
 * The desks of the staff slice and whom each may use besides the shell (docs/architecture.md, "Desks and their
 * order"). The shell uses no desk. A desk reaches another only through its entry, `~/staff/<desk>` (index.ts) or
 * `~/staff/<desk>/index.server`, never into its files; the uses run one way (leads → fees → batches → certificates),
 * which app/staff/desks.test.ts holds against the real imports.
 */
export const DESK_USES = {
  accounts: [],
  analytics: ['fees'],
  batches: ['certificates'],
  certificates: [],
  counselling: [],
  'demo-classes': [],
  fees: ['batches'],
  holidays: [],
  leads: ['analytics', 'batches', 'fees'],
  privacy: [],
  publishing: ['leads'],
}
/** What one desk's files may not import: another desk's files, or a desk it does not use. */
const deskPatterns = (desk) => [
  {
    regex: `^~/staff/(?!(?:shell|${desk})/)[^/]+/(?!index\\.server$)`,
    message: `Another desk is used through its entry (~/staff/<desk> or ~/staff/<desk>/index.server), never its files; move what every desk needs to the shell.`,
  },
  {
    regex: `^~/staff/(?!(?:${['shell', desk, ...DESK_USES[desk]].join('|')})(?:/|$))`,
    message:
      DESK_USES[desk].length > 0
        ? `The ${desk} desk uses only the shell and ${DESK_USES[desk].join(', ')} (DESK_USES, docs/architecture.md).`
        : `The ${desk} desk uses no other desk, only the shell (DESK_USES, docs/architecture.md).`,
  },
]
/** Test data builders beside a desk's store seed other desks' rows as tests do; they ship in no bundle. */
const FIXTURES = ['**/*.fixture.ts']

/** A test beside a module belongs to no layer: it may drive a route or check content against a helper. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx']

const httpFromBuild =
  'http/ loads the app from build/server at run time and reads it through serverHooks (app/entry.server.tsx); import only types from app/.'

/** One no-restricted-imports setting per folder: a later setting of a rule replaces an earlier one, so each is whole. */
function importBoundaries() {
  // Outside app/staff every setting carries the fence; inside it, the same layers without it.
  const restrict = (files, patterns, { staff = false, tests = true } = {}) => ({
    files,
    ignores: [
      ...(staff ? [] : ['app/staff/**', ...STAFF_FENCE_EXCEPTIONS]),
      ...(tests ? [] : [...TESTS, ...(staff ? FIXTURES : [])]),
    ],
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
  // A setting for one folder of every desk (app/staff/<desk>/<folder>): the folder's layers plus the desk's own rule;
  // the shell gets the layers and may import no desk at all.
  const deskRestrict = (folder, patterns, options = {}) => [
    ...Object.keys(DESK_USES).map((desk) =>
      restrict([`app/staff/${desk}/${folder}`], [...patterns, ...deskPatterns(desk)], { staff: true, ...options }),
    ),
    restrict(
      [`app/staff/shell/${folder}`],
      [...patterns, { regex: '^~/staff/(?!shell/)', message: 'The shell is what every desk shares: it uses no desk.' }],
      { staff: true, ...options },
    ),
  ]
  return [
    // Everything outside app/staff first (routes, server, root): the fence alone; the folders below refine it.
    restrict(['app/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', '*.ts'], []),
    componentFolder('ui', []),
    componentFolder('layout', ['ui', 'forms']),
    componentFolder('forms', ['ui']),
    ...DOMAIN_COMPONENTS.map((folder) => componentFolder(folder, SHARED_COMPONENTS)),
    // lib (helpers) and hooks run in the browser too: the client-bundle rules apply.
    restrict(['app/server/**/*.{ts,tsx}'], [noRoutes, noComponents], { tests: false }),
    restrict(['app/forms/**/*.{ts,tsx}'], [noServer, noRoutes, noComponents]),
    restrict(['app/lib/**/*.{ts,tsx}', 'app/hooks/**/*.{ts,tsx}'], [noZod, noServer, noRoutes, noComponents, noForms], {
      tests: false,
    }),
    restrict(['app/content/**/*.{ts,tsx}'], [noServer, noRoutes, noComponents, noForms, noLibAboveContent], {
      tests: false,
    }),
    // The staff slice keeps the same layers inside itself: its components use the shared parts and each other. Every
    // file of a desk (routes and entries too) carries the desk's rule; its tests and fixtures do not.
    ...deskRestrict('**/*.{ts,tsx}', [], { tests: false }),
    ...deskRestrict('components/**/*.{ts,tsx}', [
      noZod,
      noServer,
      noRoutes,
      noParentRelative,
      {
        regex: `^~/components/(?!(?:${SHARED_COMPONENTS.join('|')})/)`,
        message: `staff components may use ${SHARED_COMPONENTS.map((f) => `components/${f}`).join(', ')} and the staff slice's components.`,
      },
    ]),
    ...deskRestrict(
      'server/**/*.{ts,tsx}',
      [noRoutes, noComponents, { regex: '^~/staff/[^/]+/components/', message: noComponents.message }],
      { tests: false },
    ),
    ...deskRestrict('lib/**/*.{ts,tsx}', [
      noZod,
      noServer,
      noRoutes,
      noComponents,
      { regex: '^~/staff/[^/]+/components/', message: noComponents.message },
    ]),
    ...['content', 'forms'].flatMap((folder) =>
      deskRestrict(`${folder}/**/*.{ts,tsx}`, [
        noServer,
        noRoutes,
        noComponents,
        { regex: '^~/staff/[^/]+/components/', message: noComponents.message },
      ]),
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
  // Import boundaries (docs/architecture.md, "Layers"): routes -> components -> server -> forms -> lib/hooks -> content,
  // one way; imports of types only from server, forms or lib may go up, and content may use lib's base helpers.
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
