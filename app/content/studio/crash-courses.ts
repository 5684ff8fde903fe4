import type { CrashCourse, CrashCourseCategory } from './schema'

/** Filter labels for the crash-course categories, in the order the filter bar shows them. */
export const crashCourseCategoryLabels: Record<CrashCourseCategory, string> = {
  programming: 'Programming',
  database: 'Databases',
  backend: 'Backend',
  frontend: 'Frontend',
  fullstack: 'Full Stack',
  ai: 'AI',
  devops: 'DevOps',
  cloud: 'Cloud',
  testing: 'Testing',
}

/** Short, single-skill crash courses (1 to 1.5 months), priced in whole rupees. */
export const crashCourses = [
  // ---------------------------------------------------------------- programming
  {
    id: 'c-programming',
    title: 'C Programming',
    price: 1000,
    duration: '1 Month',
    category: 'programming',
    description:
      'Learn how a program really runs by writing C from scratch, covering variables, loops, arrays, pointers and memory, the base most university syllabi and placement tests assume.',
    topics: [
      'Data types, operators and control flow',
      'Functions and recursion',
      'Arrays, strings and pointers',
      'Structures and file handling',
    ],
  },
  {
    id: 'cpp-oop',
    title: 'C++ + OOP',
    price: 1200,
    duration: '1 Month',
    category: 'programming',
    description:
      'Move from procedural code to classes and objects in C++, and practise the four OOP pillars that interviewers ask about in almost every fresher round.',
    topics: [
      'Classes, constructors and destructors',
      'Inheritance and polymorphism',
      'Operator overloading and templates',
      'STL vectors, maps and iterators',
    ],
  },
  {
    id: 'java-oop',
    title: 'Java + OOP',
    price: 1500,
    duration: '1.5 Months',
    category: 'programming',
    description:
      'Build solid Java foundations with object-oriented design, collections and exception handling, ready for Spring Boot or Android work next.',
    topics: [
      'JVM basics and Java syntax',
      'Encapsulation, inheritance, interfaces and abstract classes',
      'Collections framework and generics',
      'Exceptions, file I/O and streams',
    ],
  },
  {
    id: 'python-programming',
    title: 'Python Programming',
    price: 1500,
    duration: '1 Month',
    category: 'programming',
    description:
      'Write clean Python for automation and data work, finishing with a script that renames, sorts and summarises a folder of real files.',
    topics: [
      'Lists, dictionaries and comprehensions',
      'Functions, modules and virtual environments',
      'File handling and CSV/JSON processing',
      'Classes and error handling',
    ],
  },
  {
    id: 'javascript-essentials',
    title: 'JavaScript Essentials',
    price: 1500,
    duration: '1 Month',
    category: 'programming',
    description:
      'Understand modern JavaScript properly, including closures, the event loop and async/await, before you pick up React or Node.js.',
    topics: [
      'ES2023 syntax, arrays and objects',
      'Scope, closures and this',
      'DOM manipulation and events',
      'Promises, async/await and fetch',
    ],
  },
  {
    id: 'typescript',
    title: 'TypeScript',
    price: 1500,
    duration: '1 Month',
    category: 'programming',
    description:
      'Add static types to your JavaScript so editors catch bugs before users do, and learn to read the type errors that confuse most beginners.',
    topics: [
      'Types, interfaces and unions',
      'Generics and utility types',
      'Narrowing and type guards',
      'Typing React props and API responses',
    ],
  },
  {
    id: 'dsa-java',
    title: 'DSA in Java',
    price: 2500,
    duration: '1.5 Months',
    category: 'programming',
    description:
      'Solve about 150 hand-picked problems in Java, grouped by pattern, to prepare for the coding rounds of product-company interviews.',
    topics: [
      'Time and space complexity',
      'Arrays, two pointers and sliding window',
      'Linked lists, stacks, queues and trees',
      'Graphs, BFS and DFS',
      'Dynamic programming patterns',
    ],
  },
  // ---------------------------------------------------------------- database
  {
    id: 'sql-mysql',
    title: 'SQL with MySQL',
    price: 1500,
    duration: '1 Month',
    category: 'database',
    description:
      'Query real business tables with confidence, from simple SELECTs to joins, window functions and the query patterns analyst tests love.',
    topics: [
      'SELECT, WHERE, GROUP BY and HAVING',
      'Joins and subqueries',
      'Window functions and CTEs',
      'Indexes and query plans',
    ],
  },
  {
    id: 'postgresql',
    title: 'PostgreSQL for Developers',
    price: 2000,
    duration: '1 Month',
    category: 'database',
    description:
      'Design normalised schemas in PostgreSQL and write transactions that stay correct when two users book the same slot at once.',
    topics: [
      'Schema design and constraints',
      'Transactions and isolation levels',
      'JSONB columns and full-text search',
      'Backups and migrations',
    ],
  },
  {
    id: 'mongodb',
    title: 'MongoDB',
    price: 1500,
    duration: '1 Month',
    category: 'database',
    description:
      'Model documents for how your app actually reads data, and use aggregation pipelines to build reports without exporting to Excel.',
    topics: [
      'Documents, collections and CRUD',
      'Embedding versus referencing',
      'Aggregation pipelines',
      'Indexes and MongoDB Atlas',
    ],
  },
  // ---------------------------------------------------------------- backend
  {
    id: 'spring-boot-rest-apis',
    title: 'Spring Boot + REST APIs',
    price: 2500,
    duration: '1.5 Months',
    category: 'backend',
    description:
      'Build a layered Spring Boot service with JPA, validation and JWT security, the stack most Indian enterprise and banking projects run on.',
    topics: [
      'Spring Boot project structure and dependency injection',
      'REST controllers and validation',
      'Spring Data JPA with MySQL',
      'Spring Security with JWT',
      'Testing with JUnit and Mockito',
    ],
  },
  {
    id: 'nodejs-express',
    title: 'Node.js + Express',
    price: 2000,
    duration: '1.5 Months',
    category: 'backend',
    description:
      'Create a production-style REST API in Node.js and Express with authentication, input validation, error handling and file uploads.',
    topics: [
      'Node.js modules and the event loop',
      'Express routing and middleware',
      'JWT authentication and bcrypt',
      'Validation with Zod',
      'Uploading files with Multer',
    ],
  },
  {
    id: 'django',
    title: 'Django',
    price: 2000,
    duration: '1.5 Months',
    category: 'backend',
    description:
      "Use Django's batteries-included toolkit to ship a database-backed web app with an admin panel, user accounts and a REST API.",
    topics: [
      'Models, migrations and the ORM',
      'Views, templates and forms',
      'Authentication and the admin site',
      'Django REST Framework',
    ],
  },
  {
    id: 'fastapi',
    title: 'FastAPI',
    price: 1800,
    duration: '1 Month',
    category: 'backend',
    description:
      'Build fast, typed Python APIs with automatic OpenAPI docs, a common choice for serving machine learning models.',
    topics: [
      'Path operations and Pydantic models',
      'Dependency injection',
      'SQLModel with PostgreSQL',
      'Background tasks and deployment with Uvicorn',
    ],
  },
  // ---------------------------------------------------------------- frontend
  {
    id: 'html-css',
    title: 'HTML & CSS',
    price: 1000,
    duration: '1 Month',
    category: 'frontend',
    description:
      'Build three responsive, accessible web pages from Figma designs using semantic HTML, Flexbox and CSS Grid.',
    topics: [
      'Semantic HTML and forms',
      'The box model and typography',
      'Flexbox and CSS Grid',
      'Responsive design with media queries',
    ],
  },
  {
    id: 'react-api-integration',
    title: 'React + API Integration',
    price: 3000,
    duration: '1.5 Months',
    category: 'frontend',
    description:
      'Build React apps that talk to real APIs, handling loading states, errors, pagination and login tokens the way production teams do.',
    topics: [
      'Components, props and state',
      'Hooks and custom hooks',
      'Fetching data with TanStack Query',
      'Routing and protected pages',
      'Forms and error handling',
    ],
  },
  {
    id: 'flutter',
    title: 'Flutter App Development',
    price: 2500,
    duration: '1.5 Months',
    category: 'frontend',
    description:
      'Write one Dart codebase that runs on Android and iOS, and publish a small shopping-list app with Firebase sync.',
    topics: [
      'Dart language basics',
      'Widgets, layouts and navigation',
      'State management with Provider',
      'Firebase Authentication and Firestore',
    ],
  },
  // ---------------------------------------------------------------- fullstack
  {
    id: 'nextjs',
    title: 'Next.js',
    price: 2500,
    duration: '1.5 Months',
    category: 'fullstack',
    description:
      'Build a full stack app in one Next.js project, using server components, server actions and a PostgreSQL database via Prisma.',
    topics: [
      'App Router and layouts',
      'Server components and server actions',
      'Prisma with PostgreSQL',
      'Authentication and deployment on Vercel',
    ],
  },
  {
    id: 'firebase-web-apps',
    title: 'Firebase for Web Apps',
    price: 1500,
    duration: '1 Month',
    category: 'fullstack',
    description:
      'Add sign-in, a real-time database, file storage and hosting to a web app without running your own server.',
    topics: [
      'Firebase Authentication with Google sign-in',
      'Firestore data modelling and security rules',
      'Cloud Storage uploads',
      'Cloud Functions and Hosting',
    ],
  },
  // ---------------------------------------------------------------- ai
  {
    id: 'prompt-engineering',
    title: 'Prompt Engineering',
    price: 1200,
    duration: '1 Month',
    category: 'ai',
    description:
      'Write prompts that give reliable, structured answers from ChatGPT, Claude and Gemini, and test them like code rather than by trial and error.',
    topics: [
      'Zero-shot, few-shot and chain-of-thought prompts',
      'Structured JSON output',
      'System prompts and guardrails',
      'Evaluating prompts with test sets',
    ],
  },
  {
    id: 'langchain-rag',
    title: 'LangChain & RAG',
    price: 2500,
    duration: '1.5 Months',
    category: 'ai',
    description:
      'Build a chatbot that answers questions from your own PDFs by combining embeddings, a vector database and an LLM with LangChain.',
    topics: [
      'Document loaders and text splitting',
      'Embeddings and vector stores',
      'Retrieval chains and citations',
      'Evaluating answer quality',
      'Serving the bot with FastAPI',
    ],
  },
  {
    id: 'machine-learning-scikit-learn',
    title: 'Machine Learning with scikit-learn',
    price: 2500,
    duration: '1.5 Months',
    category: 'ai',
    description:
      'Train, tune and evaluate classic ML models in scikit-learn on tabular data, and learn to spot overfitting before it reaches production.',
    topics: [
      'Regression and classification',
      'Pipelines and feature engineering',
      'Cross-validation and hyperparameter tuning',
      'Decision trees, random forests and gradient boosting',
    ],
  },
  // ---------------------------------------------------------------- devops
  {
    id: 'git-github',
    title: 'Git & GitHub',
    price: 1000,
    duration: '1 Month',
    category: 'devops',
    description:
      'Use Git the way teams do, with branches, pull requests, code review and resolving merge conflicts without panic.',
    topics: [
      'Commits, branches and merging',
      'Rebasing and resolving conflicts',
      'Pull requests and code review',
      'GitHub Issues, Projects and Pages',
    ],
  },
  {
    id: 'linux-bash',
    title: 'Linux & Bash',
    price: 1200,
    duration: '1 Month',
    category: 'devops',
    description:
      'Get comfortable on the Linux command line and write Bash scripts that automate backups, log checks and server setup.',
    topics: [
      'Files, permissions and processes',
      'grep, sed, awk and pipes',
      'Bash scripting and cron jobs',
      'SSH and package management',
    ],
  },
  {
    id: 'docker',
    title: 'Docker',
    price: 1800,
    duration: '1 Month',
    category: 'devops',
    description:
      'Package any app into a container that runs the same on your laptop and the server, and wire multi-service setups with Docker Compose.',
    topics: [
      'Images, containers and registries',
      'Writing efficient Dockerfiles',
      'Volumes and networking',
      'Docker Compose for app, database and cache',
    ],
  },
  {
    id: 'kubernetes-basics',
    title: 'Kubernetes Basics',
    price: 2500,
    duration: '1.5 Months',
    category: 'devops',
    description:
      'Deploy, scale and update containerised apps on a local Kubernetes cluster, learning the objects every DevOps interview covers.',
    topics: [
      'Pods, Deployments and Services',
      'ConfigMaps and Secrets',
      'Ingress and rolling updates',
      'Helm charts and kubectl debugging',
    ],
  },
  {
    id: 'github-actions-cicd',
    title: 'CI/CD with GitHub Actions',
    price: 1500,
    duration: '1 Month',
    category: 'devops',
    description:
      'Automate linting, testing and deployment so every pull request is checked and every merge to main goes live by itself.',
    topics: [
      'Workflows, jobs and runners',
      'Caching and build matrices',
      'Secrets and environments',
      'Deploying to cloud hosts from a pipeline',
    ],
  },
  // ---------------------------------------------------------------- cloud
  {
    id: 'aws-cloud-practitioner',
    title: 'AWS Cloud Practitioner',
    price: 2000,
    duration: '1 Month',
    category: 'cloud',
    description:
      'Prepare for the AWS Certified Cloud Practitioner exam with hands-on labs on the free tier, plus mock tests in the real exam format.',
    topics: [
      'Global infrastructure and the shared responsibility model',
      'EC2, S3, RDS and Lambda',
      'IAM and security basics',
      'Pricing, billing and support plans',
    ],
  },
  {
    id: 'azure-fundamentals',
    title: 'Azure Fundamentals',
    price: 2000,
    duration: '1 Month',
    category: 'cloud',
    description:
      'Cover the full AZ-900 syllabus with guided labs in the Azure portal, ideal if you are joining a Microsoft-stack services company.',
    topics: [
      'Cloud concepts and Azure architecture',
      'Virtual machines, App Service and storage',
      'Microsoft Entra ID and access control',
      'Cost management and governance',
    ],
  },
  // ---------------------------------------------------------------- testing
  {
    id: 'selenium-playwright-testing',
    title: 'Selenium & Playwright Testing',
    price: 2500,
    duration: '1.5 Months',
    category: 'testing',
    description:
      'Automate browser tests with Selenium in Java and Playwright in TypeScript, and learn when each tool is the better fit for a QA team.',
    topics: [
      'Locators and waits',
      'Page Object Model',
      'Selenium WebDriver with TestNG',
      'Playwright test runner and trace viewer',
      'Running tests in CI',
    ],
  },
  {
    id: 'postman-api-testing',
    title: 'API Testing with Postman',
    price: 1200,
    duration: '1 Month',
    category: 'testing',
    description:
      'Test REST APIs with Postman collections, assertions and environments, then run them from the command line with Newman.',
    topics: [
      'HTTP methods, status codes and headers',
      'Collections, variables and environments',
      'Writing test scripts and assertions',
      'Automating runs with Newman',
    ],
  },
] satisfies CrashCourse[]

/** Crash courses in one category, or all of them, in page order. */
export function crashCoursesByCategory(category: CrashCourseCategory | 'all'): CrashCourse[] {
  return category === 'all' ? crashCourses : crashCourses.filter((course) => course.category === category)
}
