import type { Guide } from '../schema'

export const guide = {
  slug: 'frontend',
  title: 'Frontend Development',
  tagline: 'From your first HTML page to fast, accessible, tested React and Next.js apps in production.',
  intro:
    'A week-by-week roadmap through semantic HTML, modern CSS, JavaScript, TypeScript, React 19 and the tooling real teams ship with today: Vite, Tailwind CSS 4, React Router 7, TanStack Query, Vitest, Playwright and Next.js 16. Every phase ends in working code pushed to GitHub, and the five capstones give you a portfolio that shows hiring managers you can build, test and deploy interfaces people can actually use.',
  facts: [
    { label: 'Guide phases', value: '13' },
    { label: 'Self-paced duration', value: '6–7 months' },
    { label: 'Capstones', value: '5' },
    { label: 'Weekly effort', value: '12–15 hours' },
  ],
  levelScale: 'standard',
  requirementsNote:
    'You need a laptop with at least 8 GB RAM, an up-to-date Chrome, Edge or Firefox, and a free GitHub account. No prior programming experience is assumed: Phase 1 sets up every tool you will use.',
  phases: [
    {
      id: 1,
      title: 'How the Web Works and Your Developer Toolkit',
      level: 'Absolute Beginner',
      duration: '3-4 days',
      objective:
        'Understand what happens between typing a URL and seeing a page, and set up the editor, runtime and version control you will use for the rest of the course.',
      icon: 'globe',
      requirements: 'A laptop running Windows 11, macOS or Linux with admin rights to install software.',
      pages: [
        {
          title: 'Browsers, HTTP and the Request–Response Cycle',
          topics: [
            'What happens when you type a URL: DNS lookup, TCP and TLS handshake, then the HTTP request',
            'HTTP methods, status codes (200, 301, 404, 500) and the response headers a browser reads',
            'How the browser parses HTML into the DOM and CSS into the CSSOM',
            'The critical rendering path: style calculation, layout, paint and composite',
            'Static sites vs single-page apps vs server-rendered pages, and where frontend code runs',
          ],
          handsOn: [
            'Open the Chrome DevTools Network panel on a news site, reload with cache disabled, and list the first ten requests with their type, status code and transfer size in a notes file',
            'Run curl -I against three popular websites and record which use HTTP/2 or HTTP/3, their cache-control headers and any redirects they issue',
            'Record a Performance panel trace of a page load and mark the first contentful paint and the longest layout task in a screenshot',
          ],
        },
        {
          title: 'Setting Up VS Code, Node.js and Git',
          topics: [
            'Installing VS Code with the Prettier, ESLint and Error Lens extensions',
            'Installing Node.js 22 LTS with fnm or nvm-windows and checking node -v and npm -v',
            'Terminal essentials for frontend work: cd, ls, mkdir, relative paths and running npm scripts',
            'Git basics: init, add, commit, log and writing meaningful commit messages',
            'GitHub workflow: SSH keys, the origin remote, push, branches and pull requests',
            'A first tour of browser DevTools: Elements, Console, Sources, Network and Application panels',
          ],
          handsOn: [
            'Install Node.js 22 LTS with a version manager, run npm init -y in a new folder, and add a script to package.json that prints "Hello, RealWork" when you run npm run hello',
            'Create a GitHub repository called frontend-journal, push a README with your learning goals, then change it on a branch and merge it through a pull request',
            'Configure VS Code to format on save with Prettier and confirm that a badly indented HTML file is fixed the moment you press Ctrl+S',
          ],
        },
      ],
      miniProject: {
        title: 'Developer Setup Journal Repository',
        description:
          'A public GitHub repository that documents your machine setup and becomes the weekly learning journal you keep for the whole course.',
        deliverables: [
          'README listing every installed tool with its exact version (Node.js, npm, Git, VS Code, browser)',
          'A notes file summarising the Network panel and curl experiments in your own words',
          'At least three commits and one merged pull request with a descriptive title',
          'A .gitignore that excludes node_modules and editor folders',
        ],
      },
    },
    {
      id: 2,
      title: 'Semantic HTML5 and Accessible Markup',
      level: 'Absolute Beginner',
      duration: '1 Week',
      objective:
        'Write valid, meaningful HTML5 that browsers, search engines and assistive technologies understand, and learn the WCAG 2.2 basics every later phase builds on.',
      icon: 'file-text',
      requirements: 'Phase 1 complete: VS Code, Git and a GitHub account ready.',
      pages: [
        {
          title: 'Document Structure and Semantic Elements',
          topics: [
            'The HTML5 document skeleton: doctype, the lang attribute, meta charset and the viewport meta tag',
            'Landmark elements header, nav, main, aside and footer, and when to use each',
            'article vs section vs div: choosing elements by meaning rather than appearance',
            'Heading hierarchy h1 to h6 and why skipped levels confuse screen-reader users',
            'Links vs buttons: anchors navigate, buttons perform actions',
            'Meaningful alt text, empty alt for decorative images, and figure with figcaption',
          ],
          handsOn: [
            'Rewrite a div-only blog page using landmarks and headings, then confirm with the HeadingsMap extension that it has one h1 and no skipped levels',
            'Write alt text for ten photos from a travel site, mark two of them as decorative with alt="", and compare your choices with a classmate',
            'Validate your page with the W3C Nu HTML Checker and fix every error until the checker reports none',
          ],
        },
        {
          title: 'Forms, Tables and Media That Everyone Can Use',
          topics: [
            'Input types email, tel, number and date, and the mobile keyboards they trigger',
            'Explicit labels, fieldset with legend, and linking hint text through aria-describedby',
            'Native validation with required, pattern and minlength, styled with the :user-invalid pseudo-class',
            'Data tables with caption, thead and th scope, and why layout tables are an anti-pattern',
            'Video and audio elements with captions supplied through track and WebVTT files',
            'Native dialog and details/summary elements before reaching for JavaScript',
          ],
          handsOn: [
            'Build a college admission enquiry form with name, email, phone, course select and a consent checkbox; submit it empty and confirm the browser blocks submission with a message on each required field',
            'Mark up a cricket scorecard as an accessible table and confirm in the Chrome accessibility tree that every cell exposes its column header',
            'Navigate your form using only Tab, Shift+Tab, Space and Enter, and list every control you could not reach or operate',
          ],
        },
        {
          title: 'Accessibility Foundations: WCAG 2.2 in Practice',
          topics: [
            'The four WCAG 2.2 principles: perceivable, operable, understandable and robust',
            'New in WCAG 2.2: focus not obscured, minimum 24×24 px target size and accessible authentication',
            'The first rule of ARIA: prefer native HTML, and add roles and states only when nothing native fits',
            'Screen readers to test with: NVDA on Windows, VoiceOver on macOS and iOS, TalkBack on Android',
            'Skip links and clearly visible focus indicators for keyboard users',
          ],
          handsOn: [
            'Add a skip-to-content link to your blog page that appears on the first Tab press and moves focus to the main element',
            'Run Lighthouse and the axe DevTools extension on your form page and fix issues until both report zero accessibility violations',
            'Listen to your page with NVDA or VoiceOver for five minutes and write down three moments that sounded confusing, with a fix for each',
          ],
        },
      ],
      miniProject: {
        title: 'Accessible Tech Fest Registration Page',
        description:
          'A single semantic HTML page, with no CSS yet, for a college tech fest: an event schedule, a speaker list and a registration form.',
        deliverables: [
          'Landmarks, exactly one h1 and a logical heading outline',
          'Schedule marked up as a data table with a caption and scoped headers',
          'Registration form with labels, hint text and native validation',
          'Zero errors in the W3C validator and zero axe violations',
          'Published on GitHub Pages with the live link in your README',
        ],
      },
    },
    {
      id: 3,
      title: 'CSS Foundations: Cascade, Box Model, Flexbox and Grid',
      level: 'Beginner',
      duration: '2 Weeks',
      objective:
        'Control how every element is sized and placed by mastering the cascade, the box model and the two modern layout systems, Flexbox and CSS Grid.',
      icon: 'layout',
      requirements: 'Comfortable writing semantic HTML pages from Phase 2.',
      pages: [
        {
          title: 'Selectors, the Cascade and the Box Model',
          topics: [
            'How the cascade resolves conflicts: origin, specificity, source order and !important',
            'Specificity scoring for type, class and ID selectors, and the zero-specificity :where()',
            'Inheritance and the initial, inherit, unset and revert keywords',
            'The box model: content, padding, border, margin and box-sizing: border-box',
            'Margin collapsing between block elements and why flex and grid containers prevent it',
            'Units in practice: px, rem, em, %, vw/vh and the dynamic dvh, svh and lvh viewport units',
          ],
          handsOn: [
            'Create a specificity quiz of eight selector pairs, predict the winner of each, then verify every answer in the DevTools Styles pane',
            'Style the same profile card with content-box and with border-box, and explain the width difference using the DevTools box-model diagram',
            'Fix a mobile hero section that jumps when the address bar hides by replacing 100vh with 100dvh, and confirm the fix on a real phone',
          ],
        },
        {
          title: 'Flexbox for One-Dimensional Layouts',
          topics: [
            'Flex containers vs flex items, and the main and cross axes',
            'Flexbox alignment: justify-content vs align-items vs align-self',
            'flex-grow, flex-shrink and flex-basis, and what the flex: 1 shorthand really sets',
            'flex-wrap with gap for tag lists and rows of buttons',
            'Centring any element horizontally and vertically with Flexbox',
            'Common Flexbox bugs: min-width: auto overflow and images squashed by flex-shrink',
          ],
          handsOn: [
            'Build a navbar with the logo on the left and links on the right that wraps the links onto a second line below 500px',
            'Complete all 24 levels of Flexbox Froggy and note the three properties you found hardest, with an example of each',
            'Create a media object (avatar beside text) where a long unbroken URL no longer overflows once you add min-width: 0 to the text column',
          ],
        },
        {
          title: 'CSS Grid for Two-Dimensional Layouts',
          topics: [
            'grid-template-columns with fr units, repeat() and minmax()',
            'auto-fit vs auto-fill for card grids that need no media queries',
            'Named grid areas with grid-template-areas for whole-page layouts',
            'Placing items with line numbers, span and negative indices',
            'Subgrid for aligning card titles, prices and footers across a row',
            'Choosing between Grid and Flexbox for a given component',
          ],
          handsOn: [
            'Build a responsive pricing table with CSS Grid that collapses to one column below 600px; verify in DevTools device mode',
            'Lay out a holy-grail page (header, sidebar, content, ads, footer) with grid-template-areas, then reorder it for mobile by changing only the areas string',
            'Use subgrid so that three product cards with different title lengths keep their prices and buttons aligned on one line',
          ],
        },
      ],
      miniProject: {
        title: 'Restaurant Landing Page',
        description:
          'Turn your semantic HTML skills into a complete single-page site for a local restaurant, using Flexbox for components and Grid for the page layout.',
        deliverables: [
          'Header with Flexbox navigation and a full-height hero sized with dvh units',
          'Menu section as an auto-fit card grid with subgrid-aligned dish names and descriptions',
          'Opening-hours table and location section styled without any CSS framework',
          'No horizontal scrolling at any width from 320px to 1440px',
          'Deployed on GitHub Pages or Netlify with before and after screenshots in the README',
        ],
      },
    },
    {
      id: 4,
      title: 'Responsive Design and Modern CSS Features',
      level: 'Beginner',
      duration: '10 days',
      objective:
        'Build interfaces that adapt to any screen and any container, using the modern CSS features now supported across browsers instead of JavaScript workarounds.',
      icon: 'smartphone',
      requirements: 'Flexbox and Grid from Phase 3.',
      pages: [
        {
          title: 'Mobile-First Responsive Design',
          topics: [
            'Mobile-first media queries with min-width and the range syntax (width >= 768px)',
            'Fluid typography and spacing with clamp() instead of breakpoint jumps',
            'Responsive images with srcset, sizes and the picture element serving AVIF and WebP',
            'Preventing layout shift with width and height attributes and aspect-ratio',
            'Input-aware styling with the hover and pointer media features, plus prefers-reduced-motion',
          ],
          handsOn: [
            'Convert your restaurant page to mobile-first CSS and cut the number of media queries by at least half using clamp()',
            'Serve a hero image in AVIF, WebP and JPEG through a picture element and confirm in the Network panel that Chrome downloads only the AVIF file',
            'Wrap every animation in a prefers-reduced-motion query and test it by emulating the setting in the DevTools Rendering tab',
          ],
        },
        {
          title: 'Container Queries, Custom Properties and Cascade Layers',
          topics: [
            'Size container queries with container-type: inline-size and @container rules',
            'Container query units cqi and cqb for component-level fluid sizing',
            'CSS custom properties for themes and scoped overrides, and typed values with @property',
            'Cascade layers with @layer reset, base, components and utilities',
            'Native CSS nesting with the & selector and no preprocessor',
            'The :has() relational selector for parent-aware styling',
          ],
          handsOn: [
            'Build a product card that switches from stacked to side-by-side when its container is wider than 400px, and place it in both a sidebar and the main column to prove it responds to its container',
            'Implement light and dark themes with custom properties and light-dark(), plus a toggle that respects prefers-color-scheme on the first visit',
            'Give a fieldset a red border through :has(:user-invalid) so invalid forms are highlighted without any JavaScript',
          ],
        },
        {
          title: 'Colour, Motion and Native UI in Modern CSS',
          topics: [
            'oklch() colours and color-mix() for consistent, accessible palettes',
            'Contrast ratios: 4.5:1 for body text, 3:1 for large text and UI components',
            'Transitions and keyframe animations on transform and opacity for smooth 60 fps motion',
            'Same-document and cross-document view transitions with @view-transition',
            'The Popover API and CSS anchor positioning for tooltips and menus, checked against Baseline on MDN',
            'Scroll-driven animations with animation-timeline: scroll() and view()',
          ],
          handsOn: [
            'Generate a five-step brand palette with oklch() and verify every text and background pair passes 4.5:1 in the DevTools contrast picker',
            'Build a dropdown menu with the popover attribute that opens, closes on Escape and light-dismisses on outside click, using zero lines of JavaScript',
            'Add a reading-progress bar driven by animation-timeline: scroll() to a long article, and confirm it degrades gracefully in a browser without support',
          ],
        },
      ],
      miniProject: {
        title: 'Responsive Component Gallery',
        description:
          'A living style-guide page of ten reusable components that adapt to their container rather than the viewport.',
        deliverables: [
          'Cards, buttons, alerts, tabs and a navbar built with container queries and custom properties',
          'Light and dark themes built on oklch() tokens with contrast ratios documented beside each colour',
          'All CSS organised into cascade layers with the reset layer first',
          'A Lighthouse accessibility score of 100 under mobile emulation',
        ],
      },
    },
    {
      id: 5,
      title: 'JavaScript Fundamentals with Modern ES2024+',
      level: 'Beginner to Intermediate',
      duration: '3 Weeks',
      objective:
        'Learn the JavaScript language properly, from values and functions to closures and the newest built-ins, so that frameworks later feel like tools rather than magic.',
      icon: 'braces',
      requirements: 'Node.js 22 installed from Phase 1; no programming background needed beyond HTML and CSS.',
      pages: [
        {
          title: 'Values, Variables and Control Flow',
          topics: [
            'let and const, block scope, and why var is avoided in modern code',
            'Primitive types vs objects, typeof quirks, and null vs undefined',
            'Strict equality ===, truthy and falsy values, and type coercion pitfalls',
            'Template literals, optional chaining ?. and nullish coalescing ??',
            'Conditionals, switch, for...of loops and the early-return pattern',
            'Debugging with console.table, breakpoints and the debugger statement',
          ],
          handsOn: [
            'Write an electricity-bill calculator in Node.js that applies three unit slabs and prints an itemised bill using template literals',
            'Set a breakpoint inside a loop in the Chrome Sources panel, step through ten iterations and watch two variables change in the Scope pane',
            'Build a truthy/falsy table of twelve values with console.table and explain each surprising row in a code comment',
          ],
        },
        {
          title: 'Functions, Scope and Closures',
          topics: [
            'Function declarations vs expressions vs arrow functions, and how each binds this',
            'Default, rest and destructured parameters',
            'Lexical scope, closures and the module pattern for private state',
            'Higher-order functions and callbacks',
            'Pure functions and avoiding hidden side effects',
            'Hoisting and the temporal dead zone for let and const',
          ],
          handsOn: [
            'Build a makeCounter() closure factory with increment, decrement and reset, and show that two counters keep independent counts',
            'Write a debounce(fn, delay) helper from scratch and prove with timestamps that typing 20 characters quickly triggers only one call',
            'Refactor three functions that mutate a global cart array into pure functions that return new arrays, with console.assert checks for each',
          ],
        },
        {
          title: 'Arrays, Objects and Modern Built-ins',
          topics: [
            'map, filter, reduce and find for transforming data without manual loops',
            'Non-mutating array methods toSorted, toReversed, toSpliced and with',
            'Object.groupBy and Map.groupBy (ES2024) for grouping records',
            'Spread, rest and destructuring of arrays and objects',
            'Map and Set, plus the ES2025 Set methods union, intersection and difference',
            'structuredClone for deep copies, and the limits of JSON.parse(JSON.stringify())',
            'Intl.NumberFormat and Intl.DateTimeFormat with the en-IN locale for lakh-style grouping and Indian dates',
          ],
          handsOn: [
            'Given a JSON array of 50 student marks, compute the class average, the topper in each subject and the count per grade using only map, filter, reduce and Object.groupBy',
            'Format 1234567.5 as 12,34,567.5 with Intl.NumberFormat("en-IN") and a date as 15 Aug 2026 with Intl.DateTimeFormat, and log both',
            'Show that sort() mutates the original array while toSorted() does not by logging both arrays before and after each call',
          ],
        },
      ],
      miniProject: {
        title: 'Command-Line Expense Analyser',
        description:
          'A Node.js script that reads a month of expenses from a JSON file and prints useful insights, using nothing but core JavaScript.',
        deliverables: [
          'Totals per category computed with Object.groupBy and reduce',
          'Top five expenses listed with toSorted, leaving the input array untouched',
          'Amounts formatted with Intl.NumberFormat for the en-IN locale',
          'Validation that reports malformed rows by line number instead of crashing',
          'README explaining how to run it and how to develop with node --watch',
        ],
      },
    },
    {
      id: 6,
      title: 'The DOM, Events and Browser APIs',
      level: 'Beginner to Intermediate',
      duration: '2 Weeks',
      objective:
        'Make pages interactive by reading and changing the DOM, handling events accessibly and using the browser’s built-in storage and observer APIs.',
      icon: 'code',
      requirements: 'JavaScript functions, arrays and objects from Phase 5.',
      pages: [
        {
          title: 'Selecting and Changing the DOM',
          topics: [
            'querySelector and querySelectorAll, and how a static NodeList differs from a live HTMLCollection',
            'Creating elements safely with createElement and textContent instead of innerHTML',
            'The template element and cloneNode for repeated markup',
            'classList, data-* attributes and driving visual state through CSS classes',
            'Batching DOM writes with DocumentFragment to avoid layout thrashing',
          ],
          handsOn: [
            'Render 100 products from a JavaScript array using a template element and a DocumentFragment, and confirm in the Performance panel that only one layout occurs',
            'Demonstrate an XSS risk by inserting <img src=x onerror=alert(1)> through innerHTML, then fix it with textContent and show the alert no longer fires',
          ],
        },
        {
          title: 'Events and Interactive Components',
          topics: [
            'addEventListener options once, passive and signal for clean removal',
            'Event bubbling, capturing and event delegation on a parent element',
            'preventDefault on form submit and reading values with FormData',
            'Keyboard events and building keyboard interactions that match ARIA patterns',
            'Moving focus programmatically after opening a modal or deleting an item',
            'CustomEvent for communication between decoupled components',
          ],
          handsOn: [
            'Build an accessible tabs component following the ARIA Authoring Practices Guide, with arrow-key navigation and a roving tabindex',
            'Handle delete buttons on 200 dynamically added list items with a single delegated click listener on the ul',
            'Create a modal with the native dialog element and showModal() that closes on Escape and returns focus to the button that opened it',
          ],
        },
        {
          title: 'Browser Storage and Web APIs',
          topics: [
            'localStorage vs sessionStorage vs IndexedDB, and their practical size limits',
            'Serialising app state to JSON and recovering from corrupt stored data',
            'IntersectionObserver for lazy loading and infinite scroll',
            'ResizeObserver and matchMedia for JavaScript-driven responsiveness',
            'Clipboard, Geolocation and Notifications APIs and their permission prompts',
            'URL and URLSearchParams for shareable filter state in the address bar',
          ],
          handsOn: [
            'Persist a theme choice and a to-do list in localStorage so both survive a hard reload, and recover gracefully when the stored JSON is hand-edited to be invalid',
            'Implement infinite scroll on a photo grid with IntersectionObserver that loads 20 more items whenever a sentinel element enters the viewport',
            'Sync a search box and a category filter to URLSearchParams so pasting the URL into a new tab restores exactly the same results',
          ],
        },
      ],
      miniProject: {
        title: 'Vanilla JavaScript Kanban Board',
        description: 'A three-column task board (To Do, Doing, Done) built without any framework and saved locally.',
        deliverables: [
          'Add, edit and delete cards using event delegation',
          'Move cards between columns with buttons and keyboard shortcuts (drag-and-drop optional)',
          'Board state persisted to localStorage and restored on load',
          'Label filter kept in the URL query string',
          'Every control operable by keyboard with a visible focus style',
        ],
      },
    },
    {
      id: 7,
      title: 'Asynchronous JavaScript, APIs and Build Tooling',
      level: 'Intermediate',
      duration: '2 Weeks',
      objective:
        'Fetch and display remote data reliably, understand the event loop well enough to predict async behaviour, and move from loose script files to a Vite project with ES modules.',
      icon: 'network',
      requirements: 'DOM and events from Phase 6; Node.js 22 and npm working.',
      pages: [
        {
          title: 'Promises, async/await and the Event Loop',
          topics: [
            'The browser event loop: call stack, task queue and microtask queue',
            'Promise states, then/catch/finally and chaining',
            'async/await with try/catch for readable error handling',
            'Promise.all, allSettled, race and any for concurrent requests',
            'Promise.withResolvers (ES2024) for wrapping callback and event-based APIs',
            'Timers vs microtasks: predicting the order of console output',
          ],
          handsOn: [
            'Predict and then verify the log order of a snippet mixing setTimeout, Promise.resolve().then and queueMicrotask, explaining each step in a comment',
            'Fetch three public APIs concurrently with Promise.allSettled and render partial results when one of them fails',
          ],
        },
        {
          title: 'Working with REST APIs Using fetch',
          topics: [
            'fetch basics: method, headers, JSON bodies and checking response.ok',
            'Designing loading, empty, error and success states for every request',
            'Cancelling stale requests with AbortController and AbortSignal.timeout()',
            'CORS from the browser side: preflight requests and why they fail',
            'Sending credentials with credentials: "include" and where not to store tokens',
            'Retrying with exponential backoff on flaky mobile networks',
          ],
          handsOn: [
            'Build a GitHub user search that aborts the previous request on each keystroke and never shows out-of-order results',
            'Throttle the network to Slow 4G in DevTools and confirm your app shows a skeleton loader, then an error message with a Retry button when you switch to Offline',
            'Trigger a CORS error deliberately against an API that sends no CORS headers, and document the exact console message and its cause',
          ],
        },
        {
          title: 'ES Modules, npm and Vite',
          topics: [
            'ES modules: named vs default exports, import maps and dynamic import()',
            'package.json scripts, dependencies vs devDependencies and semantic versioning ranges',
            'package-lock.json, npm ci and why lockfiles matter on a team',
            'Scaffolding with npm create vite@latest and the Vite 8 dev server with hot module replacement',
            'Environment variables in Vite through import.meta.env and the VITE_ prefix',
            'Production builds: bundling, tree-shaking, hashed file names and vite preview',
          ],
          handsOn: [
            'Migrate your Kanban board into a Vite project split into at least five ES modules and confirm the production build is under 20 KB gzipped',
            'Lazy-load a charting library with dynamic import() only when a Stats tab is opened, and verify in the Network panel that it arrives as a separate chunk',
            'Store an API base URL in .env.development and .env.production and show that vite build picks up the production value',
          ],
        },
      ],
      miniProject: {
        title: 'Indian Cities Weather Dashboard',
        description:
          'A Vite app that shows current conditions and a five-day forecast for any Indian city using the free Open-Meteo geocoding and forecast APIs.',
        deliverables: [
          'City search with geocoding and request cancellation through AbortController',
          'Skeleton, error and empty states for every panel',
          'Recent searches saved in localStorage',
          'Code split into ES modules, with a production build deployed to Netlify',
        ],
      },
    },
    {
      id: 8,
      title: 'TypeScript for Frontend Developers',
      level: 'Intermediate',
      duration: '2 Weeks',
      objective:
        'Use TypeScript to catch bugs before the browser does, model UI state precisely and validate untrusted data at runtime.',
      icon: 'shield',
      requirements: 'Confident with modern JavaScript, ES modules and Vite from Phase 7.',
      pages: [
        {
          title: 'Type System Essentials',
          topics: [
            'Type annotations vs inference, and when to let TypeScript infer',
            'Interfaces vs type aliases for object shapes',
            'Union and literal types for finite UI states such as idle, loading, success and error',
            'Narrowing with typeof, in, instanceof and discriminated unions',
            'unknown vs any, and how any silently switches off checking',
            'Strict tsconfig flags: strictNullChecks and noUncheckedIndexedAccess',
          ],
          handsOn: [
            'Model an API request state as a discriminated union and write a render function where the compiler errors if the error case is not handled',
            'Enable strict and noUncheckedIndexedAccess in an existing Vite project and fix every compiler error without using any',
          ],
        },
        {
          title: 'Generics, Utility Types and Typing the DOM',
          topics: [
            'Generic functions and constraining type parameters with extends',
            'Utility types Partial, Pick, Omit, Record, ReturnType and Awaited',
            'The satisfies operator for checking config objects without widening them',
            'Typing DOM queries: casting to HTMLInputElement vs checking with instanceof',
            'Typing fetch responses and validating them at runtime with Zod 4',
            'Template literal types for event names and component variants',
          ],
          handsOn: [
            'Write a generic groupBy<T, K extends PropertyKey> helper and exercise it with three different record types',
            'Parse a fetched JSON payload with a Zod schema and show that the inferred TypeScript type updates automatically when the schema changes',
            'Type a routes configuration with satisfies so that misspelled route keys are compile errors while literal path values are preserved',
          ],
        },
        {
          title: 'TypeScript Tooling in Real Projects',
          topics: [
            'tsconfig for Vite apps: moduleResolution bundler, verbatimModuleSyntax and isolatedModules',
            'Running tsc --noEmit in CI while Vite strips types during development',
            'Declaration files, @types packages and typing an untyped library',
            'TypeScript 6 deprecations and the native Go-based TypeScript 7 compiler preview',
            'Type-aware linting with typescript-eslint in an ESLint flat config',
          ],
          handsOn: [
            'Convert your weather dashboard to TypeScript one file at a time, keeping the app running after each file, and finish with zero tsc errors',
            'Write a .d.ts file for a small untyped npm package and show autocompletion working in VS Code',
            'Add an npm run typecheck script and a GitHub Actions job that fails the pull request when a type error is introduced',
          ],
        },
      ],
      miniProject: {
        title: 'Typed Expense Tracker',
        description:
          'Rebuild the Phase 5 expense analyser as a typed browser app that validates data at every boundary.',
        deliverables: [
          'Domain types for expenses, categories and filters with no use of any',
          'Zod schemas validating both form input and data read from localStorage',
          'Generic helper functions reused by at least three modules without type assertions',
          'CI workflow running tsc --noEmit and ESLint on every push',
        ],
      },
    },
    {
      id: 9,
      title: 'React 19 Fundamentals',
      level: 'Intermediate',
      duration: '4+ weeks',
      objective:
        'Think in components, manage state and effects correctly, and use React 19 actions, Suspense and the React Compiler to build interactive TypeScript UIs.',
      icon: 'layers',
      requirements: 'TypeScript basics from Phase 8 and comfort with array methods and destructuring.',
      pages: [
        {
          title: 'Components, JSX and Props',
          topics: [
            'Thinking in React: splitting a mock-up into a component tree',
            'JSX rules: a single root, className, expressions in braces and fragments',
            'Typing props with TypeScript, including children and optional props with defaults',
            'Rendering lists with stable keys, and why array-index keys break state',
            'Conditional rendering with &&, ternaries and early returns',
            'ref as a regular prop in React 19 without forwardRef',
          ],
          handsOn: [
            'Recreate a food-delivery restaurant listing from a screenshot as at least eight typed components with no state yet',
            'Demonstrate the index-key bug by reordering a list of text inputs, fix it with stable ids, and record both behaviours in a short screen capture',
          ],
        },
        {
          title: 'State, Events and Effects',
          topics: [
            'useState, state as a snapshot, and updater functions for sequential updates',
            'Lifting state up and passing callbacks to child components',
            'Controlled vs uncontrolled inputs in React forms',
            'useReducer for complex state transitions with typed actions',
            'useEffect for synchronising with external systems, and when you do not need an effect',
            'useRef for DOM access and for values that should not trigger re-renders',
            'Context with createContext and reading it through use() for theme and auth data',
          ],
          handsOn: [
            'Build a shopping cart with useReducer supporting add, remove, change quantity and clear, with a fully typed reducer and action union',
            'Find and remove three unnecessary useEffect calls in a provided component by deriving the values during render instead',
            'Write a useLocalStorage<T> custom hook and reuse it for both a theme toggle and a notes list',
          ],
        },
        {
          title: 'React 19 Actions, Suspense and the Compiler',
          topics: [
            'Form actions: passing a function to the form action prop in React 19',
            'useActionState for pending state and errors returned from a submission',
            'useOptimistic for instant feedback while a request is in flight',
            'useFormStatus inside reusable submit-button components',
            'Suspense boundaries, lazy() and reading promises with use()',
            'React Compiler 1.0: automatic memoisation and when useMemo or useCallback are still needed',
            'Error boundaries that isolate a failure to one part of the tree',
          ],
          handsOn: [
            'Build a comment form with useActionState that shows a pending spinner and a validation error without a single useState for loading',
            'Add a like button using useOptimistic that rolls the count back when a simulated request fails 30% of the time',
            'Enable babel-plugin-react-compiler in Vite, profile a slow list in React DevTools before and after, and report the change in render counts',
          ],
        },
      ],
      miniProject: {
        title: 'Recipe Finder App',
        description:
          'A React 19, TypeScript and Vite app that searches TheMealDB API, shows recipe details and saves favourites.',
        deliverables: [
          'At least ten typed components in a clear feature-based folder structure',
          'Debounced search with loading skeletons and an error boundary around results',
          'Favourites stored through your useLocalStorage hook',
          'A rating form built with useActionState and useOptimistic',
          'Deployed build with a Lighthouse performance score above 90 on mobile',
        ],
      },
    },
    {
      id: 10,
      title: 'Routing, Data Fetching and State with React Router 7 and TanStack Query',
      level: 'Intermediate to Advanced',
      duration: '3 Weeks',
      objective:
        'Structure multi-page React apps with React Router 7, cache server data with TanStack Query and decide deliberately where each piece of state should live.',
      icon: 'workflow',
      requirements: 'React components, hooks and TypeScript from Phases 8 and 9.',
      pages: [
        {
          title: 'React Router 7: Routes, Loaders and Actions',
          topics: [
            'Declarative, data and framework modes in React Router 7, and which to choose',
            'Nested routes, layout routes with Outlet, and index routes',
            'Dynamic segments with useParams, and search params for filters',
            'Route loaders for fetching before render and actions for mutations',
            'Generated route types with react-router typegen in framework mode',
            'Pending UI with useNavigation, and useFetcher for mutations without navigation',
            'Route error boundaries and isRouteErrorResponse for 404 pages',
          ],
          handsOn: [
            'Create a framework-mode app with npx create-react-router@latest that has a product list, a product detail page at /products/:id and a custom 404 route',
            'Move product fetching from useEffect into a loader and show in the Network panel that data starts loading before the component code runs',
            'Implement add-to-wishlist with useFetcher so the button shows a pending state without navigating away',
          ],
        },
        {
          title: 'Server State with TanStack Query v5',
          topics: [
            'Server state vs client state, and why cached remote data needs its own tool',
            'useQuery with query keys, staleTime and gcTime',
            'useMutation with invalidateQueries and optimistic cache updates',
            'Paginated and infinite lists with useInfiniteQuery',
            'Prefetching on hover and seeding the cache from route loaders',
            'TanStack Query Devtools for inspecting cache entries and refetches',
          ],
          handsOn: [
            'Refactor the recipe finder to TanStack Query and show in Devtools that revisiting a recipe within 60 seconds makes no new request',
            'Build a paginated GitHub issues browser with useInfiniteQuery and a Load more button that disables itself on the last page',
            'Add an optimistic to-do toggle with useMutation that rolls back and shows a toast when the mock API returns 500',
          ],
        },
        {
          title: 'Client State and App Architecture',
          topics: [
            'Deciding where state lives: URL, component, context, global store or server cache',
            'Zustand 5 stores with selectors to avoid unnecessary re-renders',
            'Feature-based folder structure for medium-sized React apps',
            'Authentication flows in the browser: protected routes, redirects and session expiry',
            'A typed fetch wrapper with a base URL per environment',
          ],
          handsOn: [
            'Move a cart from Context to a Zustand store and use the React DevTools highlight-updates option to show the header no longer re-renders on quantity changes',
            'Protect /account routes with a loader that redirects signed-out users to /login?redirectTo=/account and returns them there after sign-in',
          ],
        },
      ],
      miniProject: {
        title: 'Movie Watchlist App',
        description:
          'A multi-page React Router 7 app built on the TMDB API, with cached server data and a persistent watchlist.',
        deliverables: [
          'Routes for home, search, movie detail, watchlist and a 404 page',
          'TanStack Query caching with prefetch on hover for movie cards',
          'Watchlist held in a Zustand store and persisted to localStorage',
          'Filters and page number kept in URL search params',
          'A mock sign-in that protects the watchlist route',
        ],
      },
    },
    {
      id: 11,
      title: 'Styling at Scale: Tailwind CSS 4, Design Systems and Forms',
      level: 'Intermediate to Advanced',
      duration: '2 Weeks',
      objective:
        'Style large React apps consistently with Tailwind CSS 4 and accessible headless components, and build production-grade forms with shared validation.',
      icon: 'palette',
      requirements: 'Solid CSS from Phases 3 and 4, and React from Phase 9.',
      pages: [
        {
          title: 'Tailwind CSS 4 in Depth',
          topics: [
            'Installing Tailwind CSS 4 with the @tailwindcss/vite plugin and a single @import "tailwindcss"',
            'CSS-first configuration with @theme design tokens instead of tailwind.config.js',
            'Responsive, state and dark-mode variants such as md:, hover:, focus-visible: and dark:',
            'Tailwind’s built-in container queries with @container and @md: variants',
            'Custom utilities with @utility and custom variants with @custom-variant',
            'Managing long class lists with clsx and tailwind-merge',
          ],
          handsOn: [
            'Rebuild your restaurant landing page in Tailwind CSS 4 and compare the shipped CSS size with your hand-written version',
            'Define brand colours and fonts as @theme tokens and show that changing one token restyles every button in the app',
            'Implement class-based dark mode with @custom-variant and a toggle that remembers the choice across visits',
          ],
        },
        {
          title: 'Component Libraries and Design Systems',
          topics: [
            'Headless primitives from Radix UI and React Aria for accessible behaviour',
            'shadcn/ui: copying components into your codebase and owning the code',
            'Component variants with class-variance-authority (cva)',
            'Design tokens flowing from Figma variables into CSS custom properties',
            'Documenting components in Storybook with controls and the accessibility addon',
          ],
          handsOn: [
            'Add shadcn/ui to a Vite React project and customise the Button with a new brand variant using cva',
            'Write Storybook stories for Button, Input and Dialog covering every variant, and fix all issues flagged by the accessibility addon',
            'Inspect a Radix Dialog in the accessibility tree and list the ARIA attributes and focus behaviour it gives you for free',
          ],
        },
        {
          title: 'Production Forms with React Hook Form and Zod',
          topics: [
            'React Hook Form with zodResolver for schema-driven validation',
            'Sharing one Zod schema between client-side validation and API payload types',
            'Accessible error messages with aria-invalid and aria-describedby',
            'Multi-step forms with per-step validation and preserved values',
            'File inputs with image preview, size limits and MIME type checks',
            'WCAG 2.2 redundant entry and accessible authentication in sign-up flows',
          ],
          handsOn: [
            'Build a three-step job application form (personal details, education, resume upload) that validates each step and keeps entered data when the user goes back',
            'Verify with NVDA or VoiceOver that every validation error is announced and that focus moves to the first invalid field on submit',
          ],
        },
      ],
      miniProject: {
        title: 'SaaS Settings Dashboard',
        description:
          'A responsive settings area for a fictional SaaS product, built entirely from your own small design system.',
        deliverables: [
          'A Tailwind CSS 4 theme with @theme tokens for colour, radius and spacing',
          'At least eight shadcn/ui-based components documented in Storybook',
          'Profile, address and notification-preference forms using React Hook Form and Zod',
          'Dark mode and a collapsible sidebar that works fully by keyboard',
        ],
      },
    },
    {
      id: 12,
      title: 'Testing, Linting and Accessibility Audits',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Prove your interfaces work with fast unit and component tests, realistic end-to-end tests and automated accessibility checks, all enforced in CI.',
      icon: 'flask',
      requirements: 'A working React and TypeScript project from Phases 9 to 11 to test.',
      pages: [
        {
          title: 'Unit and Component Tests with Vitest and Testing Library',
          topics: [
            'Vitest 4 setup in a Vite project with jsdom or happy-dom environments',
            'Arrange–act–assert, describe and it blocks, and test.each for tables of cases',
            'React Testing Library queries by role and name, and why getByTestId is a last resort',
            'user-event for realistic typing, clicking and keyboard interaction',
            'Mocking network calls with Mock Service Worker (MSW) 2',
            'Vitest browser mode for running component tests in a real browser',
          ],
          handsOn: [
            'Write tests for your cart reducer covering every action and reach 100% branch coverage in the Vitest coverage report',
            'Test the job application form at component level: fill fields with user-event, submit, and assert the error messages by role and accessible name',
            'Mock the movie API with MSW handlers for success, empty and 500 responses and assert the correct UI state for each',
          ],
        },
        {
          title: 'End-to-End Tests with Playwright',
          topics: [
            'The Playwright test runner with projects for Chromium, Firefox and WebKit',
            'Locators with getByRole and web-first assertions that wait automatically',
            'Reusing signed-in state across tests with storageState',
            'Trace viewer and UI mode for debugging flaky tests',
            'Automated accessibility checks with @axe-core/playwright',
            'Visual comparisons with toHaveScreenshot and updating baselines',
          ],
          handsOn: [
            'Write a Playwright test that signs in, adds two movies to the watchlist and asserts they are still there after a reload, running in all three browser engines',
            'Add an axe scan to every page test and fail the run on any serious or critical WCAG 2.2 violation',
            'Make a test fail deliberately, open its trace in the trace viewer and identify the failing step from the DOM snapshot',
          ],
        },
        {
          title: 'Code Quality Automation',
          topics: [
            'ESLint flat config with typescript-eslint and eslint-plugin-react-hooks',
            'Running Prettier alongside ESLint without conflicting rules',
            'Pre-commit hooks with Husky and lint-staged',
            'A GitHub Actions workflow that runs npm ci, lint, typecheck, test and build',
            'Reading coverage reports and setting meaningful coverage targets',
          ],
          handsOn: [
            'Configure Husky and lint-staged so that committing a file with an unused variable is blocked locally',
            'Create a GitHub Actions pipeline that runs Vitest and Playwright on every pull request and uploads the Playwright HTML report as an artefact',
          ],
        },
      ],
      miniProject: {
        title: 'Test Suite for the Movie Watchlist',
        description: 'Bring your Phase 10 project up to a professional testing standard.',
        deliverables: [
          'Unit tests for stores, hooks and utilities with at least 80% line coverage',
          'Component tests backed by MSW for every data-driven screen',
          'Five Playwright user journeys with axe checks across three browser engines',
          'A CI pipeline that blocks merging on lint, type or test failures',
        ],
      },
    },
    {
      id: 13,
      title: 'Performance, Next.js 16 and Production Deployment',
      level: 'Expert',
      duration: '3 Weeks',
      objective:
        'Measure and improve Core Web Vitals, build server-rendered apps with Next.js 16 and React Server Components, and run frontends safely in production.',
      icon: 'rocket',
      requirements: 'React Router 7, TanStack Query and testing from Phases 10 to 12.',
      pages: [
        {
          title: 'Core Web Vitals and Performance Optimisation',
          topics: [
            'Core Web Vitals thresholds: LCP under 2.5 s, INP under 200 ms and CLS under 0.1',
            'Lab vs field data: Lighthouse, PageSpeed Insights and the Chrome UX Report',
            'Measuring real users with the web-vitals library and its attribution build',
            'Improving LCP with fetchpriority="high", font preloading and image CDNs',
            'Improving INP by breaking up long tasks with scheduler.yield() and deferring non-urgent work',
            'Bundle analysis, route-level code splitting and removing unused dependencies',
          ],
          handsOn: [
            'Take a deliberately slow demo page from an LCP above 4 seconds to below 2.5 seconds under Slow 4G emulation, documenting each change with before and after numbers',
            'Find a long task in a Performance trace of your movie app, split it with scheduler.yield() and show the INP improvement in the web-vitals console output',
            'Run rollup-plugin-visualizer on your production build and remove or lazy-load the two largest dependencies',
          ],
        },
        {
          title: 'Next.js 16 App Router and React Server Components',
          topics: [
            'App Router file conventions: layout, page, loading, error and not-found',
            'Server Components vs Client Components and the "use client" boundary',
            'Server Functions with "use server" for mutations from forms',
            'Caching in Next.js 16: Cache Components, the "use cache" directive and revalidateTag',
            'Streaming with Suspense and partial prerendering of static shells',
            'next/image, next/font and the Metadata API for SEO and social previews',
            'Turbopack as the default bundler and proxy.ts for request interception',
          ],
          handsOn: [
            'Build a blog in Next.js 16 where the post list is a Server Component reading Markdown files and the like button is the only Client Component',
            'Add a comment form backed by a Server Function with Zod validation that revalidates the post page after a successful submit',
            'Compare the JavaScript shipped for the same page built as a client-rendered Vite app and as a Next.js Server Component page, and explain the difference',
          ],
        },
        {
          title: 'Deploying and Operating Frontend Apps',
          topics: [
            'Choosing a host: Netlify, Vercel, Cloudflare Pages or your own Node.js server',
            'Preview deployments per pull request and environment variables per stage',
            'Immutable cache-control for hashed assets and how CDNs cache HTML vs static files',
            'Security headers for web apps: Content-Security-Policy, HSTS and frame-ancestors',
            'Error tracking with Sentry and source maps uploaded at build time',
            'Technical SEO for frontend apps: sitemap.xml, robots.txt, canonical URLs and JSON-LD structured data',
          ],
          handsOn: [
            'Deploy the Next.js blog to Vercel with a preview URL on every pull request and a custom domain or subdomain',
            'Add a strict Content-Security-Policy to a deployed Vite app, fix the violations reported in the console, and reach an A grade on securityheaders.com',
            'Integrate Sentry, throw a test error in production and confirm the stack trace shows your original TypeScript file names through source maps',
          ],
        },
      ],
      miniProject: {
        title: 'Performance-Tuned Developer Portfolio',
        description:
          'Your personal portfolio built with Next.js 16, tuned to pass Core Web Vitals and ready to share with recruiters.',
        deliverables: [
          'Project pages generated from Markdown with metadata and Open Graph images',
          'Green Core Web Vitals for mobile in PageSpeed Insights',
          'A contact form using a Server Function with spam protection',
          'Security headers, sitemap and privacy-friendly analytics configured',
          'A custom domain over HTTPS and a CI pipeline that runs tests before every deploy',
        ],
      },
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 2,
  capstones: [
    {
      title: 'Handloom E-Commerce Storefront',
      tech: ['React 19', 'TypeScript', 'React Router 7', 'TanStack Query', 'Tailwind CSS 4', 'Playwright'],
      description:
        'A complete online store for a fictional handloom brand with a product catalogue, filters, cart and a mock checkout. Catalogue data must load through route loaders, filters must live in the URL and the whole purchase journey must be covered by an end-to-end test.',
      requirements: [
        'Faceted filtering by category, price range and size, reflected in shareable URLs',
        'Cart persisted across reloads, with optimistic quantity updates',
        'Checkout form validated with React Hook Form and Zod, with announced error messages',
        'Lighthouse mobile scores of at least 90 for performance and 100 for accessibility',
        'A Playwright test covering browse, add to cart and checkout in three browser engines',
      ],
    },
    {
      title: 'Real-Time Collaborative Task Board',
      tech: ['React 19', 'TypeScript', 'Zustand', 'Supabase Realtime', 'dnd-kit', 'Vitest'],
      description:
        'A Trello-style board where several people see card moves instantly. It must support drag-and-drop with a full keyboard alternative, optimistic updates and clear handling of conflicts when two users edit the same card.',
      requirements: [
        'Drag-and-drop with dnd-kit plus keyboard operation announced to screen readers',
        'Changes made in another browser window appear within one second',
        'Optimistic moves that roll back with a visible message if the server rejects them',
        'Unit tests for board logic and a Playwright test using two browser contexts',
      ],
    },
    {
      title: 'Sales Analytics Dashboard',
      tech: ['Next.js 16', 'TypeScript', 'Recharts', 'TanStack Table', 'Tailwind CSS 4'],
      description:
        'An admin dashboard that shows sales and traffic from a mock API with charts, sortable tables and date-range filters. It must stay responsive with 10,000 table rows and remain usable on a phone.',
      requirements: [
        'Server Components fetch the data; only charts and filters are Client Components',
        'A virtualised table of 10,000 rows with sorting, filtering and CSV export',
        'Charts with text summaries for screen readers and colour-blind-safe palettes',
        'INP under 200 ms while filtering, measured with the web-vitals library',
      ],
    },
    {
      title: 'Accessible Design System and Component Library',
      tech: ['React 19', 'TypeScript', 'Radix UI', 'Tailwind CSS 4', 'Storybook', 'Vitest'],
      description:
        'A reusable library of at least 15 components, documented in Storybook and published as an npm package. It must meet WCAG 2.2 AA and be consumed by at least one of your other capstones.',
      requirements: [
        'Design tokens defined once in @theme with light and dark themes',
        'Every component has stories, full keyboard support and zero axe violations',
        'Typed props, generated prop documentation and a changelog managed with Changesets',
        'Published to npm or GitHub Packages following semantic versioning',
      ],
    },
    {
      title: 'Offline-First Field Notes PWA',
      tech: ['React 19', 'Vite', 'TypeScript', 'vite-plugin-pwa', 'IndexedDB', 'Playwright'],
      description:
        'An installable progressive web app that lets field workers capture notes and photos without connectivity and syncs them when the connection returns. It must work fully offline after the first visit and resolve sync conflicts predictably.',
      requirements: [
        'Web app manifest and a Workbox service worker so the app installs on Android and desktop',
        'Notes and photos stored in IndexedDB and synced automatically when back online',
        'A clear online/offline indicator and a count of changes waiting to sync',
        'A Playwright test that switches the browser offline and verifies a note saved offline syncs later',
      ],
    },
  ],
  promptsHeading: 'Journal Prompts',
  prompts: [
    'Which CSS layout decision from this week would you make differently now, and what did DevTools show you that changed your mind?',
    'Describe a bug you fixed in the browser. How did you narrow it down using the Console, breakpoints or the Network panel, and what would have found it sooner?',
    'When you used your interface with only a keyboard or a screen reader, what surprised you, and how will it change the way you write markup?',
    'Where did you keep a piece of state in your React app (URL, component, store or server cache), and what trade-off made you choose that place?',
    'Pick one Core Web Vitals or Lighthouse number you improved. What did you change, how far did it move, and what did it cost in code complexity?',
  ],
  extras: [
    {
      kind: 'list',
      heading: 'Career Roles This Track Prepares You For',
      intro: 'Graduates of this roadmap have a portfolio that fits these entry-level and junior roles:',
      items: [
        'Frontend Developer (React and TypeScript)',
        'UI Engineer working on design systems and component libraries',
        'Web Accessibility Specialist handling WCAG 2.2 audits and fixes',
        'Frontend Performance Engineer focused on Core Web Vitals',
        'Junior Full-Stack Developer with a strong frontend foundation',
        'Freelance Web Developer building sites for small businesses',
      ],
    },
  ],
} satisfies Guide
