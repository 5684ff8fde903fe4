import type { Guide } from '../schema'

export const guide = {
  slug: 'mern',
  title: 'MERN Stack Development',
  tagline: 'Build and ship full-stack JavaScript apps with MongoDB, Express, React and Node.js.',
  intro:
    'A four-month roadmap that takes you from Node.js fundamentals to a deployed, real-time MERN application. You will design MongoDB 8 schemas with Mongoose, build secure Express 5 APIs, connect them to a React 19 client, add live features with Socket.IO, test every layer and ship the whole stack in Docker containers through a CI/CD pipeline. Each phase builds on the same codebase, so by the end you have one production-grade app and five capstones to show employers.',
  facts: [
    { label: 'Guide phases', value: '9' },
    { label: 'Self-paced duration', value: '4 months' },
    { label: 'Capstones', value: '5' },
    { label: 'Weekly effort', value: '15 hours' },
  ],
  levelScale: 'standard',
  requirementsNote:
    'Before Phase 1 you should know HTML, CSS and basic JavaScript (variables, functions, arrays and objects). You need a laptop with at least 8 GB RAM, Node.js 22 LTS (24 LTS also works), Git, VS Code, Docker Desktop and a free MongoDB Atlas account.',
  phases: [
    {
      id: 1,
      title: 'Node.js 22 Runtime and Backend JavaScript',
      level: 'Beginner',
      duration: '2 Weeks',
      objective:
        'Understand how Node.js runs your code, use its core modules confidently and set up the monorepo and tooling that every later MERN phase builds on.',
      icon: 'terminal',
      requirements: 'Basic JavaScript syntax; Node.js 22 LTS installed through a version manager such as fnm or nvm.',
      pages: [
        {
          title: 'Inside the Node.js Runtime',
          topics: [
            'V8, libuv and the Node.js event loop phases: timers, poll and check',
            'Why blocking the event loop freezes every request on a Node server',
            'ES modules in Node.js with "type": "module", and require(esm) interop in Node 22',
            'process.env, process.argv and exit codes for server scripts',
            'Loading secrets with node --env-file=.env instead of the dotenv package',
            'Auto-restarting a dev server with node --watch instead of nodemon',
          ],
          handsOn: [
            'Write an HTTP server whose /slow route blocks the event loop for 5 seconds with a synchronous loop, show that a parallel request to /health also hangs, then move the work to a worker thread and show /health responds instantly',
            'Create a Node 22 project with "type": "module" that reads PORT from .env through --env-file, and exits with a clear error message and code 1 when the variable is missing',
          ],
        },
        {
          title: 'Core Modules, Files and Streams',
          topics: [
            'fs/promises for reading and writing JSON data files with async/await',
            'Path helpers in ESM: import.meta.dirname, import.meta.filename and node:path',
            'Readable, writable and transform streams, and stream.pipeline for error-safe piping',
            'EventEmitter patterns that sit underneath Express, Mongoose and Socket.IO',
            'Building a raw HTTP server with node:http to see what Express abstracts away',
            'The built-in node:test runner and node:assert for quick checks',
          ],
          handsOn: [
            'Build a raw node:http server with /health and /notes routes that reads and writes a notes.json file, and exercise every route with curl',
            'Stream a 200 MB CSV through a transform stream that counts rows, and show with process.memoryUsage() that memory stays under 50 MB throughout',
            'Write three node:test cases for a slugify utility and run them with node --test, including one deliberately failing case that you then fix',
          ],
        },
        {
          title: 'npm, Project Structure and Tooling for MERN',
          topics: [
            'A MERN monorepo with apps/server, apps/client and packages/shared using npm workspaces',
            'Semantic versioning, npm outdated and npm audit for dependency hygiene',
            'One ESLint flat config and Prettier setup shared by client and server',
            'Debugging Node with --inspect and the VS Code JavaScript debugger',
            'Bruno, Postman or the VS Code REST Client for exercising HTTP APIs',
          ],
          handsOn: [
            'Scaffold an npm workspaces monorepo with apps/server and apps/client and start both dev servers with a single npm run dev command',
            'Attach the VS Code debugger to a running Node process, pause on a breakpoint inside a request handler and inspect the incoming headers',
          ],
        },
      ],
      miniProject: {
        title: 'CLI Notes Manager',
        description:
          'A Node.js command-line tool to add, list, search and delete notes stored in a JSON file, built only with core modules.',
        deliverables: [
          'Commands and flags parsed from process.argv with util.parseArgs',
          'Asynchronous persistence with fs/promises that never leaves a half-written file',
          'Tests written with node:test covering every command',
          'README with usage examples and a short terminal recording',
        ],
      },
    },
    {
      id: 2,
      title: 'REST APIs with Express 5',
      level: 'Beginner to Intermediate',
      duration: '2 Weeks',
      objective:
        'Design and build a clean, validated, well-documented REST API with Express 5, using its native async error handling and modern routing syntax.',
      icon: 'server',
      requirements: 'Node.js modules and async/await from Phase 1.',
      pages: [
        {
          title: 'Express 5 Routing and Middleware',
          topics: [
            'What changed in Express 5: rejected promises in routes and middleware reach the error handler automatically',
            'Express 5 path syntax: named wildcards such as /*splat and optional segments in braces',
            'express.Router instances for modular route files such as routes/products.js',
            'Middleware order: express.json(), request logging, auth, routes and finally the error handler',
            'Route params, req.body parsing and req.query as a read-only getter in Express 5',
            'Serving a built React app with express.static and an SPA fallback route',
          ],
          handsOn: [
            'Build a products API with GET, POST, PATCH and DELETE routes in a separate router and exercise every route from Bruno or Postman',
            'Throw inside an async route handler and confirm that Express 5 forwards it to your error middleware without try/catch or express-async-handler',
            'Write a request-timing middleware that sets an X-Response-Time header and logs every request slower than 500 ms',
          ],
        },
        {
          title: 'Designing RESTful Resources',
          topics: [
            'Resource naming with plural nouns and nested routes such as /courses/:id/lessons',
            'Choosing status codes: 201 with Location, 204, 400, 401, 403, 404, 409 and 422',
            'Pagination with limit and cursor, plus sorting and filtering through query strings',
            'Consistent error bodies following RFC 9457 problem details',
            'API versioning with an /api/v1 prefix',
            'Documenting Express endpoints with OpenAPI 3.1 and Swagger UI',
          ],
          handsOn: [
            'Describe the endpoints of a library system (books, members, loans) in an OpenAPI 3.1 YAML file and serve it with Swagger UI at /docs',
            'Implement cursor pagination on GET /api/v1/books that returns nextCursor, and prove with a script that no book is skipped or duplicated across pages',
          ],
        },
        {
          title: 'Validation, Errors and Logging',
          topics: [
            'Validating req.body, params and query with Zod schemas in a reusable middleware',
            'Custom AppError classes mapped to HTTP status codes in a single error handler',
            'Structured JSON logging with pino and pino-http request IDs',
            'A catch-all 404 handler, and never leaking stack traces in production responses',
            'Graceful shutdown on SIGTERM: stop accepting connections, then close database connections',
          ],
          handsOn: [
            'Add a validate(schema) middleware and show that POST /books with a negative page count returns 422 with field-level messages',
            'Configure pino-http so every log line carries a request ID that is also returned in an X-Request-Id response header',
            'Send SIGTERM to the server while a slow request is in flight and show that the request completes before the process exits',
          ],
        },
      ],
      miniProject: {
        title: 'Library Management API (In-Memory)',
        description:
          'A fully documented Express 5 REST API for books, members and loans that stores data in memory until MongoDB arrives in Phase 3.',
        deliverables: [
          'Separate routers, controllers and services folders',
          'Zod validation and RFC 9457 error responses on every route',
          'Cursor pagination and filtering on all list endpoints',
          'OpenAPI 3.1 documentation served at /docs',
          'Request logging with pino and graceful shutdown on SIGTERM',
        ],
      },
    },
    {
      id: 3,
      title: 'MongoDB 8 and Mongoose Data Modelling',
      level: 'Beginner to Intermediate',
      duration: '2 Weeks',
      objective:
        'Model real application data in MongoDB 8, query it efficiently with indexes and aggregation, and use Mongoose to keep it valid from Express.',
      icon: 'database',
      requirements:
        'A free MongoDB Atlas M0 cluster or MongoDB 8 running locally in Docker, plus MongoDB Compass and mongosh installed.',
      pages: [
        {
          title: 'MongoDB Fundamentals',
          topics: [
            'Documents, collections and BSON types including ObjectId, Date and Decimal128',
            'CRUD in mongosh: insertMany, find with projections, updateOne with $set and $inc, and deleteMany',
            'Query operators $in, $gte and $regex, and $elemMatch on arrays of sub-documents',
            'Setting up MongoDB Atlas: an M0 cluster, database users and the IP access list',
            'Exploring documents and explain plans visually in MongoDB Compass',
          ],
          handsOn: [
            'Create an Atlas M0 cluster, load the sample_mflix dataset and write five mongosh queries, such as films released after 2010 with an IMDb rating above 8 sorted by year',
            'Use updateMany with $inc and $push to add a review to every film in one genre, and verify the change in Compass',
          ],
        },
        {
          title: 'Mongoose Schemas and Models',
          topics: [
            'Defining Mongoose schemas with types, required, enum, min/max and default values',
            'Embedding vs referencing: one-to-few, one-to-many and many-to-many patterns',
            'populate() for referenced documents and its hidden N+1 query cost',
            'Virtuals, instance methods, statics and toJSON transforms',
            'Pre and post middleware hooks for generating slugs and hashing passwords',
            'TypeScript-friendly Mongoose models with InferSchemaType',
            'lean() queries for faster read-only API responses',
          ],
          handsOn: [
            'Model an e-commerce domain (users, products and orders with embedded line items) and justify every embed-or-reference choice in a short DESIGN.md',
            'Replace the in-memory store of your Library API with Mongoose models while keeping every existing Bruno or Postman request passing',
            'Measure the response time of GET /books with and without lean() over 10,000 seeded documents and record the difference in your README',
          ],
        },
        {
          title: 'Indexes, Aggregation and Transactions',
          topics: [
            'Single-field, compound and text indexes, and the ESR (equality, sort, range) rule',
            'Reading explain("executionStats"): COLLSCAN vs IXSCAN and documents examined',
            'Aggregation pipeline stages $match, $group, $lookup, $unwind, $project and $facet',
            'Multi-document ACID transactions with Mongoose sessions',
            'Unique indexes for preventing duplicates and handling E11000 errors gracefully',
            'Collection-level $jsonSchema validation and seed scripts with @faker-js/faker',
          ],
          handsOn: [
            'Seed 100,000 orders with faker, run a slow filtered query, add a compound index following ESR and show totalDocsExamined drop in the explain output',
            'Write an aggregation returning monthly order totals and the five best-selling products, and expose it at GET /api/v1/reports/sales',
            'Implement a book-loan endpoint that decrements available copies and creates a loan in one transaction, and show that both writes roll back when the second one fails',
          ],
        },
      ],
      miniProject: {
        title: 'Recipe Sharing API with MongoDB',
        description:
          'A persistent REST API where users publish recipes with ingredients, tags and ratings, built on the Phase 2 structure.',
        deliverables: [
          'Mongoose models for users, recipes and ratings with validation rules',
          'Text search across titles and ingredients using a text index',
          'An aggregation endpoint for average rating and most-used tags',
          'A seed script that generates realistic demo data',
          'Index choices documented with explain output in the README',
        ],
      },
    },
    {
      id: 4,
      title: 'Authentication, Authorisation and API Security',
      level: 'Intermediate',
      duration: '10 days',
      objective:
        'Add secure sign-up, sign-in and role-based access to your Express API, and defend it against the most common API attacks.',
      icon: 'lock',
      requirements: 'A working Express and Mongoose API from Phase 3.',
      pages: [
        {
          title: 'Passwords, Sessions and JWT',
          topics: [
            'Hashing passwords with argon2 or bcrypt, and why plain text or fast hashes are never acceptable',
            'Session-based auth with express-session and connect-mongo storing sessions in MongoDB',
            'JWT structure (header, payload, signature) and choosing short expiry times',
            'Access and refresh token rotation with the refresh token in an httpOnly cookie',
            'Cookie flags HttpOnly, Secure and SameSite=Lax vs Strict, and their CSRF implications',
            'Sessions vs JWT for a MERN app: revocation, horizontal scaling and mobile clients',
          ],
          handsOn: [
            'Implement register, login, logout and GET /me with express-session and connect-mongo, and watch the session document appear and disappear in Compass',
            'Build a JWT flow with a 15-minute access token and a rotating refresh-token cookie, and prove that replaying an already-used refresh token is rejected',
            'Edit the payload of a JWT issued by your API to change the role to admin, and confirm jsonwebtoken verify() rejects it with an invalid signature error',
          ],
        },
        {
          title: 'Authorisation and Account Flows',
          topics: [
            'Role-based access control middleware such as requireRole("admin")',
            'Ownership checks so users can edit only the documents they created',
            'Password reset with single-use, hashed, expiring tokens sent through Nodemailer',
            'Email verification, and sign-in with Google through OAuth 2.0 using Passport.js',
            'Account lockout and login throttling per IP address and per account',
          ],
          handsOn: [
            'Add admin and member roles to the recipe API and show with saved requests that a member gets 403 when deleting another user’s recipe',
            'Implement forgot-password with a token that expires after 30 minutes and works only once, viewing the email in Mailpit',
          ],
        },
        {
          title: 'Hardening an Express API',
          topics: [
            'OWASP API Security Top 10: broken object-level authorisation and mass assignment',
            'Security headers with helmet, and a strict CORS allow-list that permits credentials',
            'Rate limiting with express-rate-limit backed by a shared Redis store',
            'NoSQL injection through $ operators in req.body, and Mongoose sanitizeFilter',
            'Secrets management: .env files, never committing keys and rotating leaked credentials',
            'Dependency scanning with npm audit and GitHub Dependabot alerts',
          ],
          handsOn: [
            'Send {"email": {"$ne": null}, "password": {"$ne": null}} to a deliberately naive login route, show that it logs you in, then fix it with Zod validation so the same request returns 400',
            'Configure CORS to allow only your React dev origin with credentials, and show in the browser console that a request from another origin is blocked',
            'Limit POST /auth/login to five attempts per 15 minutes and verify that the sixth attempt returns 429 with a Retry-After header',
          ],
        },
      ],
      miniProject: {
        title: 'Reusable Secure Auth Service',
        description: 'An authentication module you will plug into every later MERN project in this roadmap.',
        deliverables: [
          'Register, login, logout, refresh and /me endpoints',
          'Role-based middleware and ownership checks on protected routes',
          'Password reset and email verification flows',
          'helmet, a CORS allow-list, rate limiting and input validation in place',
          'A threat-model note listing five attacks and how each one is mitigated',
        ],
      },
    },
    {
      id: 5,
      title: 'React 19 Client for MERN Apps',
      level: 'Intermediate',
      duration: '3 Weeks',
      objective:
        'Build a typed React 19 front end with Vite that talks to your Express API, handles forms and server errors cleanly, and keeps users signed in securely.',
      icon: 'layers',
      requirements: 'HTML, CSS and modern JavaScript, plus the API from Phases 2 to 4 running locally.',
      pages: [
        {
          title: 'React 19 with Vite and TypeScript',
          topics: [
            'Scaffolding the MERN client with npm create vite@latest and the react-ts template',
            'Function components, typed props and composition for a MERN dashboard',
            'React state with useState in a MERN dashboard',
            'useEffect cleanup for API calls and the Strict Mode double-invoke in development',
            'Custom hooks such as useDebounce and useAuth for MERN screens',
            'Styling the MERN client with Tailwind CSS 4 through the @tailwindcss/vite plugin',
          ],
          handsOn: [
            'Build recipe list and recipe detail pages in React that read from your Express API and render clear loading and error states',
            'Write a useDebounce hook and use it in a search box so the API receives a single request once typing pauses for 300 ms',
            'Configure the Vite dev-server proxy so /api calls reach Express on port 4000 without any CORS errors',
          ],
        },
        {
          title: 'Routing and Forms on the MERN Client',
          topics: [
            'React Router 7 data mode with createBrowserRouter for the MERN client',
            'Loaders that call the Express API, and redirect() for signed-out users',
            'Submitting forms through React Router actions and React 19 useActionState',
            'Showing Express and Zod validation errors beside the right form fields',
            'Image upload forms with previews, sent as multipart/form-data',
          ],
          handsOn: [
            'Create routes for /recipes, /recipes/:id, /recipes/new and /login, with a layout route that holds the navbar',
            'Submit the new-recipe form through a route action and display the 422 field errors returned by Express beside each input',
          ],
        },
        {
          title: 'Client-Side Auth and Global State',
          topics: [
            'An AuthProvider context that loads the signed-in user from GET /me',
            'Sending cookies to Express with fetch credentials: "include" or axios withCredentials',
            'Silent access-token refresh with an axios interceptor that queues concurrent requests',
            'Protected and role-gated routes in the React client',
            'Zustand stores for UI state such as cart contents, filters and theme',
          ],
          handsOn: [
            'Wire the React login page to your auth service and show the signed-in user’s name in the navbar even after a full page reload',
            'Shorten the access-token lifetime to 30 seconds and confirm the interceptor refreshes it transparently while you keep browsing',
            'Hide the Admin menu for members and show that typing /admin directly sends them to a 403 page',
          ],
        },
      ],
      miniProject: {
        title: 'Recipe Sharing Web App',
        description:
          'A React 19 client for your recipe API where signed-in users browse, create, edit and rate recipes.',
        deliverables: [
          'Routes for list, detail, create, edit, login and profile pages',
          'Forms that display server-side validation errors field by field',
          'Protected routes and automatic access-token refresh',
          'A responsive Tailwind CSS 4 layout that works on phones from 360px wide upwards',
        ],
      },
    },
    {
      id: 6,
      title: 'Full-Stack Integration: Server State, Uploads and Search',
      level: 'Intermediate to Advanced',
      duration: '2 Weeks',
      objective:
        'Join client and server into one coherent product: cached data fetching, shared validation, file uploads to object storage and fast search across the stack.',
      icon: 'workflow',
      requirements: 'The React client from Phase 5 and the secured API from Phase 4.',
      pages: [
        {
          title: 'TanStack Query Against an Express API',
          topics: [
            'Query keys that mirror Express routes, such as ["recipes", { page, tag }]',
            'Mutations that invalidate MongoDB-backed lists after create, update and delete',
            'Optimistic likes that roll back when the Express API returns an error',
            'Infinite scrolling driven by MongoDB cursor pagination',
            'Zod schemas in a shared workspace package used by both Express and React',
          ],
          handsOn: [
            'Replace useEffect fetching in the recipe app with TanStack Query and show that navigating back to the list renders instantly from the cache',
            'Add infinite scroll with useInfiniteQuery driven by the nextCursor from your Express endpoint, loading 20 recipes at a time',
            'Move your Zod schemas into packages/shared and import the same schema in the Express validator and the React form',
          ],
        },
        {
          title: 'File Uploads and Media Storage',
          topics: [
            'Handling multipart uploads in Express with multer, including file size and type limits',
            'Direct-to-storage uploads with pre-signed URLs for Amazon S3 or Cloudflare R2',
            'Resizing images and converting them to WebP with sharp before storage',
            'Storing file metadata in MongoDB and cleaning up orphaned files',
            'Cloudinary as a managed alternative with on-the-fly transformations',
          ],
          handsOn: [
            'Upload a recipe photo through multer, resize it to 1200px WebP with sharp and save the resulting URL on the recipe document',
            'Implement pre-signed PUT uploads to Cloudflare R2 so files never pass through Express, and show the upload request going straight to R2 in the Network panel',
          ],
        },
        {
          title: 'Search, Filtering and Performance Across the Stack',
          topics: [
            'MongoDB Atlas Search indexes and the autocomplete operator for typeahead',
            'Turning URL search params from React Router into a single Mongoose query',
            'Response compression, ETags and Cache-Control headers for Express JSON responses',
            'Avoiding over-fetching with projections and select() in Mongoose',
            'Finding slow operations with the MongoDB Atlas Query Profiler',
          ],
          handsOn: [
            'Create an Atlas Search index with autocomplete on recipe titles and build a typeahead that returns suggestions in under 150 ms',
            'Build a filter sidebar (cuisine, cooking time, minimum rating) whose state lives in the URL and maps to one Mongoose query on the server',
          ],
        },
      ],
      miniProject: {
        title: 'Two-Sided Job Board',
        description: 'A job board where recruiters post openings and candidates search and apply with a resume upload.',
        deliverables: [
          'Recruiter and candidate roles with separate dashboards',
          'Job search with filters, Atlas Search autocomplete and infinite scroll',
          'Resume PDF uploads to object storage with size and type validation',
          'Application status changes applied through optimistic mutations',
          'Zod schemas shared between client and server',
        ],
      },
    },
    {
      id: 7,
      title: 'Real-Time Features with Socket.IO and Background Jobs',
      level: 'Intermediate to Advanced',
      duration: '10 days',
      objective:
        'Add live updates with Socket.IO, react to database changes as they happen and move slow work such as emails into reliable background queues.',
      icon: 'message',
      requirements: 'The authenticated MERN app from Phase 6, and Redis running locally in Docker.',
      pages: [
        {
          title: 'Socket.IO Fundamentals',
          topics: [
            'WebSockets vs long polling vs Server-Sent Events, and when each fits',
            'Attaching a Socket.IO 4 server to the same HTTP server as Express',
            'Emitting events, acknowledgements and typed event maps in TypeScript',
            'Rooms and namespaces for chats, shared documents and per-user channels',
            'Authenticating sockets with the session cookie or a JWT in io.use() middleware',
            'Using socket.io-client in React: connecting inside an effect and removing listeners on cleanup',
          ],
          handsOn: [
            'Build a chat room where messages appear instantly in two browser windows and are saved to MongoDB',
            'Reject socket connections that lack a valid token and show the connect_error reason in the React client',
            'Add typing indicators and online presence with rooms, and confirm both clear when a tab is closed',
          ],
        },
        {
          title: 'Scaling Real-Time and Reacting to Data Changes',
          topics: [
            'Scaling Socket.IO across several Node processes with the Redis adapter',
            'MongoDB change streams (replica set required, as on Atlas) pushing database updates to clients',
            'Connection state recovery so reconnecting clients do not miss messages',
            'Updating TanStack Query caches from socket events with setQueryData',
            'Validating and rate limiting incoming socket events to stop abusive clients',
          ],
          handsOn: [
            'Run two server instances with the Redis adapter and show that a message sent through instance A reaches a client connected to instance B',
            'Open a MongoDB change stream on orders and live-update an admin dashboard when a new order is inserted from mongosh',
          ],
        },
        {
          title: 'Background Jobs, Email and Scheduled Tasks',
          topics: [
            'Why slow work such as emails, image processing and reports belongs in a queue',
            'BullMQ queues and workers backed by Redis, with retries and exponential backoff',
            'Transactional emails with Nodemailer and React Email templates',
            'Scheduled work with BullMQ job schedulers (upsertJobScheduler) instead of setInterval',
            'Monitoring queues, failures and retries in Bull Board',
          ],
          handsOn: [
            'Move welcome-email sending into a BullMQ worker and show the sign-up response time drop while the email still arrives in Mailpit',
            'Schedule a nightly job that deletes unverified accounts older than seven days and logs how many were removed',
            'Make a job fail three times on purpose and confirm the exponential backoff timings in Bull Board',
          ],
        },
      ],
      miniProject: {
        title: 'Team Chat with Notifications',
        description: 'A Slack-style team chat with channels, direct messages and email digests of unread messages.',
        deliverables: [
          'Channels and direct messages using Socket.IO rooms, with messages persisted in MongoDB',
          'Typing indicators, read receipts and online presence',
          'Older message history loaded with cursor pagination as the user scrolls up',
          'A daily email digest of unread messages sent by a BullMQ scheduled job',
          'Verified to work across two server instances with the Redis adapter',
        ],
      },
    },
    {
      id: 8,
      title: 'Testing MERN Applications',
      level: 'Advanced',
      duration: '10 days',
      objective:
        'Test every layer of the stack, from Mongoose models and Express routes to React components and full browser journeys, and find performance limits before users do.',
      icon: 'flask',
      requirements: 'A complete MERN app from Phases 5 to 7 to test.',
      pages: [
        {
          title: 'API Testing with Vitest and Supertest',
          topics: [
            'Exporting the Express app separately from server.listen() so tests can import it',
            'Integration tests for Express routes with Supertest and Vitest',
            'An isolated database per test run with mongodb-memory-server or a Testcontainers MongoDB 8 container',
            'Test data factories and resetting collections between tests',
            'Testing authenticated routes with supertest.agent() cookie jars and signed test tokens',
            'Unit testing Mongoose validators and pre-save hooks',
          ],
          handsOn: [
            'Write Supertest tests for every recipe route covering 200, 201, 400, 401, 403, 404 and 422 responses against mongodb-memory-server',
            'Test the refresh-token rotation flow end to end with supertest.agent() and assert that a replayed token returns 401',
            'Reach 85% line coverage on the server workspace and post the coverage summary as a comment on the pull request',
          ],
        },
        {
          title: 'Client and End-to-End Testing',
          topics: [
            'Testing React components that call the MERN API with Mock Service Worker handlers',
            'Testing custom hooks such as useAuth with renderHook',
            'Playwright end-to-end tests against the real Express API and a seeded database',
            'Testing Socket.IO flows with two Playwright browser contexts',
            'Seeding and tearing down end-to-end data through a test-only API route disabled in production',
          ],
          handsOn: [
            'Write component tests for the recipe form that mock a 422 response from the API with MSW and assert the field errors are shown',
            'Create a Playwright test where user A posts in a chat channel and user B, in a separate browser context, sees the message within two seconds',
          ],
        },
        {
          title: 'Load Testing, Debugging and CI for the Whole Stack',
          topics: [
            'Load testing Express endpoints with k6 or autocannon and reading p95 latency',
            'Finding memory leaks in Node.js with heap snapshots in Chrome DevTools',
            'Checking live API responses against your OpenAPI contract',
            'Running server and client test suites in GitHub Actions with a mongo:8 service container',
          ],
          handsOn: [
            'Load test GET /api/v1/recipes with k6 at 200 virtual users and report p95 latency before and after adding a missing index',
            'Add a GitHub Actions job with a mongo:8 service container that runs the server and client tests on every pull request',
            'Introduce a deliberate leak (an ever-growing in-memory cache), capture two heap snapshots under load and identify the retained objects',
          ],
        },
      ],
      miniProject: {
        title: 'Test Harness for the Job Board',
        description: 'Bring the Phase 6 job board up to a standard a professional team would accept.',
        deliverables: [
          'Integration tests for all API routes against an in-memory MongoDB',
          'Component tests for forms and dashboards using MSW',
          'Three Playwright journeys: sign up, post a job, and apply with a resume',
          'A k6 load-test script with the measured p95 latency documented',
          'A CI workflow that blocks merging when any check fails',
        ],
      },
    },
    {
      id: 9,
      title: 'Docker, CI/CD and Production Deployment',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Package the MERN stack in containers, automate testing and releases with GitHub Actions, and run the app in production with HTTPS, monitoring and backups.',
      icon: 'cloud',
      requirements:
        'Docker Desktop (or Docker Engine on Linux), a GitHub account and the tested MERN app from Phase 8.',
      pages: [
        {
          title: 'Containerising the MERN Stack',
          topics: [
            'A multi-stage Dockerfile for the Express API on node:22-alpine running as a non-root user',
            'Building the React client and serving it from Nginx or from Express',
            '.dockerignore, layer caching and keeping Node images under 200 MB',
            'Docker Compose with api, client, mongo:8 and redis services plus named volumes',
            'Health checks and depends_on conditions so the API waits for MongoDB to be ready',
          ],
          handsOn: [
            'Write a multi-stage Dockerfile for the API and show with docker images that the final image is under 200 MB',
            'Bring up the whole stack with docker compose up and confirm that MongoDB data survives docker compose down followed by up',
          ],
        },
        {
          title: 'CI/CD with GitHub Actions',
          topics: [
            'Workflow triggers, jobs, npm dependency caching and matrix builds across Node 22 and 24',
            'Building and pushing images to GitHub Container Registry tagged with the commit SHA',
            'GitHub environments for secrets, and OIDC instead of long-lived cloud keys',
            'Running data migrations and index builds as a deployment step with migrate-mongo',
            'Rolling and blue-green deploys with automatic rollback on failed health checks',
          ],
          handsOn: [
            'Create a pipeline that lints, tests, builds Docker images and pushes them to GHCR only when the main branch is green',
            'Add a deploy job that runs only after a manual approval on a protected production environment',
          ],
        },
        {
          title: 'Hosting, Monitoring and Operations',
          topics: [
            'Deployment targets for MERN: Render or Railway, a VPS with Docker and Caddy, or AWS ECS',
            'Production MongoDB Atlas: least-privilege users, network access rules, backups and alerts',
            'Automatic HTTPS with Caddy, or Nginx with Let’s Encrypt and Certbot',
            'Running Node in production: NODE_ENV, PM2 cluster mode and the Express trust proxy setting',
            'Logs, uptime checks and Sentry error tracking for both client and server',
            'Sticky sessions and WebSocket proxying for Socket.IO behind a load balancer',
          ],
          handsOn: [
            'Deploy the API and client to a VPS with Docker Compose and Caddy, reachable over HTTPS on your own subdomain',
            'Set up an uptime monitor and a Sentry alert, crash a route deliberately and confirm you are notified within five minutes',
            'Take a mongodump of production, restore it with mongorestore into a staging database and point a staging deployment at it',
          ],
        },
      ],
      miniProject: {
        title: 'Ship the Recipe App to Production',
        description: 'Take the recipe app you have grown since Phase 3 all the way to a live, monitored deployment.',
        deliverables: [
          'Dockerfiles and a docker-compose.yml for both local and production use',
          'A GitHub Actions pipeline from pull-request checks to production deploy',
          'An HTTPS domain and an Atlas production cluster with restricted network access',
          'Structured logs, Sentry and uptime monitoring configured',
          'A runbook covering deploy, rollback and database restore',
        ],
      },
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 2,
  capstones: [
    {
      title: 'Multi-Vendor Marketplace',
      tech: ['MongoDB 8', 'Mongoose', 'Express 5', 'React 19', 'Node.js 22', 'TanStack Query', 'Docker'],
      description:
        'A marketplace where sellers list products, buyers place orders and admins moderate listings. It must reserve stock safely under concurrent orders and show each seller only their own orders and sales.',
      requirements: [
        'Buyer, seller and admin roles with ownership checks on every route',
        'Order placement that reserves stock inside a MongoDB transaction',
        'Product search with Atlas Search and filters reflected in the URL',
        'A seller dashboard with monthly sales aggregations',
        'Deployed in Docker containers through a CI/CD pipeline',
      ],
    },
    {
      title: 'Real-Time Team Project Tracker',
      tech: ['React 19', 'Socket.IO', 'Express 5', 'MongoDB 8', 'Redis', 'BullMQ'],
      description:
        'A lightweight Jira-style tool where teams manage boards, assign tasks and see each other’s changes live. It must notify assignees in the app and by email, and keep boards consistent across multiple server instances.',
      requirements: [
        'Workspaces, boards and tasks with invitation-based membership',
        'Live updates through Socket.IO rooms scaled with the Redis adapter',
        'In-app and email notifications processed by BullMQ workers',
        'A per-task activity log stored in MongoDB',
      ],
    },
    {
      title: 'Learning Management System',
      tech: ['MongoDB 8', 'Express 5', 'React 19', 'React Router 7', 'Cloudflare R2', 'Node.js 22'],
      description:
        'A course platform where instructors upload video lessons and quizzes and students track their progress. It must serve uploaded media from object storage and calculate progress and scores with MongoDB aggregations.',
      requirements: [
        'Instructor and student roles, course enrolment and ordered lessons',
        'Video and PDF uploads through pre-signed URLs',
        'Quiz attempts graded on the server with a score history',
        'A progress dashboard powered by the aggregation pipeline',
        'A certificate PDF generated automatically on course completion',
      ],
    },
    {
      title: 'Clinic Appointment Booking System',
      tech: ['MongoDB 8', 'Mongoose', 'Express 5', 'React 19', 'Socket.IO', 'Nodemailer'],
      description:
        'A booking platform where patients reserve slots with doctors and receive confirmations and reminders. It must make double booking impossible even under simultaneous requests and let doctors manage their own availability.',
      requirements: [
        'Slot booking protected by a unique index so two patients can never hold the same slot',
        'A doctor availability calendar with recurring weekly schedules',
        'Email and in-app reminders sent 24 hours before each appointment by scheduled jobs',
        'An audit log of every change made to an appointment',
        'A Playwright test in which two users race for the same slot and exactly one succeeds',
      ],
    },
    {
      title: 'Community Platform with Live Feed',
      tech: ['MongoDB 8', 'Express 5', 'React 19', 'Node.js 22', 'Socket.IO', 'sharp', 'k6'],
      description:
        'A social community app with posts, images, comments, follows and a live notification bell. It must paginate feeds efficiently and stay fast with tens of thousands of seeded posts.',
      requirements: [
        'A follow graph and home feed built on cursor pagination and the right indexes',
        'Image posts resized with sharp and stored in object storage',
        'Real-time notifications for likes, comments and new followers',
        'Content reporting with an admin moderation queue',
        'A k6 load test showing p95 feed latency under 300 ms with 50,000 posts',
      ],
    },
  ],
  promptsHeading: 'Journal Prompts',
  prompts: [
    'Which data did you embed and which did you reference in MongoDB this week, and which query pattern convinced you?',
    'Trace one request from a click in React to a MongoDB write and back. Where could it fail, and how does each layer report that failure to the user?',
    'Did you choose sessions or JWTs for authentication? What attack or operational problem would make you switch to the other?',
    'What broke the first time two users used your real-time feature at once, and how did you reproduce and fix it?',
    'Looking at your Docker and CI setup, what would need to change before a team of five could safely deploy this app every day?',
  ],
  extras: [
    {
      kind: 'list',
      heading: 'Career Roles This Track Prepares You For',
      intro: 'The MERN portfolio you build here maps directly to these roles:',
      items: [
        'MERN Stack Developer',
        'Node.js and Express Backend Developer',
        'Full-Stack JavaScript Engineer at product start-ups',
        'MongoDB Application Developer',
        'Junior developer with DevOps skills who can containerise and deploy web apps',
      ],
    },
  ],
} satisfies Guide
