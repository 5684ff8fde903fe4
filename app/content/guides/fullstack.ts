import type { Guide } from '../schema'

export const guide = {
  slug: 'fullstack',
  title: 'Full Stack Development',
  tagline: 'Build and ship complete web products with React 19, React Router 7, Node.js, TypeScript and PostgreSQL.',
  intro:
    'One language runs through this whole roadmap: TypeScript, from the React 19 components in the browser to the Node.js APIs and the PostgreSQL queries behind them. Over seven phases you will build interfaces with React and React Router 7 framework mode, write APIs with Express 5 and Fastify, model data with Drizzle or Prisma, add real authentication and security, prove it all works with Vitest and Playwright, and deploy it with Docker and GitHub Actions. Each phase is laid out week by week with labs that have a clear expected result, and each one ends with a mini project that grows into your portfolio.',
  facts: [
    { label: 'Guide phases', value: '7' },
    { label: 'Self-paced duration', value: '5 months' },
    { label: 'Capstones', value: '5' },
    { label: 'Weekly effort', value: '12-15 hours' },
  ],
  levelScale: 'standard',
  requirementsNote:
    'A laptop with at least 8 GB RAM (16 GB recommended for running Docker, PostgreSQL and the browser test runners together), VS Code or WebStorm, and a GitHub account. Hosting labs are designed to fit within free tiers.',
  phases: [
    {
      id: 1,
      title: 'Web Platform and TypeScript Foundations',
      level: 'Beginner',
      duration: '3 Weeks',
      objective:
        'Build a solid base in semantic HTML, modern CSS and strictly typed TypeScript, together with the Node.js and Git tooling every later phase depends on.',
      icon: 'code',
      requirements: 'Comfort with basic programming ideas (variables, loops, functions) in any language.',
      pages: [
        {
          title: 'Semantic HTML, Modern CSS and Accessibility',
          topics: [
            'Landmark elements (header, nav, main, footer) and heading order for screen-reader users',
            'Accessible forms: label association, fieldset and legend, input types and autocomplete attributes',
            'CSS Grid and Flexbox for full-page application shells and dashboards',
            'Container queries and clamp() for components that adapt to their slot, not just the viewport',
            'CSS custom properties and light and dark themes with prefers-color-scheme',
          ],
          handsOn: [
            'Build a static sign-up page with five accessible fields; the Lighthouse accessibility score must be 100 and every field must work with the keyboard alone',
            'Lay out an admin dashboard shell (sidebar, header, card grid) with CSS Grid that collapses to one column below 640 px, using container queries for the cards',
          ],
        },
        {
          title: 'JavaScript and TypeScript for Application Code',
          topics: [
            'ES modules, destructuring, spread, optional chaining and nullish coalescing',
            'Promises, async/await, Promise.allSettled and AbortController for cancellable fetch calls',
            'TypeScript strict mode, noUncheckedIndexedAccess and reading compiler errors calmly',
            'Discriminated unions for modelling request states (idle, loading, success, error)',
            'Generics, utility types (Pick, Omit, Partial, Record) and the satisfies operator',
            'Validating untrusted data at the edges with Zod 4 schemas and z.infer',
          ],
          handsOn: [
            'Write a typed fetchJson<T>(url, schema) helper that validates responses with Zod and returns a discriminated union; test the success, network-error and wrong-shape cases',
            'Model a checkout flow as a discriminated union and handle it in a switch that TypeScript proves exhaustive with a never check',
            'Fetch two public APIs in parallel with Promise.allSettled and cancel the slower one with AbortSignal.timeout after 2 seconds',
          ],
        },
        {
          title: 'Node.js Tooling and Monorepo Setup',
          topics: [
            'Installing Node.js 22 or 24 LTS with fnm or nvm and pinning the version with .nvmrc and engines',
            'pnpm workspaces for a monorepo holding web, api and shared packages',
            'ESLint flat config with typescript-eslint, and Prettier formatting on save',
            'Running .ts files directly with Node.js type stripping, and tsx for watch mode',
            'Loading configuration with node --env-file and keeping .env files out of Git',
            'Feature branches, Conventional Commits and pull request reviews on GitHub',
          ],
          handsOn: [
            'Scaffold a pnpm monorepo with apps/web, apps/api and packages/shared, and import one shared Zod schema from both apps with full type inference',
            'Add ESLint and Prettier with a lefthook or husky pre-commit hook running lint-staged, and show it blocking a commit that contains an unused variable',
          ],
        },
      ],
      miniProject: {
        title: 'Typed GST and Currency Toolkit',
        description:
          'A small TypeScript library shared by a Node.js command-line tool and a static web page, so you practise types, tooling and accessibility in one codebase.',
        deliverables: [
          'Shared package with GST and currency conversion functions, fully typed and unit tested',
          'Node.js CLI that prints a formatted rupee breakdown using Intl.NumberFormat with the en-IN locale',
          'Accessible static page built with Vite that uses the same package',
          'Lint, format, typecheck and test scripts that all pass from the repository root with one command',
        ],
      },
    },
    {
      id: 2,
      title: 'React 19 and Component-Driven Interfaces',
      level: 'Beginner to Intermediate',
      duration: '3 Weeks',
      objective:
        'Build interactive, accessible interfaces with React 19: components, state, effects, forms driven by Actions, and a consistent design system.',
      icon: 'layout',
      pages: [
        {
          title: 'Components, Props and State',
          topics: [
            'Creating a React 19 and TypeScript app with Vite and reading the generated project structure',
            'JSX, component composition and typing props with TypeScript',
            'useState, lifting state up, and deriving values during render instead of storing them',
            'Rendering lists with stable keys and patterns for conditional rendering',
            'useReducer for multi-step flows with many related state transitions',
            'Context for theme and signed-in user, and when context causes needless re-renders',
          ],
          handsOn: [
            'Build a product listing with filter chips and a search box where the filtered results are derived during render, with no duplicated state in useState',
            'Implement a three-step onboarding wizard with useReducer in which the Back button restores every field exactly as entered',
            'Use the React DevTools Profiler to find a component that re-renders on every keystroke, then fix it by moving state down',
          ],
        },
        {
          title: 'Effects, Suspense and React 19 Actions',
          topics: [
            'useEffect for synchronising with external systems, cleanup functions and avoiding effect chains',
            'Form Actions with <form action>, useActionState and useFormStatus for pending UI',
            'useOptimistic for instant feedback on likes, votes and comments',
            'The use() hook with Suspense boundaries for promise-based data',
            'ref as a regular prop in React 19 and moving focus after a form submission',
            'React Compiler 1.0: automatic memoisation and the cases where useMemo or useCallback still matter',
          ],
          handsOn: [
            'Build a comment form with useActionState that shows server validation errors inline and disables the submit button through useFormStatus while pending',
            'Add an optimistic like button with useOptimistic that rolls back and shows a toast when the simulated API fails 30 percent of the time',
            'Enable React Compiler in the Vite config and compare Profiler render counts on the product listing before and after',
          ],
        },
        {
          title: 'Styling, Design Systems and Accessible Components',
          topics: [
            'Tailwind CSS v4 with the @tailwindcss/vite plugin and CSS-first @theme design tokens',
            'shadcn/ui components on Radix primitives: copying, owning and customising them',
            'Accessible dialogs, menus and comboboxes: focus trapping, Escape to close and ARIA attributes',
            'Data tables with TanStack Table: sorting, filtering and pagination',
            'Developing components in isolation with Storybook stories',
          ],
          handsOn: [
            'Define brand colours and spacing as @theme tokens and switch the whole app to a dark theme by toggling a single class on the html element',
            'Build a confirm-delete dialog that traps focus, closes on Escape and returns focus to its trigger; verify with the keyboard only and an axe DevTools scan showing zero violations',
            'Render 500 orders in TanStack Table with sorting by amount and date and 25 rows per page',
          ],
        },
      ],
      miniProject: {
        title: 'Tech Fest Registration Frontend',
        description:
          'A React 19 app for registering for a college tech fest, working against a mocked API so the focus stays on UI, state and accessibility.',
        deliverables: [
          'Event list with search, category filters and a detail view',
          'Registration form built with Actions, inline validation errors and pending states',
          'Optimistic seat counter that reconciles with the mocked server response',
          'Tailwind v4 design tokens and zero axe violations on every page',
        ],
      },
    },
    {
      id: 3,
      title: 'Node.js APIs with Express 5 and Fastify',
      level: 'Intermediate',
      duration: '3 Weeks',
      objective:
        'Build well-structured, validated and documented HTTP APIs in TypeScript on Node.js, and understand the runtime well enough to debug it under load.',
      icon: 'server',
      pages: [
        {
          title: 'Node.js Runtime Fundamentals',
          topics: [
            'The event loop, microtasks vs macrotasks, and why CPU-heavy work blocks every request',
            'Node.js streams and backpressure for processing large uploads without buffering them in memory',
            'worker_threads for CPU-bound jobs such as PDF or image generation',
            'The built-in node:test runner, node --watch and debugging with --inspect in VS Code',
            'Graceful shutdown on SIGTERM: stop accepting connections, finish in-flight requests, close the database pool',
          ],
          handsOn: [
            'Write an endpoint that computes fibonacci(40) synchronously, show with autocannon that other requests stall, then move it to a worker thread and compare p99 latency',
            'Stream a 200 MB CSV through a Transform that counts rows per state while process.memoryUsage().rss stays under 100 MB',
            'Attach the VS Code debugger to the running API and pause on an exception thrown inside an async route handler',
          ],
        },
        {
          title: 'REST APIs with Express 5',
          topics: [
            'Express 5 behaviour: rejected promises from async handlers reach the error middleware automatically',
            'Express 5 route syntax from path-to-regexp v8: named wildcards such as /files/*path and braces for optional segments',
            'A layered structure of routers, controllers, services and repositories with dependencies passed in explicitly',
            'Request validation middleware built on Zod with typed req.body and req.query',
            'Centralised error handling that returns RFC 9457 application/problem+json bodies',
            'Security middleware: helmet, cors with an origin allow-list and express-rate-limit',
          ],
          handsOn: [
            'Build a /api/v1/tasks CRUD API in Express 5 with Zod validation; an invalid POST must return 400 application/problem+json listing every invalid field',
            'Throw inside an async route handler without try/catch and prove the central error middleware returns a 500 problem response that includes the request id',
            'Apply express-rate-limit to /api/v1/auth/* and show that the 11th request within a minute receives 429',
          ],
        },
        {
          title: 'Fastify, OpenAPI and Structured Logging',
          topics: [
            'Fastify 5 plugins, encapsulation and decorators compared with Express middleware',
            'Schema-driven validation and serialisation in Fastify with Zod or TypeBox type providers',
            'Generating an OpenAPI 3.1 document with @fastify/swagger and serving interactive docs',
            'Structured logging with pino: request ids, redaction of secrets and per-environment log levels',
            'Calling third-party APIs with the built-in fetch, AbortSignal.timeout and bounded retries',
          ],
          handsOn: [
            'Port the tasks API to Fastify with a Zod type provider and compare throughput with the Express version using autocannon, recording both numbers',
            'Publish the OpenAPI document at /docs and generate a typed client for the React app with openapi-typescript and openapi-fetch',
            'Configure pino to redact the Authorization header and any password field, and paste a redacted log line into the README',
          ],
        },
      ],
      miniProject: {
        title: 'Co-working Desk Booking API',
        description:
          'A typed REST API for booking desks in a co-working space, built first with an in-memory store and documented for the frontend team that will consume it.',
        deliverables: [
          'Endpoints for spaces, desks, availability and bookings with Zod validation',
          'problem+json errors, rate limiting and request-id logging with pino',
          'OpenAPI 3.1 document and a generated TypeScript client',
          'Unit tests for the booking overlap rules using node:test or Vitest',
        ],
      },
    },
    {
      id: 4,
      title: 'PostgreSQL and Type-Safe Data Access',
      level: 'Intermediate',
      duration: '3 Weeks',
      objective:
        'Model relational data in PostgreSQL, query it with SQL and a type-safe ORM (Drizzle or Prisma), and change the schema safely once real data exists.',
      icon: 'database',
      requirements: 'Docker for a local PostgreSQL 17 container, or a free Neon or Supabase project.',
      pages: [
        {
          title: 'Relational Design and SQL for Application Developers',
          topics: [
            'Modelling organisations, members, projects and tasks with foreign keys and join tables',
            'Constraints that protect data: NOT NULL, CHECK, UNIQUE and partial unique indexes',
            'JOINs, GROUP BY and window functions for dashboard-style queries',
            'Identity columns vs UUIDv7 primary keys and their effect on index locality',
            'What isolation levels mean for two API requests updating the same row',
            'Using EXPLAIN ANALYZE to find the index a slow list endpoint needs',
          ],
          handsOn: [
            'Design the schema for a multi-tenant task manager (organisations, members, projects, tasks, comments) and enforce that task titles are unique within a project only',
            'Write one SQL query returning, per project, the open task count, the overdue count and the time of the most recent comment',
            'Seed 5 lakh tasks, find a slow filter with EXPLAIN ANALYZE, fix it with a composite index and record the before and after timings',
          ],
        },
        {
          title: 'Drizzle ORM and Prisma in Practice',
          topics: [
            'Drizzle schemas in TypeScript with pgTable, relations and inferred select and insert types',
            'drizzle-kit generate and migrate for versioned SQL migrations reviewed in pull requests',
            'Prisma schema, Prisma Client queries and the difference between prisma migrate dev and migrate deploy',
            'Choosing between Drizzle and Prisma: closeness to SQL, generated code, serverless support and team familiarity',
            'Connection pooling with node-postgres Pool, PgBouncer and serverless drivers such as Neon',
            'Spotting N+1 query patterns in ORM code and replacing them with joins or relational queries',
          ],
          handsOn: [
            'Define the task-manager schema in Drizzle, generate a migration with drizzle-kit and review the produced SQL before applying it',
            'Implement the same three operations (list tasks with assignee, create task, move task) in Drizzle and in Prisma and write a one-page comparison of types, SQL and ergonomics',
            'Log every query for one page load, find an N+1 pattern and replace it with a single join',
          ],
        },
        {
          title: 'Safe Data Operations in Production',
          topics: [
            'Multi-step writes inside db.transaction, and retrying on serialisation failures',
            'Expand-and-contract migrations for zero-downtime column renames',
            'Soft deletes, audit columns and tenant scoping applied to every query',
            'PostgreSQL row-level security policies as a second line of tenant isolation',
            'Seed scripts, fixtures and resetting the local database in one command',
            'pg_dump backups, point-in-time recovery on managed PostgreSQL and practising a restore',
          ],
          handsOn: [
            'Move a task between projects in a transaction that also writes an activity log row, force an error midway and prove nothing was written',
            'Rename tasks.due to tasks.due_at using expand-and-contract across three migrations while a script keeps reading and writing without a single error',
            "Enable row-level security on tasks with a policy on current_setting('app.org_id') and show that a query for another organisation returns zero rows",
          ],
        },
      ],
      miniProject: {
        title: 'Persistent Desk Booking API',
        description:
          'Move the Phase 3 co-working booking API from memory to PostgreSQL with Drizzle or Prisma while keeping every endpoint contract unchanged.',
        deliverables: [
          'Schema and migrations committed, plus a seed script for demo data',
          'Double bookings prevented in the database with an exclusion constraint on desk and time range',
          'A transaction wrapping booking creation and the payment hold',
          'README explaining the ORM choice and each index added, with EXPLAIN evidence',
        ],
      },
    },
    {
      id: 5,
      title: 'React Router 7 Full-Stack Apps and Authentication',
      level: 'Intermediate to Advanced',
      duration: '3 Weeks',
      objective:
        'Join frontend and backend into one type-safe application with React Router 7 framework mode, then add sessions, OAuth login, authorisation and the security controls real users need.',
      icon: 'shield',
      pages: [
        {
          title: 'React Router 7 Framework Mode',
          topics: [
            'Starting with create-react-router, the app/routes.ts config and nested layouts rendered through Outlet',
            'Route module exports: loader, action, meta, links, headers, ErrorBoundary and HydrateFallback',
            'Generated route types from ./+types for typed loaderData, actionData and params',
            'Server rendering, clientLoader and choosing SSR, SPA mode or prerendering per route',
            'useFetcher for mutations without navigation, and pending UI with useNavigation',
            'Revalidation after actions, shouldRevalidate, and returning data() with status codes and headers',
          ],
          handsOn: [
            'Build a projects route whose loader reads from PostgreSQL and a new-project action that validates with Zod and returns field errors with status 400 through data()',
            'Mark tasks complete with useFetcher so the list updates without navigation, showing optimistic state from fetcher.formData',
            'Throw a 404 Response from a loader for an unknown project id and render it in the route ErrorBoundary using isRouteErrorResponse',
          ],
        },
        {
          title: 'Sessions, Passwords and OAuth Login',
          topics: [
            'Cookie sessions backed by PostgreSQL via createSessionStorage, with HttpOnly, Secure and SameSite=Lax',
            'Password hashing with Argon2id through @node-rs/argon2, and throttling failed logins',
            'Sign in with Google or GitHub using the OAuth 2.0 authorisation code flow with PKCE and the Arctic library',
            'Auth libraries compared: Better Auth, Auth.js and writing your own session layer',
            'Protecting routes with a requireUser helper in loaders or with route middleware',
            'Email verification and password reset with single-use, expiring tokens',
          ],
          handsOn: [
            'Implement sign-up, login and logout with Argon2id and database sessions; the session cookie must be HttpOnly and absent from document.cookie in the browser console',
            'Add Sign in with GitHub through Arctic with PKCE and state checks, linking the OAuth identity to an existing user with the same verified email',
            'Build a password reset flow whose token is stored hashed, expires after 30 minutes and fails on a second use',
          ],
        },
        {
          title: 'Authorisation and Web Application Security',
          topics: [
            'Role-based and resource-based authorisation checks for owners, admins and members in every loader and action',
            'CSRF defence for cookie sessions: SameSite cookies plus Origin header checks on mutations',
            'XSS: what React escapes for you, the risk of dangerouslySetInnerHTML and a nonce-based Content-Security-Policy',
            'OWASP Top 10 applied to full-stack TypeScript apps: broken access control, injection and misconfiguration',
            'File uploads straight to S3-compatible storage with presigned URLs and content-type limits',
            'Handling personal data under the Digital Personal Data Protection (DPDP) Act, 2023: consent, purpose limits and deletion requests',
          ],
          handsOn: [
            'Write an authorisation helper so members can edit only their own tasks while admins can edit any, and prove it with tests that post forged form data straight to the action',
            'Add a strict Content-Security-Policy with per-request nonces and confirm in DevTools that an injected inline script is blocked',
            'Upload profile photos from the browser to AWS S3 in ap-south-1 or Cloudflare R2 with presigned URLs restricted to images under 2 MB',
          ],
        },
      ],
      miniProject: {
        title: 'Team Notes Workspace',
        description:
          'A notes app for small teams with workspaces, sharing and secure login, built entirely on React Router 7 framework mode and PostgreSQL.',
        deliverables: [
          'Email-and-password and GitHub login with database-backed sessions',
          'Workspaces with owner, editor and viewer roles enforced in every loader and action',
          'Optimistic note editing with useFetcher and route-level error boundaries',
          'CSP headers and an OWASP checklist in the README explaining how each item is handled',
        ],
      },
    },
    {
      id: 6,
      title: 'Testing and Quality Engineering',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Build the confidence to ship with a layered test suite: fast unit tests in Vitest, component tests with Testing Library, API tests against real PostgreSQL, and end-to-end journeys in Playwright.',
      icon: 'flask',
      pages: [
        {
          title: 'Unit and Component Testing with Vitest',
          topics: [
            'Vitest setup in a Vite project: node and jsdom environments, workspace projects and v8 coverage',
            'Table-driven tests for pure business logic with test.each',
            'React Testing Library queries by role and label, with user-event for realistic interaction',
            'Mock Service Worker (MSW 2) for mocking HTTP at the network layer in component tests',
            'Fake timers with vi.useFakeTimers for testing debounced search inputs',
          ],
          handsOn: [
            'Write test.each cases for the GST toolkit covering intra-state, inter-state and zero-rated supplies until branch coverage for the module reaches 100 percent',
            'Test the registration form with Testing Library and user-event: submit it empty, assert the errors are announced, fix the fields and assert the success message',
            'Mock the tasks API with MSW and test both the loading skeleton and the error state of the task list component',
          ],
        },
        {
          title: 'API and Database Integration Tests',
          topics: [
            'Testing Express apps in-process with supertest and Fastify apps with fastify.inject',
            'Real PostgreSQL in tests with @testcontainers/postgresql and migrations applied once per run',
            'Isolating tests with per-test transactions or truncation, plus deterministic data factories',
            'Testing React Router loaders and actions directly by passing a constructed Request',
            'Checking API responses against the published OpenAPI document in tests',
          ],
          handsOn: [
            'Start a PostgreSQL 17 Testcontainer in a Vitest globalSetup file, run Drizzle migrations once, and keep the whole API test suite under 20 seconds',
            'Test the create-task action with a constructed Request carrying FormData: assert a 400 with field errors for bad input and a redirect for valid input',
            'Add a test that fails whenever an endpoint returns a field that is not described in the OpenAPI schema',
          ],
        },
        {
          title: 'End-to-End Testing with Playwright and CI Gates',
          topics: [
            'Playwright projects for Chromium, Firefox and WebKit, and debugging with the trace viewer',
            'Reusing authenticated storageState so end-to-end tests skip the login screen',
            'Role-based locators, web-first assertions and removing flaky fixed waits',
            'Visual comparisons with toHaveScreenshot and accessibility scans with @axe-core/playwright',
            'A GitHub Actions workflow with typecheck, lint, unit, integration and e2e jobs and pnpm caching',
          ],
          handsOn: [
            'Write a Playwright journey (sign up, create project, add task, mark it complete) that passes headless on both Chromium and WebKit',
            'Reuse one logged-in storageState across ten tests and measure how much faster the suite becomes',
            'Create a GitHub Actions workflow that runs every test layer on pull requests and uploads the Playwright HTML report with actions/upload-artifact when a test fails',
          ],
        },
      ],
      miniProject: {
        title: 'Quality Gate for the Notes Workspace',
        description:
          'Bring the Phase 5 notes app to a standard where any teammate can merge a pull request with confidence.',
        deliverables: [
          'Vitest unit and component tests with coverage thresholds enforced in CI',
          'Integration tests for every action and API route on Testcontainers PostgreSQL',
          'Five Playwright journeys, including login, sharing and a permission-denied case',
          'Branch protection that requires the CI workflow to pass before merge',
        ],
      },
    },
    {
      id: 7,
      title: 'Deployment, CI/CD and Production Operations',
      level: 'Expert',
      duration: '4+ weeks',
      objective:
        'Ship your application to real users: containerise it, automate delivery, run it on managed infrastructure, and watch performance, errors and costs once it is live.',
      icon: 'rocket',
      requirements:
        'A GitHub repository with the Phase 6 CI workflow passing. A custom .in domain is optional; every lab also works on the free subdomain your host provides.',
      pages: [
        {
          title: 'Containers and Hosting Choices',
          topics: [
            'Multi-stage Dockerfiles for a React Router 7 server build and a Node.js API on node:22-slim, running as a non-root user',
            'docker compose for local parity: web, api, PostgreSQL and Redis with health checks',
            'Choosing a host: Render, Railway, Fly.io, AWS App Runner or ECS in the Mumbai region, or a VPS behind Caddy',
            'Managed PostgreSQL (Neon, Supabase, Amazon RDS) and running migrations as a release step',
            'Twelve-factor configuration, secret management and separate staging and production environments',
            'Custom .in domains, DNS records and automatic HTTPS certificates',
          ],
          handsOn: [
            'Containerise the notes app so the final image is under 200 MB and starts with only DATABASE_URL and SESSION_SECRET set',
            'Deploy to a managed platform with a managed PostgreSQL database, running migrations before the new version receives traffic',
            'Point a custom domain (or your free platform subdomain) at the deployment and achieve an A grade on the Qualys SSL Labs test',
          ],
        },
        {
          title: 'Release Pipelines and Rollbacks',
          topics: [
            'GitHub Actions deployment workflows with environments, required reviewers and OIDC instead of long-lived cloud keys',
            'Preview deployments per pull request with a throwaway database branch on Neon',
            'Building and pushing images to GHCR with docker/build-push-action and layer caching',
            'Rollbacks, feature flags and writing migrations that are safe to roll back',
            'Renovate or Dependabot for keeping React, Node.js and ORM dependencies current',
          ],
          handsOn: [
            'Create a workflow that deploys main to staging automatically and to production only after manual approval in a GitHub environment',
            'Spin up a preview deployment with its own database branch for every pull request and post its URL as a PR comment',
            'Deploy a deliberately broken release, detect it through the health check and restore the previous image within five minutes',
          ],
        },
        {
          title: 'Performance, Monitoring and Cost Control',
          topics: [
            'Core Web Vitals (LCP, INP, CLS) from Lighthouse lab runs and real-user field data',
            'Route-level code splitting, responsive images and Cache-Control headers for hashed static assets on a CDN',
            'Error tracking with Sentry in the browser and on the Node.js server, with uploaded source maps',
            'OpenTelemetry for Node.js: tracing one request from loader to SQL query',
            'Uptime checks, alerts to Slack or email, and writing a blameless incident post-mortem',
            'Estimating monthly hosting costs in rupees and staying within free tiers while learning',
          ],
          handsOn: [
            'Bring the landing page to a Lighthouse mobile performance score of 90+ by fixing the largest LCP and CLS issues, and keep the before and after reports',
            'Add Sentry to the web and api apps with uploaded source maps, trigger an error and confirm the stack trace points to the original TypeScript line',
            'Instrument the API with OpenTelemetry, export traces to Grafana Cloud or a local Jaeger, and identify the slowest SQL query in a single request',
          ],
        },
      ],
      miniProject: {
        title: 'Launch Week',
        description:
          'Launch one of your projects publicly as if it were a product, with the operational basics in place from day one.',
        deliverables: [
          'Live URL on a custom domain with HTTPS and a public health or status page',
          'CI/CD pipeline with staging, approval-gated production and a documented rollback',
          'Sentry, uptime monitoring and one dashboard of key metrics',
          'A launch write-up with an architecture diagram, a monthly cost estimate and lessons learnt',
        ],
      },
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 2,
  capstones: [
    {
      title: 'Multi-Tenant Project Management SaaS',
      tech: ['React 19', 'React Router 7', 'TypeScript', 'PostgreSQL', 'Drizzle ORM', 'Playwright'],
      description:
        'A Kanban-style project tool where organisations invite members by email, manage projects and drag tasks across columns. Changes made by one member appear on everyone else’s board within seconds, without a page refresh.',
      requirements: [
        'Organisation-scoped data with owner, admin and member roles, and tests that try cross-tenant access',
        'Real-time board updates through Server-Sent Events or WebSockets',
        'Drag-and-drop ordering that stays correct when two members reorder at the same time',
        'A Playwright suite covering invite, create, move and permission-denied journeys in CI',
      ],
    },
    {
      title: 'Neighbourhood Marketplace with Razorpay',
      tech: ['React Router 7', 'Node.js', 'Express 5', 'PostgreSQL', 'Prisma', 'Razorpay test mode'],
      description:
        'A marketplace where local sellers list products and buyers check out with UPI, cards or net banking through Razorpay in test mode. Orders are confirmed only after the payment webhook has been verified on the server.',
      requirements: [
        'Razorpay orders created on the server, and webhook signatures verified with the webhook secret',
        'Idempotent webhook handling so a repeated event never creates a duplicate order',
        'Seller dashboard with orders, a payout summary and low-stock alerts',
        'GST-inclusive prices shown correctly with Intl.NumberFormat for en-IN',
      ],
    },
    {
      title: 'Coaching Institute Batch and Fee Portal',
      tech: ['React 19', 'Fastify', 'PostgreSQL', 'Drizzle ORM', 'pg-boss', 'Docker'],
      description:
        'A portal for a coaching institute to manage batches, attendance and fee instalments, with separate views for admins, teachers and parents. Fee reminders and receipts are produced by background jobs rather than inside web requests.',
      requirements: [
        'Admin, teacher and parent views with authorisation enforced on the server',
        'Instalment schedules with due-date reminders sent by a pg-boss background job',
        'PDF fee receipts generated off the request path and downloadable from the parent view',
        'Attendance marking that stays usable on a slow mobile connection through optimistic UI',
      ],
    },
    {
      title: 'Content-Driven Developer Portfolio and Blog',
      tech: ['React Router 7', 'MDX', 'TypeScript', 'PostgreSQL', 'GitHub Actions', 'Sentry'],
      description:
        'A personal portfolio with a blog written in MDX, prerendered for speed and search engines, plus a small admin area for drafts and a comment system stored in PostgreSQL.',
      requirements: [
        'Prerendered blog posts with per-post meta tags, Open Graph images and a generated sitemap.xml',
        'Lighthouse scores of 95 or more for performance, accessibility and SEO on mobile',
        'Comments protected by login, rate limiting and a moderation queue',
        'Automatic deploys on push to main and preview deployments for draft posts',
      ],
    },
    {
      title: 'Offline-Friendly Expense Splitter PWA',
      tech: ['React 19', 'TypeScript', 'Node.js', 'PostgreSQL', 'Service Worker', 'Vitest'],
      description:
        'A group expense app for trips and flatmates that works offline, syncs when the connection returns and suggests the fewest payments needed to settle all balances. Each settlement can open a UPI payment link on a phone.',
      requirements: [
        'Installable PWA with offline expense entry stored in IndexedDB and synced when back online',
        'A clear conflict rule when two members edit the same expense while offline',
        'Debt simplification algorithm unit tested with Vitest across at least ten scenarios',
        'upi://pay deep links generated with payee VPA, amount and note for every settlement',
      ],
    },
  ],
  promptsHeading: 'Journal Prompts',
  prompts: [
    'Where did you draw the line this week between work done on the server (loaders, actions, API) and work done in the browser, and what would move if the app had ten times more users?',
    'Think of a bug you traced across the stack. Which layer did you suspect first, which layer was actually at fault, and what would have pointed you there sooner?',
    'Which TypeScript type or Zod schema saved you from a runtime error this week, and where do your types and the real data still drift apart?',
    'If a stranger signed up to your app today, what could they see or change that they should not? How did you check?',
    'What did your first real deployment teach you that running the app on localhost never could?',
  ],
  extras: [
    {
      kind: 'cards',
      heading: 'Your Learning Journey',
      intro: 'Four stages take you from typed foundations to a product running in production.',
      cards: [
        {
          title: 'Foundations',
          description:
            'Phase 1: semantic HTML, modern CSS, strict TypeScript and a pnpm monorepo set up the way professional teams work.',
          icon: 'code',
        },
        {
          title: 'Interfaces and APIs',
          description:
            'Phases 2 and 3: React 19 components and Actions in the browser, Express 5 and Fastify APIs on the server, sharing the same Zod schemas.',
          icon: 'layers',
        },
        {
          title: 'Data and Security',
          description:
            'Phases 4 and 5: PostgreSQL with Drizzle or Prisma, React Router 7 loaders and actions, sessions, OAuth login and OWASP-aware authorisation.',
          icon: 'lock',
        },
        {
          title: 'Ship and Operate',
          description:
            'Phases 6 and 7: Vitest and Playwright test suites, Docker images, GitHub Actions pipelines, monitoring and a public launch.',
          icon: 'rocket',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Career Outcomes',
      intro:
        'Roles this track prepares you to apply for in the Indian job market, backed by a portfolio of deployed projects:',
      items: [
        'Junior Full-Stack Developer (React and Node.js) at SaaS and product start-ups in Bengaluru, Pune, Hyderabad and Gurugram',
        'Associate Software Engineer or Software Engineer I at global capability centres (GCCs) building internal platforms with React and TypeScript',
        'Backend Developer (Node.js and TypeScript) building REST APIs and PostgreSQL data layers for fintech, edtech and logistics teams',
        'Frontend Engineer who owns React Router applications end to end, including their loaders, actions and server code',
        'Full-Stack Engineer at IT services and digital engineering firms delivering client projects for Indian and overseas customers',
        'Freelance web developer building and deploying business apps for local clients, with Razorpay payments and GST-ready invoicing',
        'Internship or graduate-programme roles where five deployed capstones on GitHub set you apart in interviews',
      ],
    },
  ],
} satisfies Guide
