import type { Guide } from '../schema'

export const guide = {
  slug: 'backend',
  title: 'Backend Development (Java & Spring Boot)',
  tagline:
    'From your first Java class to production-grade Spring Boot services with PostgreSQL, Kafka and observability.',
  intro:
    'A 13-phase, week-by-week roadmap from installing a JDK to designing and operating distributed backend systems the way product companies and global capability centres in India build them. You will write modern Java 21 and 25 LTS, build REST APIs with Spring Boot 3.5 and 4, persist data in PostgreSQL with Spring Data JPA and Flyway, secure services with Spring Security and OAuth2, test against real infrastructure with Testcontainers, and ship containerised services with CI pipelines and Micrometer dashboards. Every page ends with labs that have a clear expected result, and most phases close with a mini project for your GitHub portfolio.',
  facts: [
    { label: 'Guide phases', value: '13' },
    { label: 'Self-paced duration', value: '6 months' },
    { label: 'Capstones', value: '5' },
    { label: 'Weekly effort', value: '12-15 hours' },
  ],
  levelScale: 'standard',
  requirementsNote:
    'A laptop with at least 8 GB RAM (16 GB recommended once Docker runs PostgreSQL, Redis and Kafka together), a GitHub account and IntelliJ IDEA. The free edition of IntelliJ IDEA covers every lab in this roadmap.',
  phases: [
    {
      id: 1,
      title: 'Java Foundations and Developer Tooling',
      level: 'Absolute Beginner',
      duration: '2 Weeks',
      objective:
        'Install a Java 21 or 25 LTS JDK, get comfortable in IntelliJ IDEA, and write small command-line programs using Java types, control flow and strings.',
      icon: 'terminal',
      requirements: 'Basic comfort with a terminal and with installing software on your own machine.',
      pages: [
        {
          title: 'JDK Setup, IntelliJ IDEA and Your First Program',
          topics: [
            'Installing Eclipse Temurin 21 or 25 LTS with SDKMAN! (macOS/Linux) or winget (Windows) and setting JAVA_HOME',
            'javac, java and jshell: compiling, launching single-file source programs and experimenting in the REPL',
            'Java 25 compact source files and instance main methods: writing void main() without a class declaration',
            'IntelliJ IDEA project setup: SDK selection, run configurations, breakpoints and the Evaluate Expression window',
            'Packages, the classpath and how the JVM loads bytecode from .class files',
          ],
          handsOn: [
            'Write Greeter.java that reads a name from the command-line arguments and prints a greeting; run it with java Greeter.java Priya without a separate javac step',
            'Set a breakpoint inside a loop in IntelliJ IDEA, step through ten iterations and change a variable from the debugger so the printed output changes',
          ],
        },
        {
          title: 'Types, Operators and Control Flow in Java',
          topics: [
            'Primitive types vs wrapper types: int, long, double, boolean, char and the Integer == comparison trap',
            'Local variable type inference with var and when an explicit type reads better',
            'Switch expressions with arrow labels and yield versus the classic fall-through switch statement',
            'for, enhanced for, while and do-while loops, plus labelled break for nested loops',
            'Integer overflow, Math.addExact and why money is stored as long paise or BigDecimal',
            'Static methods, method overloading and pass-by-value semantics for object references',
          ],
          handsOn: [
            'Build an EMI calculator CLI that takes principal, annual interest rate and tenure in months and prints the monthly instalment rounded to two decimals using BigDecimal',
            'Write a switch expression that maps a DayOfWeek to "Weekday" or "Weekend", then remove one case and confirm the compiler rejects the non-exhaustive switch',
          ],
        },
        {
          title: 'Strings, Arrays and Text Processing',
          topics: [
            'String immutability, the string pool and StringBuilder for building output inside loops',
            'Text blocks (triple-quoted strings) for multi-line JSON and SQL literals',
            'String.formatted, String.join and String.repeat for clean console reports',
            'One- and two-dimensional arrays with Arrays.sort, Arrays.binarySearch and Arrays.toString',
            'Reading console input with Scanner and files with java.nio.file.Files.readAllLines',
          ],
          handsOn: [
            'Write a word-frequency counter that reads a .txt file with Files.readAllLines and prints the ten most frequent words, ignoring case and punctuation',
            'Print a 12 x 12 multiplication table as an aligned grid with String.formatted, then time 100,000 string appends with += versus StringBuilder and record both timings',
          ],
        },
      ],
      miniProject: {
        title: 'Console Marks Register',
        description:
          'A menu-driven command-line program for a coaching class that stores marks for up to 50 students in arrays, calculates grades and prints a formatted report card.',
        deliverables: [
          'Menu options to add a student, record marks for five subjects and print the class report',
          'Grade calculation using a switch expression on percentage bands',
          'Class topper, subject-wise averages and pass percentage printed as an aligned table',
          'Public GitHub repository with a README that shows sample input and output',
        ],
      },
    },
    {
      id: 2,
      title: 'Object-Oriented Java and Modern Language Features',
      level: 'Beginner',
      duration: '2 Weeks',
      objective:
        'Model real problems with classes, interfaces, records and sealed hierarchies, and handle failure deliberately with exceptions and Optional.',
      icon: 'braces',
      pages: [
        {
          title: 'Classes, Encapsulation and Interfaces',
          topics: [
            'Constructors, this, access modifiers and keeping fields private behind behaviour methods',
            'The equals, hashCode and toString contracts, and why a HashSet misbehaves when they disagree',
            'Interfaces with default and static methods compared with abstract classes',
            'Composition over inheritance: replacing a fragile subclass with a delegated collaborator',
            'Java 25 flexible constructor bodies: validating arguments before the call to super()',
            'Immutability with final fields and defensive copies of mutable collections',
          ],
          handsOn: [
            'Model a BankAccount with a private balance and deposit and withdraw methods that reject invalid amounts; a main method must show the balance can never go below zero',
            'Add two equal Product objects without equals/hashCode to a HashSet and print size 2, then implement both methods and show the size drops to 1',
          ],
        },
        {
          title: 'Records, Enums, Sealed Types and Pattern Matching',
          topics: [
            'Records as transparent data carriers: compact constructors for validation and derived accessor methods',
            'Enums with fields, constructors and per-constant behaviour, plus EnumMap and EnumSet',
            'Sealed interfaces and permits clauses for closed domain hierarchies',
            'Pattern matching for instanceof and switch with record deconstruction patterns (Java 21)',
            'Unnamed variables and patterns with _ (final since Java 22) for ignored record components',
            'Exhaustive switch over sealed types and how the compiler catches a forgotten subtype',
          ],
          handsOn: [
            'Define sealed interface Shape permits Circle, Rectangle, Triangle as records and compute area in one exhaustive switch; add a Square record and watch the compiler flag the switch',
            'Replace an int status code with an OrderStatus enum carrying a display label and its allowed next states, and add a check that rejects PLACED to DELIVERED',
          ],
        },
        {
          title: 'Exceptions, Optional and Defensive Code',
          topics: [
            'Checked vs unchecked exceptions and designing a small custom exception hierarchy',
            'try-with-resources and AutoCloseable for files, sockets and JDBC connections',
            'Exception chaining with a cause so stack traces keep the root error',
            'Optional as a return type with map, flatMap and orElseThrow, and why not to use it for fields or parameters',
            'Objects.requireNonNull and fail-fast validation at public method boundaries',
          ],
          handsOn: [
            'Write a CSV importer that throws InvalidRowException (carrying the row number and cause) for bad lines, continues with the rest, and prints counts of good and bad rows',
            'Refactor a method that returns null into one returning Optional<Customer> and update three call sites to use orElseThrow with a meaningful message',
          ],
        },
      ],
      miniProject: {
        title: 'Library Lending Domain Model',
        description:
          'An in-memory library system that exercises records, sealed types, enums and exceptions without any framework, so the object model is the whole focus.',
        deliverables: [
          'Book, Member and Loan modelled as records or classes with validation in constructors',
          'Sealed MemberType hierarchy (Student, Faculty, Guest) with different loan limits through an exhaustive switch',
          'Custom exceptions for overdue loans and limit breaches with clear messages',
          'A demo main method that replays a scripted week of borrowing and returns',
        ],
      },
    },
    {
      id: 3,
      title: 'Collections, Generics and Functional Java',
      level: 'Beginner',
      duration: '10 days',
      objective:
        'Pick the right collection for each job, write type-safe generic code, and transform data fluently with lambdas and the Stream API.',
      icon: 'layers',
      pages: [
        {
          title: 'The Java Collections Framework in Depth',
          topics: [
            'ArrayList vs LinkedList vs ArrayDeque: access and insertion costs measured, not guessed',
            'HashMap internals: buckets, load factor, treeification and why mutable keys are dangerous',
            'TreeMap and TreeSet with Comparator.comparing and thenComparing for sorted views',
            'Sequenced collections (Java 21): getFirst, getLast and reversed on List, Deque and LinkedHashMap',
            'Unmodifiable collections with List.of, Map.of and Collectors.toUnmodifiableList',
            'Iterators, ConcurrentModificationException and safe removal with removeIf',
          ],
          handsOn: [
            'Implement an LRU cache of capacity 3 with LinkedHashMap(accessOrder = true) and removeEldestEntry; assertions must show the least recently used key is evicted',
            'Load 1 lakh random integers into an ArrayList and a LinkedList, time get(i) in a loop on each, and record the results in a README table',
          ],
        },
        {
          title: 'Generics and Type Safety',
          topics: [
            'Generic classes and methods: writing a type-safe Pair<A, B> and Result<T>',
            'Bounded type parameters such as <T extends Comparable<T>> for a generic max method',
            'Wildcards and PECS: List<? extends Number> for reading, List<? super Integer> for writing',
            'Type erasure and why new T() and instanceof List<String> do not compile',
          ],
          handsOn: [
            'Write a generic Result<T> with success and failure factory methods and use it in a date parser that returns either a LocalDate or an error message',
            'Write copyAll(List<? extends T> src, List<? super T> dest) and show it compiles for copying Integers into a List<Number> but not the reverse',
          ],
        },
        {
          title: 'Lambdas, Streams and Collectors',
          topics: [
            'Functional interfaces (Function, Predicate, Supplier, Consumer, BiFunction) and method references',
            'Stream pipelines with filter, map, flatMap, sorted, distinct and limit, and lazy evaluation',
            'Collectors.groupingBy, partitioningBy, counting and summingLong for report-style aggregation',
            'Stream gatherers (final in Java 24): Gatherers.windowFixed and windowSliding for batching and moving averages',
            'Keeping streams free of side effects, and recognising when a plain loop is clearer',
            'Parallel streams, the common ForkJoinPool and why they rarely help inside web applications',
          ],
          handsOn: [
            'Given a list of Order records, build a Map<String, Long> of revenue per city in one stream pipeline and print the top three cities',
            'Compute a 7-day moving average of daily sales with Gatherers.windowSliding on Java 25 and verify the first two windows against a hand calculation',
          ],
        },
      ],
      miniProject: {
        title: 'Cricket Stats Analyser',
        description:
          'Parse ball-by-ball T20 match data (public CSV files from Cricsheet) and answer statistical questions using only collections and streams.',
        deliverables: [
          'CSV parser that maps each line to a Delivery record and skips malformed rows with a logged warning',
          'Top 10 run scorers, best economy rates (minimum 10 overs) and most sixes per venue using collectors',
          'A generic top-N utility method reused by every report',
          'README comparing the stream and loop versions of one report',
        ],
      },
    },
    {
      id: 4,
      title: 'Build Tools, Git and Unit Testing',
      level: 'Beginner to Intermediate',
      duration: '1 Week',
      objective:
        'Structure projects with Maven and Gradle, collaborate through Git like a team member, and write fast unit tests with JUnit Jupiter, AssertJ and Mockito.',
      icon: 'wrench',
      pages: [
        {
          title: 'Maven and Gradle for Java Projects',
          topics: [
            'Maven standard directory layout, pom.xml coordinates and the validate-compile-test-package-install lifecycle',
            'Maven Wrapper (mvnw) and Gradle Wrapper (gradlew) for reproducible builds on every machine',
            'Dependency scopes, transitive dependencies and mvn dependency:tree for spotting version conflicts',
            'Gradle 9 Kotlin DSL build.gradle.kts with a libs.versions.toml version catalogue',
            'Multi-module builds that split domain, persistence and api modules',
          ],
          handsOn: [
            'Convert the cricket stats analyser into a Maven project with the wrapper; ./mvnw package must produce a JAR that runs with java -jar',
            'Create the same project with the Gradle Kotlin DSL and a version catalogue, then compare a clean build time with a cached rebuild',
            'Introduce two conflicting Jackson versions, find the conflict with mvn dependency:tree and fix it in dependencyManagement',
          ],
        },
        {
          title: 'Git and GitHub Workflow for Backend Teams',
          topics: [
            'Commits, branches, rebase vs merge and Conventional Commits messages',
            'Pull requests, review etiquette and protected main branches on GitHub',
            'A Java-specific .gitignore (target/, build/, .idea/) and why secrets never belong in application.yml',
            'Resolving merge conflicts in the IntelliJ IDEA three-way merge view',
          ],
          handsOn: [
            'Create a feature branch, make three commits, squash them with interactive rebase and open a pull request using a description template',
            'Create a conflict on the same line from two branches and resolve it in IntelliJ IDEA so the final history shows a single merge commit',
          ],
        },
        {
          title: 'Unit Testing with JUnit Jupiter, AssertJ and Mockito',
          topics: [
            'JUnit Jupiter basics (the JUnit 5 API, carried forward in JUnit 6): @Test, @BeforeEach, @DisplayName and @Nested classes',
            'Parameterised tests with @ParameterizedTest, @CsvSource and @MethodSource',
            'AssertJ fluent assertions: assertThat, extracting, containsExactly and assertThatThrownBy',
            'Mockito essentials: @Mock, @InjectMocks, when/thenReturn, verify and ArgumentCaptor',
            'JaCoCo coverage reports and why 100 percent line coverage is not the goal',
          ],
          handsOn: [
            'Write a @ParameterizedTest with @CsvSource covering eight EMI calculator cases, including zero interest and a one-month tenure; ./mvnw test must pass',
            'Test a NotificationService that depends on an SmsGateway interface using a Mockito mock, and use ArgumentCaptor to assert the exact SMS text sent',
            'Add the JaCoCo Maven plugin, open the HTML report and raise branch coverage of the library lending model above 80 percent',
          ],
        },
      ],
    },
    {
      id: 5,
      title: 'SQL and PostgreSQL 17 Essentials',
      level: 'Beginner to Intermediate',
      duration: '2 Weeks',
      objective:
        'Design normalised relational schemas, write confident SQL against PostgreSQL, and understand indexes and transactions before any ORM hides them from you.',
      icon: 'database',
      requirements:
        'Docker Desktop, Rancher Desktop or Podman to run PostgreSQL 17 locally with docker run postgres:17.',
      pages: [
        {
          title: 'Relational Modelling and Core SQL',
          topics: [
            'Running PostgreSQL 17 in Docker and connecting through psql and the IntelliJ IDEA database tool window',
            'Primary keys, foreign keys, UNIQUE and CHECK constraints as the last line of data defence',
            'Normalisation to third normal form and when deliberate denormalisation is justified',
            'SELECT with WHERE, ORDER BY and LIMIT, and INNER JOIN vs LEFT JOIN semantics',
            'Aggregation with GROUP BY, HAVING and the FILTER clause',
            'Choosing column types: numeric(12,2) vs bigint paise, timestamptz, uuid and text vs varchar',
          ],
          handsOn: [
            'Draw an ER diagram for a food delivery app (customers, restaurants, menu_items, orders, order_items), create it with DDL and seed 5 restaurants and 20 orders',
            'Write a query listing every restaurant with its order count and revenue for the last 30 days, including restaurants with zero orders, using LEFT JOIN and COALESCE',
          ],
        },
        {
          title: 'Advanced PostgreSQL: CTEs, Window Functions and JSONB',
          topics: [
            'Common table expressions and recursive CTEs for category trees',
            'Window functions: ROW_NUMBER, RANK, LAG and running totals with SUM() OVER',
            'Upserts with INSERT ... ON CONFLICT DO UPDATE, and MERGE with RETURNING (new in PostgreSQL 17)',
            'JSONB columns, the ->> operator, GIN indexes and SQL/JSON JSON_TABLE (PostgreSQL 17)',
            'Full-text search with tsvector, websearch_to_tsquery and ts_rank',
          ],
          handsOn: [
            'Rank orders per customer by amount with ROW_NUMBER and return only the single largest order for every customer',
            'Store restaurant opening hours as JSONB and query all restaurants open at 22:30 on a Saturday',
            'Write a recursive CTE that prints the full path of a nested menu category, for example Beverages > Hot > Filter Coffee',
          ],
        },
        {
          title: 'Indexes, Query Plans and Transactions',
          topics: [
            'B-tree, composite, partial and covering (INCLUDE) indexes, and column order in composite keys',
            'Reading EXPLAIN (ANALYZE, BUFFERS): Seq Scan, Index Scan, Bitmap Heap Scan and Nested Loop nodes',
            'ACID, PostgreSQL isolation levels and the anomalies each level prevents',
            'Row locks with SELECT ... FOR UPDATE SKIP LOCKED for database-backed job queues',
            'MVCC, autovacuum and why long-running transactions bloat tables',
            'JDBC fundamentals: a HikariCP connection pool, PreparedStatement and SQL injection',
          ],
          handsOn: [
            'Generate 10 lakh orders with generate_series, time a filter on customer_id and status, add a composite index and record EXPLAIN ANALYZE before and after',
            'Open two psql sessions and reproduce a lost update under READ COMMITTED, then prevent it with SELECT ... FOR UPDATE',
            'Write a plain JDBC program with HikariCP that queries orders by status; show that concatenating user input lets a crafted status value return every row, while PreparedStatement does not',
          ],
        },
      ],
      miniProject: {
        title: 'Food Delivery Analytics SQL Pack',
        description:
          'A versioned set of SQL scripts that turns the food delivery schema into a small reporting database, with evidence for every performance decision.',
        deliverables: [
          'Schema DDL with constraints and a COMMENT ON every table',
          'Ten analytical queries (top dishes, repeat customers, hourly peaks, cancellation rate and more) saved as .sql files',
          'An index plan documenting each index with its EXPLAIN ANALYZE evidence',
          'A short write-up of which isolation level the checkout flow needs and why',
        ],
      },
    },
    {
      id: 6,
      title: 'Spring Boot Fundamentals and REST APIs',
      level: 'Intermediate',
      duration: '2 Weeks',
      objective:
        'Understand how Spring wires an application together, then build clean, validated and documented REST APIs with Spring Boot 3.5 or 4.',
      icon: 'server',
      pages: [
        {
          title: 'Spring Core and Spring Boot Internals',
          topics: [
            'Inversion of control and constructor injection with @Component, @Service and @Repository',
            'Bean scopes, @Configuration classes with @Bean methods, and resolving ambiguity with @Qualifier and @Primary',
            'Auto-configuration: reading the conditions evaluation report with --debug and @ConditionalOnMissingBean',
            'start.spring.io choices: Spring Boot 3.5 vs 4.0, Java version, and the modular starters introduced in Boot 4',
            'Externalised configuration: application.yml, profiles, environment variables and @ConfigurationProperties records',
          ],
          handsOn: [
            'Generate a project on start.spring.io with Web, Validation and Actuator, run it, and list the auto-configured beans through the /actuator/beans endpoint',
            'Bind app.payment.* settings to a @Validated @ConfigurationProperties record, start the app with a required property missing and capture the startup failure message',
            'Create two implementations of an SmsSender interface and switch between them with @Profile("dev") and @Profile("prod")',
          ],
        },
        {
          title: 'Designing and Building REST Controllers',
          topics: [
            'HTTP methods, status codes, idempotency and resource naming for REST APIs',
            '@RestController with @GetMapping, @PostMapping, @PathVariable, @RequestParam and ResponseEntity',
            'Request and response DTOs as Java records, mapped to entities with MapStruct',
            'Pagination and sorting parameters, and Location headers for newly created resources',
            'Calling other services with RestClient and declarative @HttpExchange interfaces',
            'API versioning strategies, including the version attribute on request mappings in Spring Framework 7',
          ],
          handsOn: [
            'Build a /api/v1/books CRUD API backed by an in-memory map; POST must return 201 with a Location header and GET for an unknown id must return 404',
            'Call a public pincode lookup API with RestClient, map the JSON into a record and expose it as GET /api/v1/pincodes/{code}',
          ],
        },
        {
          title: 'Validation, Error Handling and OpenAPI Documentation',
          topics: [
            'Jakarta Bean Validation: @NotBlank, @Email, @Positive, @Size and custom constraint annotations',
            'Global error handling with @RestControllerAdvice and RFC 9457 ProblemDetail responses',
            'springdoc-openapi for generating an OpenAPI 3.1 document and Swagger UI from annotations',
            'API-first design: writing openapi.yaml and generating server interfaces with openapi-generator-maven-plugin',
            'Logging with SLF4J and Logback: levels, parameterised messages and a request id in the MDC',
          ],
          handsOn: [
            'Validate the create-book request and return a ProblemDetail listing every invalid field; verify it with a request that contains three errors',
            'Write a custom @ValidIsbn constraint with a ConstraintValidator and cover valid and invalid ISBN-13 values with a parameterised test',
            'Publish Swagger UI, document error responses with @ApiResponse, and commit the exported openapi.json to the repository',
          ],
        },
      ],
      miniProject: {
        title: 'College Fest Ticketing API',
        description:
          'A documented REST API for a college fest ticket counter, built without a database so the focus stays on web-layer design, validation and error handling.',
        deliverables: [
          'Endpoints for events, ticket types and bookings with correct status codes and pagination',
          'Bean Validation and ProblemDetail error bodies for every failure path',
          'Per-user booking limits in @ConfigurationProperties, overridable per profile',
          'OpenAPI document, Swagger UI and an .http file that exercises every endpoint',
        ],
      },
    },
    {
      id: 7,
      title: 'Spring Data JPA, Hibernate and Flyway',
      level: 'Intermediate',
      duration: '2 Weeks',
      objective:
        'Persist domain models in PostgreSQL with Spring Data JPA and Hibernate, version the schema with Flyway, and avoid the performance traps ORMs are known for.',
      icon: 'table',
      pages: [
        {
          title: 'Entities, Repositories and Schema Migrations',
          topics: [
            'Mapping entities with @Entity, @Id, @GeneratedValue strategies and @Column constraints',
            'Flyway versioned (V1__init.sql) and repeatable migrations, and why ddl-auto must be validate or none in production',
            'JpaRepository and derived queries such as findByStatusAndCreatedAtAfter',
            '@Query with JPQL and native SQL, named parameters and @Modifying update queries',
            'Pageable, Page vs Slice, and keyset pagination for large tables',
          ],
          handsOn: [
            'Move the ticketing API onto PostgreSQL with Flyway V1 and V2 migrations and ddl-auto=validate, and show the app refuses to start when an entity field has no matching column',
            'Add findByEventIdAndStatusOrderByCreatedAtDesc and a JPQL @Query for sold-out events, log the generated SQL and compare it with the SQL you would write by hand',
            'Implement keyset pagination on bookings (WHERE id > :lastId ORDER BY id LIMIT :size) and compare its latency with OFFSET pagination at page 5,000',
          ],
        },
        {
          title: 'Relationships, Fetching and the N+1 Problem',
          topics: [
            '@ManyToOne, @OneToMany(mappedBy), @ManyToMany and owning vs inverse sides',
            'Lazy loading by default, LazyInitializationException and why spring.jpa.open-in-view should be off',
            'Detecting N+1 selects with Hibernate statistics and fixing them with JOIN FETCH or @EntityGraph',
            'Interface-based and record-based projections for read-only list screens',
            'Cascade types and orphanRemoval for aggregate roots such as Order and OrderLine',
          ],
          handsOn: [
            'Load 50 orders with their restaurants, count SQL statements with hibernate.generate_statistics, then cut it to a single query using @EntityGraph',
            'Replace an entity-returning list endpoint with a record projection and show that the SELECT now reads only the four columns it needs',
            'Set spring.jpa.open-in-view=false, reproduce a LazyInitializationException in a controller and fix it with a fetch join in the service layer',
          ],
        },
        {
          title: 'Transactions, Locking and the Persistence Context',
          topics: [
            '@Transactional propagation (REQUIRED, REQUIRES_NEW), readOnly and rollback rules for checked exceptions',
            'Self-invocation: why @Transactional is ignored when a bean calls its own method',
            'The persistence context: managed and detached entities and dirty-checking flushes',
            'Optimistic locking with @Version and handling ObjectOptimisticLockingFailureException',
            'Pessimistic locking with @Lock(LockModeType.PESSIMISTIC_WRITE) for seat or stock reservation',
          ],
          handsOn: [
            'Simulate two users booking the last ticket at the same moment with an ExecutorService; without @Version both succeed, with @Version one receives a 409 Conflict ProblemDetail',
            'Save a booking and an audit row in one service method, throw an exception after the first save, and prove both rows are rolled back',
          ],
        },
      ],
      miniProject: {
        title: 'Hostel Room Allocation Service',
        description:
          'A Spring Boot service that allocates hostel beds to students, with PostgreSQL as the source of truth and allocation that stays correct under concurrent requests.',
        deliverables: [
          'Flyway migrations for hostels, rooms, beds, students and allocations',
          'Paginated vacancy search and an allocation endpoint protected by optimistic locking',
          'No N+1 queries on the vacancy list, evidenced with Hibernate statistics in the README',
          'Waiting-list promotion on cancellation, performed in a single transaction',
        ],
      },
    },
    {
      id: 8,
      title: 'Spring Security, JWT and OAuth2',
      level: 'Intermediate to Advanced',
      duration: '2 Weeks',
      objective:
        'Secure APIs with Spring Security (6.5 on Boot 3.5, 7 on Boot 4): password authentication, stateless JWT resource servers, OAuth2 with Keycloak and method-level authorisation.',
      icon: 'lock',
      pages: [
        {
          title: 'Spring Security Architecture and Password Authentication',
          topics: [
            'The security filter chain, SecurityFilterChain beans and the lambda configuration DSL',
            'A JPA-backed UserDetailsService with DelegatingPasswordEncoder using BCrypt or Argon2',
            'Stateless vs session-based APIs and when disabling CSRF protection is safe',
            'CORS configuration for a React frontend served from a different origin',
            '401 with WWW-Authenticate versus 403: authentication failures vs authorisation failures',
          ],
          handsOn: [
            'Add Spring Security to the hostel service with BCrypt-hashed users, and prove with curl that /api/admin/** returns 401 without credentials and 403 for a STUDENT',
            'Start the app with logging.level.org.springframework.security=DEBUG and write down what each of the first eight filters in the chain does',
            'Allow CORS only from http://localhost:5173 and show a browser preflight failing from a page served on another port',
          ],
        },
        {
          title: 'JWT Resource Servers and OAuth2 with Keycloak',
          topics: [
            'JWT structure (header, claims, signature) and why the payload is encoded, not encrypted',
            'spring-boot-starter-oauth2-resource-server with issuer-uri and JWK Set key rotation',
            'Mapping scopes and realm roles to GrantedAuthority with a custom JwtAuthenticationConverter',
            'Keycloak in Docker as the authorisation server: realms, clients and the authorisation code flow with PKCE',
            'Access token lifetimes, refresh tokens and the trade-offs of token revocation',
          ],
          handsOn: [
            'Run Keycloak in Docker, create a realm with STUDENT and WARDEN roles, obtain a token with curl and call the protected API with it',
            'Write a JwtAuthenticationConverter that maps realm_access.roles to ROLE_ authorities and unit test it with a hand-built Jwt object',
            'Change one claim of a valid token with a small script and show the resource server rejects it with 401 and error="invalid_token"',
          ],
        },
        {
          title: 'Method Security and API Hardening',
          topics: [
            '@EnableMethodSecurity with @PreAuthorize expressions and a custom PermissionEvaluator',
            'Object-level authorisation so users read only their own records (OWASP API Security Top 10: BOLA)',
            'Rate limiting login and OTP endpoints with Bucket4j, and dependency scanning with GitHub Dependabot',
            'Security headers, Secure and HttpOnly cookies, and keeping secrets in environment variables',
          ],
          handsOn: [
            'Protect GET /api/allocations/{id} with @PreAuthorize so a student gets 403 for an allocation that belongs to someone else, and cover both cases with tests',
            'Limit login to 5 attempts per minute per IP with Bucket4j and show the sixth attempt returns 429 with a Retry-After header',
          ],
        },
      ],
      miniProject: {
        title: 'Secured Campus Helpdesk API',
        description:
          'A ticketing API for a college IT helpdesk where students raise tickets, technicians resolve them and admins see reports, all secured with Keycloak-issued JWTs.',
        deliverables: [
          'Three Keycloak roles mapped to distinct URL rules and @PreAuthorize checks',
          'Ownership checks so students only ever see their own tickets',
          'Rate-limited ticket creation and a consistent ProblemDetail body for 401, 403 and 429',
          'README with a role-to-permission matrix and a curl example for each role',
        ],
      },
    },
    {
      id: 9,
      title: 'Testing Spring Applications with Testcontainers',
      level: 'Intermediate to Advanced',
      duration: '10 days',
      objective:
        'Build a fast, trustworthy test suite: slice tests for each layer, integration tests against real PostgreSQL, Redis and Kafka in Testcontainers, and controlled tests for external APIs.',
      icon: 'flask',
      requirements:
        'A working Docker engine, because Testcontainers starts real databases and brokers for each test run.',
      pages: [
        {
          title: 'Test Slices and MockMvcTester',
          topics: [
            'The testing pyramid for Spring Boot services and what belongs in each layer',
            '@WebMvcTest with MockMvcTester (AssertJ-style) for controllers, validation and error bodies',
            '@MockitoBean, which replaces the deprecated @MockBean, for stubbing collaborators in a Spring context',
            '@DataJpaTest for repositories, derived queries and custom @Query methods',
            'Testing security rules with @WithMockUser and the jwt() request post-processor',
          ],
          handsOn: [
            'Write a @WebMvcTest for the booking controller asserting a 400 ProblemDetail with two field errors for an invalid request, using MockMvcTester',
            'Show that a WARDEN token can close a helpdesk ticket while a STUDENT token gets 403, using SecurityMockMvcRequestPostProcessors.jwt() with authorities',
          ],
        },
        {
          title: 'Integration Tests with Testcontainers',
          topics: [
            'Testcontainers with JUnit Jupiter: @Testcontainers, @Container and container lifecycle',
            'Spring Boot @ServiceConnection for PostgreSQLContainer, Redis and KafkaContainer',
            'Running Flyway migrations inside tests so every test starts from the real schema',
            'Singleton and reusable containers to keep CI runs within a few minutes',
            'Testcontainers at development time with SpringApplication.from(Application::main).with(...)',
          ],
          handsOn: [
            'Write a @DataJpaTest for OrderRepository that proves the custom query returns only PAID orders; run it against Testcontainers PostgreSQL 17 with @ServiceConnection',
            'Create a TestApplication class that starts PostgreSQL and Keycloak containers so ./mvnw spring-boot:test-run gives every teammate a working local stack',
            'Write a @SpringBootTest(webEnvironment = RANDOM_PORT) test that creates a booking over HTTP and asserts the row exists in the database',
          ],
        },
        {
          title: 'Testing External Integrations and Architecture Rules',
          topics: [
            'WireMock stubs for third-party HTTP APIs, including timeouts and 5xx responses',
            'Awaitility for asserting asynchronous outcomes without Thread.sleep',
            'ArchUnit rules that stop controllers from calling repositories directly',
            'Mutation testing with PIT to find assertions that can never fail',
          ],
          handsOn: [
            'Stub an SMS provider with WireMock that returns 503 twice and 200 on the third call, and assert the retry logic sends exactly one SMS',
            'Add an ArchUnit test that fails the build when any class in ..web.. depends on ..repository.., and break the rule once to read the failure message',
            'Run PIT on the allocation service, kill at least three surviving mutants by strengthening assertions, and note the change in mutation score',
          ],
        },
      ],
      miniProject: {
        title: 'Helpdesk Test Suite Makeover',
        description:
          'Give the Phase 8 helpdesk API a production-grade test suite that any teammate trusts and that runs in CI in under five minutes.',
        deliverables: [
          'Slice tests for every controller and repository, plus integration tests on Testcontainers PostgreSQL',
          'A security test for each rule in the role-to-permission matrix',
          'WireMock-based tests for the email notification client, including failure cases',
          'JaCoCo and PIT reports linked from the README with the final scores',
        ],
      },
    },
    {
      id: 10,
      title: 'Concurrency, Virtual Threads and JVM Performance',
      level: 'Advanced',
      duration: '10 days',
      objective:
        'Write correct concurrent Java, use virtual threads where they pay off, and diagnose memory and latency problems with JVM tooling instead of guesswork.',
      icon: 'cpu',
      pages: [
        {
          title: 'Threads, Executors and Virtual Threads',
          topics: [
            'Race conditions, visibility and the happens-before relationship in the Java Memory Model',
            'synchronized, ReentrantLock, AtomicLong, LongAdder and ConcurrentHashMap.merge for shared state',
            'ExecutorService, Future and CompletableFuture composition with thenCompose and allOf',
            'Virtual threads: Executors.newVirtualThreadPerTaskExecutor and spring.threads.virtual.enabled=true',
            'Carrier thread pinning: what JEP 491 fixed for synchronized in Java 24 and what still pins',
            'Scoped values (final in Java 25) as an alternative to ThreadLocal, and structured concurrency in preview',
          ],
          handsOn: [
            'Increment a shared counter from 1,000 tasks without synchronisation, observe the wrong total, then fix it with synchronized, AtomicLong and LongAdder and compare throughput',
            'Call three simulated downstream services (300 ms each) sequentially and then with CompletableFuture.allOf; total latency should fall from about 900 ms to about 300 ms',
            'Load-test a blocking Spring MVC endpoint with 2,000 concurrent k6 users on platform threads and then with virtual threads enabled, and chart throughput and p95 latency',
          ],
        },
        {
          title: 'JVM Memory, Garbage Collection and Profiling',
          topics: [
            'Heap, metaspace and thread stacks, and sizing the heap inside containers with -XX:MaxRAMPercentage',
            'G1 vs Generational ZGC: pause-time goals and choosing a collector for latency-sensitive APIs',
            'Java Flight Recorder and JDK Mission Control for CPU hot spots and allocation pressure',
            'Heap dumps with jcmd and finding leaks with Eclipse Memory Analyzer',
            'Startup time compared: Class Data Sharing, the JDK AOT cache and GraalVM native images',
          ],
          handsOn: [
            'Run a service that leaks through a static map with -Xmx256m and -XX:+HeapDumpOnOutOfMemoryError, then find the leaking map in Eclipse Memory Analyzer',
            'Record 60 seconds of JFR on a load-tested endpoint and identify the top three allocation sites in JDK Mission Control',
            'Measure startup time of one Spring Boot app as a plain JAR, with an AOT cache on Java 25 and as a GraalVM native image, and tabulate the results',
          ],
        },
      ],
      miniProject: {
        title: 'Concurrent Fare Aggregator',
        description:
          'A service that queries several mock travel providers in parallel for a route and returns the cheapest fares within a strict latency budget.',
        deliverables: [
          'Parallel provider calls on virtual threads with a 1.5-second overall timeout',
          'Partial results when one provider is slow, with the missing provider flagged in the response',
          'A k6 report showing p95 latency at 500 concurrent users',
          'A JFR recording and a short note on the hot spot you found and fixed',
        ],
      },
    },
    {
      id: 11,
      title: 'Caching and Event-Driven Systems with Redis and Kafka',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Speed up read-heavy paths with Redis and decouple services with Apache Kafka, handling duplicates, failures and ordering the way production systems must.',
      icon: 'zap',
      pages: [
        {
          title: 'Caching and Distributed State with Redis',
          topics: [
            'Cache-aside with the Spring Cache abstraction: @Cacheable, @CachePut and @CacheEvict backed by Redis',
            'TTLs, cache stampede protection and deciding what must never be cached',
            'Redis data structures for backends: strings, hashes, sorted sets for leaderboards, and streams',
            'Spring Data Redis with Lettuce, RedisTemplate serialisers and JSON values',
            'Idempotency keys stored in Redis so clients can safely retry POST /payments',
            'Distributed locks and their limits: SET NX PX compared with database row locks',
          ],
          handsOn: [
            'Cache a slow restaurant-menu endpoint with @Cacheable and a 10-minute TTL, and show the second call skips the database by counting SQL statements',
            'Implement an Idempotency-Key header on POST /api/payments so a replay within 24 hours returns the original response and creates no duplicate row',
            'Build a live quiz leaderboard on a Redis sorted set (ZINCRBY, ZREVRANGE) and expose the top 10 over REST',
          ],
        },
        {
          title: 'Apache Kafka Fundamentals with Spring',
          topics: [
            'Kafka 4.x in KRaft mode: brokers, topics, partitions, replication factor and retention',
            'Message keys and partitioning: ordering is guaranteed per key, not per topic',
            'Consumer groups, offsets, rebalancing and the new consumer group protocol (KIP-848)',
            'Spring for Apache Kafka: KafkaTemplate, @KafkaListener and JSON serialisation of event records',
            'Delivery semantics: at-most-once, at-least-once and idempotent producers',
          ],
          handsOn: [
            'Start a single-node KRaft Kafka with Docker Compose, create an orders topic with 3 partitions, and produce and consume messages with the kafka-console tools',
            'Publish OrderPlaced events keyed by restaurantId from a Spring Boot service and show in the consumer log that events for one restaurant always arrive in order',
            'Scale a consumer group from one to three instances and record from the logs how partitions are reassigned',
          ],
        },
        {
          title: 'Reliable Event-Driven Patterns',
          topics: [
            'The dual-write problem and the transactional outbox pattern with a polling publisher',
            'Idempotent consumers backed by a processed_events table and a unique constraint',
            'Non-blocking retries with @RetryableTopic, exponential backoff and dead-letter topics',
            'Event schema evolution: versioned payloads, Avro or JSON Schema and a schema registry',
            'Choreography vs orchestration sagas for multi-service workflows',
          ],
          handsOn: [
            'Write the order and an outbox row in one transaction and publish unsent rows on a schedule; kill the app mid-publish and prove no event is lost after restart',
            'Configure @RetryableTopic with 3 attempts and exponential backoff, send a poison message and show it lands in the orders-dlt topic with exception headers',
            'Make the payment consumer idempotent and prove with a Testcontainers Kafka test that delivering the same event twice charges the customer only once',
          ],
        },
      ],
      miniProject: {
        title: 'Order Notification Pipeline',
        description:
          'An order service and a notification service that communicate only through Kafka, with a Redis-cached read side for order status.',
        deliverables: [
          'Order service with a transactional outbox publishing OrderPlaced and OrderCancelled events',
          'Notification service with an idempotent consumer, retry topics and a dead-letter topic',
          'Redis-cached order status endpoint evicted on status-change events',
          'One Docker Compose file that starts PostgreSQL, Redis, Kafka and both services',
        ],
      },
    },
    {
      id: 12,
      title: 'Docker, CI/CD and Observability',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Package services as lean container images, automate builds and releases with GitHub Actions, and make production behaviour visible with Actuator, Micrometer and OpenTelemetry.',
      icon: 'gauge',
      pages: [
        {
          title: 'Containerising Spring Boot Services',
          topics: [
            'Multi-stage Dockerfiles on Eclipse Temurin JRE base images with a non-root user',
            'Layered JARs and java -Djarmode=tools extract for faster image rebuilds',
            'Cloud Native Buildpacks with the spring-boot:build-image goal and the bootBuildImage task',
            'Container health checks backed by Actuator liveness and readiness probes',
            'Graceful shutdown with server.shutdown=graceful and spring.lifecycle.timeout-per-shutdown-phase',
          ],
          handsOn: [
            'Write a multi-stage Dockerfile for the order service producing an image under 250 MB; check the size with docker image ls and the non-root user with docker exec whoami',
            'Build the same service with ./mvnw spring-boot:build-image and compare image size and rebuild time after a one-line code change',
            'Send SIGTERM during a slow request and show that graceful shutdown lets the request finish before the container exits',
          ],
        },
        {
          title: 'CI/CD Pipelines with GitHub Actions',
          topics: [
            'Workflow syntax: triggers, jobs, matrix builds and actions/setup-java with Maven dependency caching',
            'Running Testcontainers-based tests on ubuntu-latest GitHub-hosted runners',
            'Building and pushing images to GitHub Container Registry with docker/build-push-action',
            'Deploying a tagged release to a cloud VM or a managed container service such as AWS ECS or Azure Container Apps',
          ],
          handsOn: [
            'Create a workflow that runs ./mvnw verify with Testcontainers on every pull request and make it a required check before merging',
            'On every v* tag, build the image, push it to ghcr.io tagged with the version and the commit SHA, and attach the image digest to the GitHub release',
          ],
        },
        {
          title: 'Observability with Actuator, Micrometer and OpenTelemetry',
          topics: [
            'Actuator health groups, info and metrics endpoints, secured on a separate management port',
            'Micrometer meters (Counter, Timer, Gauge) and the Observation API for business metrics',
            'Prometheus scraping /actuator/prometheus and Grafana dashboards for rate, errors and duration',
            'Distributed tracing with Micrometer Tracing and the OpenTelemetry OTLP exporter',
            'Structured JSON logging with logging.structured.format.console=ecs and trace ids on every line',
            'Alerting on service level objectives (error rate and latency) rather than CPU usage',
          ],
          handsOn: [
            'Add a Micrometer counter orders.placed tagged by city and a Timer around checkout, then build a Grafana panel showing orders per minute',
            'Run the grafana/otel-lgtm container, export traces over OTLP from two services, and find one trace spanning the HTTP request and the Kafka consumer',
            'Switch to structured ECS logging and show that a consumer log line carries the same traceId as the producer request that caused it',
          ],
        },
      ],
      miniProject: {
        title: 'Production-Ready Order Platform Deployment',
        description:
          'Take the order notification pipeline to a cloud environment with automated delivery and a monitoring setup you would be comfortable being on call for.',
        deliverables: [
          'GitHub Actions pipeline that tests, builds, pushes to GHCR and deploys on tag',
          'Services reachable over HTTPS with liveness and readiness checks wired to the platform',
          'Grafana dashboard with request rate, error rate, p95 latency and Kafka consumer lag',
          'A runbook describing three alerts and the first steps to take for each',
        ],
      },
    },
    {
      id: 13,
      title: 'Microservices, Resilience and System Design',
      level: 'Expert',
      duration: '4+ weeks',
      objective:
        'Decide when and how to split a system, keep distributed services resilient under failure, and practise the system design reasoning that senior backend interviews expect.',
      icon: 'network',
      requirements: 'Phases 7 to 12 completed, with the order notification pipeline running locally.',
      pages: [
        {
          title: 'From Modular Monolith to Microservices',
          topics: [
            'Modular monoliths with Spring Modulith: application modules, verification tests and published events',
            'Domain-driven design essentials: bounded contexts, aggregates and anti-corruption layers',
            'Service boundaries, database-per-service and the real cost of distributed transactions',
            'Spring Cloud Gateway for routing, token relay and request rate limiting',
            'Service-to-service calls with @HttpExchange clients and propagated JWTs',
          ],
          handsOn: [
            'Restructure one Spring Boot app into Spring Modulith modules (orders, payments, notifications) and add an ApplicationModules.verify() test that fails on an illegal dependency',
            'Extract notifications into its own service behind Spring Cloud Gateway, routing /api/notifications/** and relaying the JWT',
            'Write a one-page Architecture Decision Record explaining why payments stays inside the monolith for now',
          ],
        },
        {
          title: 'Resilience Patterns for Distributed Services',
          topics: [
            'Timeouts everywhere: connect and read timeouts on RestClient, plus JDBC query timeouts',
            'Resilience4j circuit breaker, retry with jitter, bulkhead and time limiter',
            'Spring Framework 7 built-in resilience: @Retryable and @ConcurrencyLimit with @EnableResilientMethods',
            'Fallbacks and graceful degradation by serving cached or partial data',
            'Chaos testing with the Toxiproxy Testcontainers module to inject latency and dropped connections',
          ],
          handsOn: [
            'Wrap the payment client in a Resilience4j circuit breaker; with Toxiproxy adding 5 seconds of latency, show the breaker opening and fallbacks returning within 200 ms',
            'Publish Resilience4j metrics through Micrometer and chart circuit breaker state transitions in Grafana during a chaos run',
            'Reproduce a retry storm by retrying without backoff across two service layers, then fix it with capped exponential backoff and jitter',
          ],
        },
        {
          title: 'System Design for Backend Engineers',
          topics: [
            'Back-of-the-envelope estimation: requests per second, storage growth and bandwidth for a UPI-scale payment flow',
            'Scaling reads with replicas, caching layers and CDNs, and the consistency each one trades away',
            'Scaling writes with partitioning, choosing shard keys and avoiding hot partitions',
            'Exactly-once effects in practice: idempotency, deduplication and reconciliation jobs',
            'Classic interview designs: rate limiter, URL shortener and notification system',
            'Presenting a design: requirements, API, data model, trade-offs and failure modes',
          ],
          handsOn: [
            'Write a design for a railway seat booking system that survives the 10 am Tatkal spike: estimates, API, schema, locking strategy, failure handling and a diagram',
            'Run a 45-minute mock system design interview with a peer on a URL shortener and record three concrete pieces of feedback',
            'Implement a sliding-window rate limiter in Redis with a Lua script and load-test that it enforces 100 requests per minute per API key',
          ],
        },
      ],
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 2,
  capstones: [
    {
      title: 'GST-Ready Invoicing and Expense API',
      tech: [
        'Java 25',
        'Spring Boot 4',
        'Spring Data JPA',
        'PostgreSQL 17',
        'Flyway',
        'Spring Security',
        'springdoc-openapi',
      ],
      description:
        'A multi-tenant API for small businesses to issue GST invoices, record expenses and download monthly summaries. Each tenant sees only its own data, and invoice numbers must stay sequential and gap-free per financial year.',
      requirements: [
        'CGST and SGST vs IGST computed from supplier and customer state codes, with all amounts stored in paise',
        'Tenant isolation enforced in the data layer and covered by integration tests that attempt cross-tenant reads',
        'Gap-free invoice numbering per tenant per financial year, proven under concurrent requests',
        'OpenAPI 3.1 document published and a Testcontainers test suite running in GitHub Actions',
      ],
    },
    {
      title: 'Event-Driven Food Delivery Platform',
      tech: ['Spring Boot', 'Apache Kafka', 'Redis', 'PostgreSQL', 'Spring Cloud Gateway', 'Docker Compose'],
      description:
        'Order, restaurant, delivery-partner and notification services that move an order from placement to doorstep through Kafka events. The platform must survive any one service being down without losing or duplicating an order.',
      requirements: [
        'Transactional outbox on the order service and idempotent consumers in every service',
        'An order saga with compensation when a restaurant rejects the order or no delivery partner is available',
        'Redis-backed live order status, evicted on status events',
        'One request traceable across all services in Grafana Tempo or Jaeger',
      ],
    },
    {
      title: 'Tatkal-Style Seat Booking Engine',
      tech: ['Java 21', 'Spring Boot', 'PostgreSQL', 'Redis', 'Virtual threads', 'k6'],
      description:
        'A booking engine for a limited-quota train or bus service where thousands of users race for a few hundred seats at a fixed opening time. It must never double-book a seat and must stay responsive through the spike.',
      requirements: [
        'Seat holds that expire and are released automatically if payment does not complete within 10 minutes',
        'Zero double bookings, proven by a concurrent integration test and a k6 run with 5,000 virtual users',
        'A waiting list that confirms in queue order when seats are cancelled',
        'p95 latency and error rate from the load test documented in the README',
      ],
    },
    {
      title: 'Payments Ledger and Reconciliation Service',
      tech: ['Spring Boot', 'PostgreSQL', 'Flyway', 'Apache Kafka', 'Testcontainers', 'Micrometer'],
      description:
        'A double-entry ledger recording wallet top-ups, transfers and refunds for a UPI-style mock payments app. A nightly job reconciles the ledger against a simulated bank settlement file and reports every mismatch.',
      requirements: [
        'Every transaction posts balanced debit and credit entries, enforced in code and by a database constraint',
        'Idempotency keys on all money-moving endpoints, with replays returning the original result',
        'A reconciliation job that produces a mismatch report and Micrometer metrics for matched and unmatched items',
        'An immutable audit trail: entries are never updated, and corrections are posted as reversing entries',
      ],
    },
    {
      title: 'Clinic Appointment Platform with OAuth2',
      tech: ['Spring Boot', 'Spring Security', 'Keycloak', 'PostgreSQL', 'Spring Modulith', 'OpenTelemetry'],
      description:
        'A modular monolith for a multi-doctor clinic where patients book and reschedule slots, doctors manage availability and receptionists handle walk-ins. Login goes through Keycloak, with both role-based and ownership-based access rules.',
      requirements: [
        'Patient, Doctor and Receptionist roles from Keycloak JWTs with method-level authorisation',
        'No overlapping appointments for a doctor, enforced by a PostgreSQL exclusion constraint on a time range',
        'A Spring Modulith verification test and event-driven appointment reminders',
        'Deployed with Docker through a GitHub Actions pipeline, with traces and a dashboard for the booking flow',
      ],
    },
  ],
  promptsHeading: 'Journal Prompts',
  prompts: [
    'Which Spring Boot auto-configuration surprised you most this week, and how did you find out what it was doing behind the scenes?',
    'Describe a query that was slow or wrong when written through JPA. What did the generated SQL reveal, and what did you change?',
    'Where in your current project could a request be retried or an event delivered twice, and what guarantees the outcome happens only once?',
    'Which test in your suite gives you the most confidence to deploy, and which test would you delete because it only checks the framework?',
    'If your service failed at 2 am tomorrow, which metric, log line or trace would you open first, and does it exist yet?',
  ],
  extras: [],
} satisfies Guide
