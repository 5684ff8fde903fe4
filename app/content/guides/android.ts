import type { Guide } from '../schema'

export const guide = {
  slug: 'android',
  title: 'Android Development',
  tagline: 'From your first Kotlin line to a Play Store release: modern Android with Kotlin 2.x and Jetpack Compose.',
  intro:
    'A 15-phase, week-by-week roadmap that follows how Android teams in Bengaluru, Hyderabad and Pune build apps today: Kotlin with coroutines and Flow, Jetpack Compose with Material 3, a ViewModel-driven architecture wired with Hilt, offline-first data with Room and DataStore, and a tested, profiled, Crashlytics-monitored release on Google Play. Every page ends with labs you can verify on your own phone or emulator, and most phases close with a mini project that grows your portfolio.',
  facts: [
    { label: 'Guide phases', value: '15' },
    { label: 'Self-paced duration', value: '5-6 months' },
    { label: 'Capstones', value: '10' },
    { label: 'Weekly effort', value: '12-15 hours' },
  ],
  levelScale: 'android',
  requirementsNote:
    'A laptop with at least 8 GB RAM (16 GB recommended) running the latest stable Android Studio on Windows 10/11, macOS or Linux, with about 30 GB of free SSD space for the SDK, emulator images and Gradle caches. An Android phone running Android 10 or newer with USB or wireless debugging is strongly advised; on 8 GB machines, run apps on the phone instead of the emulator.',
  phases: [
    {
      id: 1,
      title: 'Kotlin and Android Studio Foundations',
      level: 'Foundation',
      duration: '1 Week',
      objective:
        'Set up a working Android toolchain and write your first Kotlin programs with confident use of types, null safety and control flow.',
      icon: 'terminal',
      requirements: 'A stable internet connection for the first SDK and emulator download (about 5 GB).',
      pages: [
        {
          title: 'Installing Android Studio, the SDK and a Test Device',
          topics: [
            'Android Studio installation, the SDK Manager, SDK Platforms and Build-Tools',
            'Creating an emulator in Device Manager: system images, x86_64 vs ARM images and hardware acceleration (Hyper-V, KVM)',
            'Enabling Developer Options, USB debugging and wireless debugging with a pairing code on a physical phone',
            'New Project wizard: the Empty Activity (Compose) template, application ID and choosing a minimum SDK',
            'Tuning Android Studio for 8 GB machines: Gradle daemon heap in gradle.properties, power-save mode and a single running emulator',
            'Logcat filters by package, tag and level, and reading a stack trace down to the crashing line',
          ],
          handsOn: [
            'Install Android Studio, create an API 36 (Android 16) emulator and a "Hello Bengaluru" Compose project; confirm it launches on the emulator or your phone in under a minute',
            'Pair your phone over Wi-Fi with "Pair device using pairing code" and deploy the same app without a cable',
            'Add a deliberate throw IllegalStateException("test") in onCreate, filter Logcat to your package name and note the exact file and line of the crash',
          ],
        },
        {
          title: 'Kotlin Syntax, Types and Null Safety',
          topics: [
            'val vs var, type inference and the basic types Int, Long, Double, Boolean, Char and String',
            'String templates, raw strings and tidy multiline text with trimIndent()',
            'Nullable types, safe calls (?.), the Elvis operator (?:) and why !! is a code smell',
            'if and when as expressions, ranges with .., until, step and downTo, and for/while loops',
            'Smart casts after is checks, and structural (==) vs referential (===) equality',
            'Running Kotlin in the Kotlin Playground and as a plain JVM main() inside Android Studio',
          ],
          handsOn: [
            'Write a GST calculator that takes an amount and a slab (5, 18 or 40 per cent) through a when expression and prints CGST, SGST and the total for a three-item bill',
            'Convert a list of nullable PIN-code strings (some null, some malformed) with toIntOrNull() and ?:, printing only valid six-digit codes without using a single !!',
            'Solve the "Introduction" section of Kotlin Koans and push your solutions to a new GitHub repository',
          ],
        },
      ],
      miniProject: {
        title: 'Console Bill Splitter',
        description:
          'A Kotlin command-line program that splits a restaurant bill among friends with optional tip and GST, and handles bad input without crashing.',
        deliverables: [
          'main() reading the bill amount and head count with readln(), rejecting non-numeric input with a clear message',
          'Per-person share rounded to two decimal places and printed in Indian rupee format',
          'A README with sample input and output, pushed to GitHub',
        ],
      },
    },
    {
      id: 2,
      title: 'Idiomatic Kotlin: Classes, Functions and Collections',
      level: 'Foundation',
      duration: '10 days',
      objective:
        'Model real data with classes, sealed types and collections, and write the functional-style Kotlin that Compose and coroutines rely on.',
      icon: 'braces',
      pages: [
        {
          title: 'Classes, Data Classes and Sealed Hierarchies',
          topics: [
            'Primary and secondary constructors, init blocks, default and named arguments',
            'Data classes: generated equals/hashCode, copy() and destructuring declarations',
            'Sealed interfaces for UI state such as Loading, Success(data) and Error(message)',
            'Enum classes with properties, the entries property and exhaustive when',
            'object declarations, companion objects and factory functions',
            'Interfaces with default methods, abstract classes and the private, internal and protected modifiers',
            'Value classes (@JvmInline value class) for type-safe IDs such as UserId and amounts in paise',
          ],
          handsOn: [
            'Model an order lifecycle (Placed, Packed, OutForDelivery, Delivered, Cancelled(reason)) as a sealed interface and write a when that the compiler forces to cover every state',
            'Create a Money value class storing paise as Long, with plus() and a toRupeeString() that prints ₹1,24,999.50 using Indian digit grouping',
            'Use copy() to produce a Product with a new price and prove with == and === that the original object is unchanged',
          ],
        },
        {
          title: 'Lambdas, Higher-Order Functions and Collection Pipelines',
          topics: [
            'Function types, lambdas, trailing lambda syntax and the implicit it parameter',
            'Collection operators map, filter, sortedBy, groupBy, associateBy, partition, fold and sumOf',
            'Read-only List vs MutableList, and why Compose prefers immutable collections',
            'Sequences for lazy evaluation over large collections',
            'Scope functions let, run, apply, also and with, and when each reads best',
            'Extension functions and extension properties on types you do not own',
          ],
          handsOn: [
            'Generate 1,000 fake UPI transactions and, using only collection operators, print spend per category, the top five merchants and the largest single debit',
            'Write String.isValidIndianMobile() and String.maskedPhone() extensions and check them in main() against six sample numbers, including +91 and 0-prefixed forms',
            'Rewrite a nested-loop filter over 100,000 items as a Sequence and compare both versions with measureTimeMillis',
          ],
        },
        {
          title: 'Generics, Error Handling and Kotlin 2.x Features',
          topics: [
            'Generic classes and functions, upper bounds and declaration-site variance with out and in',
            'inline functions and reified type parameters',
            'Exceptions, try as an expression, runCatching and the Result type',
            'Preconditions with require(), check() and error()',
            'The K2 compiler in Kotlin 2.x: faster compilation and smarter smart casts',
            'Guard conditions in when branches and multi-dollar string interpolation in recent Kotlin 2.x releases',
          ],
          handsOn: [
            'Build a generic LruCache<K, V> with a maximum size that evicts the least recently used entry, and exercise it with String and Int keys',
            'Wrap a flaky parser in runCatching, map successes, log failures with onFailure and show that no exception escapes main()',
          ],
        },
      ],
      miniProject: {
        title: 'Student Marks Analyser',
        description:
          'Reads marks for a class of 40 students from a CSV string, assigns grades and prints a ranked report using only idiomatic Kotlin.',
        deliverables: [
          'A Student data class and a sealed Grade hierarchy with an exhaustive when',
          'A groupBy/sortedByDescending pipeline that produces the class topper, subject averages and a list of students who need support',
          'At least eight checks in main() covering blank lines, absent students and out-of-range marks',
        ],
      },
    },
    {
      id: 3,
      title: 'Coroutines and Flow',
      level: 'Beginner',
      duration: '2 Weeks',
      objective:
        'Write asynchronous code that is cancellable and easy to reason about, using structured concurrency and reactive streams with Flow.',
      icon: 'workflow',
      pages: [
        {
          title: 'Structured Concurrency with Coroutines',
          topics: [
            'suspend functions and what "suspending without blocking" means for the main thread',
            'Coroutine builders launch, async/await and runBlocking, and why runBlocking stays out of app code',
            'CoroutineScope, Job hierarchies, and coroutineScope vs supervisorScope',
            'Dispatchers.Main, Dispatchers.IO and Dispatchers.Default, switching with withContext',
            'Cooperative cancellation with isActive and ensureActive(), and cleanup in NonCancellable blocks',
            'Exception propagation between parent and child coroutines and CoroutineExceptionHandler',
            'Timeouts with withTimeout and withTimeoutOrNull',
          ],
          handsOn: [
            'Fetch three fake prices with delay(1000) each, first sequentially and then with async; print timings showing roughly 3 s versus 1 s',
            'Start a loop that prints every 200 ms, cancel its Job after one second and show that its finally block runs exactly once',
            'Inside supervisorScope, launch five children where one throws; confirm the other four complete and the failure is logged by a CoroutineExceptionHandler',
          ],
        },
        {
          title: 'Cold Flows, StateFlow and SharedFlow',
          topics: [
            'Cold flows with flow {} and emit, and terminal operators collect, first and toList',
            'Intermediate operators map, filter, onEach, debounce, distinctUntilChanged, flatMapLatest, combine and zip',
            'Error handling with catch, retry and retryWhen, and flowOn for the upstream context',
            'StateFlow vs SharedFlow, and MutableStateFlow.update {} for atomic state changes',
            'Turning cold flows hot with stateIn and SharingStarted.WhileSubscribed(5_000)',
            'Backpressure tools: buffer, conflate and collectLatest',
            'Wrapping callback-based APIs with callbackFlow and awaitClose',
          ],
          handsOn: [
            'Simulate a search box that emits keystrokes every 100 ms, apply debounce(300) and distinctUntilChanged, and show that only settled queries reach a fake API',
            'Combine a cart Flow and a coupon Flow to emit a live payable total, and verify it updates when either source changes',
            'Wrap a java.util.Timer callback in callbackFlow and confirm that awaitClose cancels the timer when the collector is cancelled',
          ],
        },
      ],
      miniProject: {
        title: 'Live Cricket Score Ticker',
        description:
          'A console simulator that streams ball-by-ball events as a Flow and derives the current run rate and projected score in real time.',
        deliverables: [
          'A cold Flow emitting ball events (dot, runs, wide, wicket) with random delays',
          'A StateFlow of the innings summary updated atomically with update {}',
          'An innings that stops cleanly at 20 overs or 10 wickets, cancelling all collectors and printing a final scorecard',
        ],
      },
    },
    {
      id: 4,
      title: 'Android App Fundamentals',
      level: 'Beginner',
      duration: '1 Week',
      objective:
        'Understand how an Android app is configured, built, packaged and run: Gradle, the manifest, resources, activities and intents.',
      icon: 'smartphone',
      pages: [
        {
          title: 'Project Anatomy: Gradle, Manifest and Resources',
          topics: [
            'Gradle Kotlin DSL (build.gradle.kts), the Android Gradle Plugin and settings.gradle.kts',
            'Version catalogs in libs.versions.toml and the Compose BOM for aligned library versions',
            'minSdk, targetSdk and compileSdk, and the target API level Google Play currently requires',
            'AndroidManifest.xml: the application element, activities, permissions and intent filters',
            'Resources: strings.xml, plurals, vector drawables, adaptive launcher icons and qualifiers such as values-hi',
            'Build types (debug, release) and product flavours such as free and pro',
            'KSP (Kotlin Symbol Processing) as the replacement for kapt in annotation processing',
          ],
          handsOn: [
            'Move every hard-coded dependency of a new project into libs.versions.toml and get a clean Gradle sync',
            'Add a Hindi translation in values-hi/strings.xml, switch the device language and confirm the app name and labels change',
            'Create free and pro product flavours with different applicationIdSuffix values and install both on one device side by side',
          ],
        },
        {
          title: 'Activities, Lifecycle and Intents',
          topics: [
            'Activity lifecycle callbacks from onCreate to onDestroy and what triggers each one',
            'Configuration changes (rotation, dark mode, language) versus system-initiated process death',
            'ComponentActivity with setContent and enableEdgeToEdge() for the edge-to-edge default on Android 15 and later',
            'Explicit and implicit intents for sharing text, opening the dialler and launching maps',
            'The Activity Result API and the system Photo Picker',
            'The other app components: services, broadcast receivers and content providers',
          ],
          handsOn: [
            'Log every lifecycle callback, then rotate, press Home and return; draw the observed call sequence as a diagram in your notes',
            "Turn on the Don't keep activities option in Developer Options to simulate process death and list which screen state is lost",
            'Add buttons that share text with ACTION_SEND, dial a number with ACTION_DIAL and open a geo: URI for Vidhana Soudha in Google Maps',
          ],
        },
      ],
      miniProject: {
        title: 'Multilingual Digital Visiting Card',
        description:
          'A single-screen app that shows your visiting card in English, Hindi and one more Indian language, with call, email and share actions.',
        deliverables: [
          'All text in string resources with values-hi and one more regional locale',
          'Working implicit intents for dial, email (mailto:) and share',
          'Custom adaptive launcher icon and a release build installed on a physical device',
        ],
      },
    },
    {
      id: 5,
      title: 'Jetpack Compose Essentials with Material 3',
      level: 'Beginner',
      duration: '2 Weeks',
      objective:
        'Build complete screens declaratively with composables, modifiers, lazy lists and a Material 3 theme that adapts to light, dark and dynamic colour.',
      icon: 'layout',
      pages: [
        {
          title: 'Composables, Modifiers and Layouts',
          topics: [
            'Declarative UI: @Composable functions that describe UI instead of mutating views',
            'Column, Row, Box, Spacer, Arrangement and Alignment',
            'Modifier chains and why order matters, for example padding before or after background',
            'Text, Image, Icon, Button, OutlinedTextField and Card basics',
            'Loading remote images with Coil 3 AsyncImage, placeholders and crossfade',
            '@Preview for multiple devices, dark mode and font scales, plus interactive preview mode',
          ],
          handsOn: [
            'Recreate a restaurant menu card (dish photo, name, veg/non-veg marker, price, Add button) and check it in previews at font scales 1.0 and 2.0',
            'Swap the order of Modifier.padding and Modifier.background on a Box and capture both previews to explain the difference in your notes',
          ],
        },
        {
          title: 'Lazy Lists, Grids and Pagers',
          topics: [
            'LazyColumn, LazyRow and LazyVerticalGrid with items() and itemsIndexed()',
            'Stable item keys and contentType for efficient list updates and animations',
            'Sticky headers, grouped sections and reading LazyListState for scroll position',
            'HorizontalPager for onboarding screens and image carousels',
            'Pull-to-refresh with PullToRefreshBox',
            'Item animations with Modifier.animateItem()',
          ],
          handsOn: [
            'Build a LazyColumn of 500 products keyed by product ID, shuffle the list and confirm in Layout Inspector that unchanged rows are not recomposed',
            'Group 200 contacts by first letter with stickyHeader and add a "Back to top" FAB that appears only after the first item scrolls off screen',
            'Build a three-slide onboarding HorizontalPager with page indicators and a Skip button',
          ],
        },
        {
          title: 'Material 3 Theming and Components',
          topics: [
            'MaterialTheme colorScheme, typography and shapes',
            'Dynamic colour on Android 12+ with dynamicLightColorScheme and a brand fallback palette',
            'Generating a brand palette in Material Theme Builder and exporting the Compose theme files',
            'Scaffold, TopAppBar, NavigationBar, FloatingActionButton and SnackbarHost',
            'Dark theme, bundled fonts in res/font and the newer Material 3 Expressive components',
            'Accessibility basics: content descriptions, 48 dp touch targets and colour contrast',
          ],
          handsOn: [
            'Generate a theme from a brand colour in Material Theme Builder, apply it and add a setting that toggles between dynamic and brand colours',
            'Build a Scaffold with a top bar, a three-tab NavigationBar and a Snackbar confirming "Added to cart" with an Undo action',
            'Run Accessibility Scanner on your screens and fix every touch-target and contrast issue it reports',
          ],
        },
      ],
      miniProject: {
        title: 'Recipe Catalogue UI',
        description:
          'A static but polished recipe browser for regional Indian dishes with a grid of categories, a recipe list and a detail screen, built entirely in Compose.',
        deliverables: [
          'LazyVerticalGrid of cuisines and a LazyColumn of recipes with stable keys',
          'Custom Material 3 theme with light, dark and dynamic colour support',
          'Previews for phone and tablet sizes and a screenshot set in the README',
        ],
      },
    },
    {
      id: 6,
      title: 'State, Recomposition and Side Effects',
      level: 'Intermediate',
      duration: '10 days',
      objective:
        'Master how Compose tracks state and decides what to redraw, so your screens stay correct across configuration changes and smooth under load.',
      icon: 'zap',
      pages: [
        {
          title: 'State Hoisting and Unidirectional Data Flow',
          topics: [
            'remember, mutableStateOf and rememberSaveable across configuration changes',
            'Stateless vs stateful composables and hoisting state to the caller',
            'Unidirectional data flow: state flows down, events flow up',
            'Plain state-holder classes vs ViewModel, and when each is the right owner',
            'Snapshot state collections: mutableStateListOf and mutableStateMapOf',
            'State-based text input with TextFieldState and input transformations for validation',
          ],
          handsOn: [
            'Build a stateless QuantitySelector(quantity, onIncrease, onDecrease) and reuse it in three cart rows driven by one hoisted list',
            'Create a signup form with name, mobile number and PIN code validation that keeps its input after rotation using rememberSaveable',
          ],
        },
        {
          title: 'Recomposition, Stability and Side Effects',
          topics: [
            'The three phases of a Compose frame: composition, layout and drawing',
            'Stability, @Stable and @Immutable, and strong skipping mode (on by default since Kotlin 2.0.20)',
            'derivedStateOf for values that change less often than their inputs',
            'Deferring state reads to later phases with lambda modifiers such as Modifier.offset {}',
            'Side-effect APIs LaunchedEffect, DisposableEffect, rememberCoroutineScope, rememberUpdatedState and produceState',
            'Compose compiler reports and metrics for finding unstable parameters',
          ],
          handsOn: [
            'Enable recomposition counts in Layout Inspector on the Phase 5 contacts list, where the "Back to top" FAB reads scroll state directly, and cut its recompositions to near zero with derivedStateOf',
            'Generate Compose compiler reports, find a class marked unstable because of a List field, fix it with kotlinx.collections.immutable and re-run the report',
            'Register a ConnectivityManager callback in a DisposableEffect to show a "You are offline" banner, and confirm in Logcat that it unregisters when you leave the screen',
          ],
        },
        {
          title: 'Animations and Motion in Compose',
          topics: [
            'animate*AsState for single values such as colour, size and elevation',
            'AnimatedVisibility, AnimatedContent and Crossfade for content changes',
            'updateTransition and rememberInfiniteTransition for coordinated and looping motion',
            'Shared element transitions with SharedTransitionLayout',
            'Respecting the system "Remove animations" accessibility setting',
          ],
          handsOn: [
            'Animate a favourite button that scales and changes colour on tap using animateFloatAsState and animateColorAsState',
            'Add a shared element transition from a product thumbnail in the list to the hero image on the detail screen',
          ],
        },
      ],
      miniProject: {
        title: 'Expense Tracker with Live Totals',
        description:
          'A single-activity expense tracker where adding, editing or deleting an entry instantly updates category totals and a monthly budget bar, with measured recomposition behaviour.',
        deliverables: [
          'Fully hoisted state with stateless, previewable components',
          'An animated budget progress bar that turns red above 90 per cent of budget',
          'A short write-up with Layout Inspector screenshots showing which composables skip recomposition',
        ],
      },
    },
    {
      id: 7,
      title: 'Navigation, ViewModel and Adaptive Layouts',
      level: 'Intermediate',
      duration: '10 days',
      objective:
        'Structure a multi-screen app with type-safe navigation, lifecycle-aware ViewModels and layouts that adapt from phones to foldables and tablets.',
      icon: 'git-branch',
      pages: [
        {
          title: 'Navigation Compose with Type-Safe Routes',
          topics: [
            'NavHost and NavController with @Serializable route objects and data classes',
            'Reading arguments with toRoute<T>() and why routes should carry IDs, not whole objects',
            'Nested graphs for login and onboarding flows, and popUpTo with inclusive',
            'Bottom navigation that preserves each tab with saveState and restoreState',
            'Deep links from URLs and notifications, and verified App Links with assetlinks.json',
            'Predictive back gesture support and an overview of Navigation 3 (androidx.navigation3)',
          ],
          handsOn: [
            'Create Home → ProductList(category) → ProductDetail(id) with type-safe routes and confirm the arguments survive process death',
            'Implement a login graph that removes itself with popUpTo(inclusive = true) so pressing Back on Home exits the app',
            'Fire adb shell am start -W -a android.intent.action.VIEW -d "https://example.in/product/42" and land directly on the product detail screen',
          ],
        },
        {
          title: 'ViewModel, SavedStateHandle and Lifecycle-Aware Collection',
          topics: [
            'ViewModel scope and lifecycle: surviving rotation but not process death',
            'Exposing a single immutable UiState through StateFlow and modelling one-off events',
            'SavedStateHandle for restoring IDs and search queries after process death',
            'viewModelScope and automatic cancellation when the screen is popped',
            'collectAsStateWithLifecycle vs collectAsState, and why collection should stop in the background',
            'LifecycleResumeEffect, LifecycleStartEffect and repeatOnLifecycle',
          ],
          handsOn: [
            "Move a search screen's state into a ViewModel exposing StateFlow<SearchUiState>; rotate five times and confirm in Logcat that no extra network call is made",
            'Store the search query in SavedStateHandle, background the app, run adb shell am kill <package>, reopen it and verify the query is restored',
          ],
        },
        {
          title: 'Adaptive Layouts for Phones, Foldables and Tablets',
          topics: [
            'Window size classes from currentWindowAdaptiveInfo()',
            'NavigationSuiteScaffold switching between a bottom bar, navigation rail and drawer',
            'ListDetailPaneScaffold for two-pane list and detail screens',
            'Android 16 large-screen behaviour: orientation and resizability restrictions ignored at 600 dp and wider',
            'Foldable postures such as tabletop mode with WindowInfoTracker',
          ],
          handsOn: [
            'Run your app on the Pixel Tablet and Pixel Fold emulators and show the product list and detail side by side at expanded width',
            'Replace the bottom bar with NavigationSuiteScaffold and confirm it becomes a navigation rail on a tablet in landscape',
          ],
        },
      ],
      miniProject: {
        title: 'Mini Shopping Browser',
        description:
          'A three-screen catalogue (categories, product list, product detail) with type-safe navigation, a ViewModel per screen and a two-pane layout on tablets.',
        deliverables: [
          'Type-safe routes with a deep link into product detail',
          'UiState exposed as StateFlow and collected with collectAsStateWithLifecycle',
          'A screen recording showing the phone, foldable and tablet layouts',
        ],
      },
    },
    {
      id: 8,
      title: 'Dependency Injection with Hilt',
      level: 'Intermediate',
      duration: '3-4 days',
      objective:
        'Wire your app with Hilt so that dependencies are created in one place, scoped correctly and easy to swap for fakes in tests.',
      icon: 'box',
      pages: [
        {
          title: 'Hilt Setup, Modules and Scopes',
          topics: [
            'Why dependency injection matters for testability and swapping implementations',
            'Adding Hilt with KSP: @HiltAndroidApp, @AndroidEntryPoint and @HiltViewModel',
            '@Inject constructors, and @Module classes with @Provides and @Binds',
            'Hilt components and scopes: SingletonComponent, ViewModelComponent and @Singleton',
            'Qualifiers for multiple instances of one type, such as @IoDispatcher or @AuthenticatedClient',
            'hiltViewModel() in Compose and assisted injection for runtime arguments',
          ],
          handsOn: [
            'Inject a CoroutineDispatcher with an @IoDispatcher qualifier into a repository instead of hard-coding Dispatchers.IO',
            'Bind a ProductRepository interface to a fake implementation in the debug source set and a network implementation in release using @Binds',
          ],
        },
        {
          title: 'Hilt in Tests and Alternatives',
          topics: [
            'Replacing bindings in tests with @TestInstallIn and @UninstallModules',
            '@HiltAndroidTest, HiltAndroidRule and a custom AndroidJUnitRunner',
            'Manual DI with an AppContainer, and when a small app does not need Hilt',
            'Koin as a runtime DI alternative, especially in Kotlin Multiplatform projects',
            'Injecting dependencies into WorkManager workers with @HiltWorker',
          ],
          handsOn: [
            'Write an instrumented test that swaps the real repository for a fake with @TestInstallIn and asserts the fake data appears on screen',
            'Rebuild the same feature with a hand-written AppContainer and list three trade-offs against Hilt in your notes',
          ],
        },
      ],
    },
    {
      id: 9,
      title: 'Local Persistence with Room and DataStore',
      level: 'Intermediate',
      duration: '10 days',
      objective:
        'Store structured data in Room and user settings in DataStore, observe both as Flow, and evolve schemas safely with tested migrations.',
      icon: 'database',
      pages: [
        {
          title: 'Room Database with Reactive Queries',
          topics: [
            '@Entity, @Dao and @Database with KSP code generation',
            'Queries returning Flow<List<T>>, and suspend insert, @Upsert and delete',
            'Relations with @Relation, @Embedded and junction tables for many-to-many',
            'Type converters for LocalDate, enums and small lists',
            'Indices, FTS4 full-text search tables and query performance',
            'Room Kotlin Multiplatform support (Room 2.7+) and the bundled SQLite driver',
          ],
          handsOn: [
            'Create a notes database with notes and tags in a many-to-many relation and a list that updates instantly after each insert',
            'Seed 10,000 rows, run a LIKE search and an FTS4 MATCH search for the same word, and compare query times using Database Inspector',
          ],
        },
        {
          title: 'Migrations, Storage Choices and DataStore',
          topics: [
            'Schema export, AutoMigration with @RenameColumn specs and hand-written Migration objects',
            'MigrationTestHelper to verify upgrades from every shipped schema version',
            'Preferences DataStore for settings and why SharedPreferences is now legacy',
            'Typed DataStore backed by a kotlinx.serialization serializer',
            'Protecting sensitive values with the Android Keystore and Tink, since Jetpack security-crypto is deprecated',
            'Choosing between Room, DataStore, app-specific files and the cache directory',
          ],
          handsOn: [
            'Add a pinned column through an AutoMigration from version 1 to 2 and prove with MigrationTestHelper that existing notes survive',
            'Store theme (light, dark, system) and language in Preferences DataStore and observe it as a Flow to switch theme without an app restart',
            'Move an old SharedPreferences file into DataStore with SharedPreferencesMigration and verify every value carries over',
          ],
        },
      ],
      miniProject: {
        title: 'Offline Habit Tracker',
        description:
          'A habit tracker that records daily check-ins in Room, computes streaks and stores reminder and theme preferences in DataStore, working with no network at all.',
        deliverables: [
          'Room schema with habits and check-ins, exported schema JSON committed to Git',
          'Streak calculation covered by unit tests, including month and year boundaries',
          'A settings screen backed by DataStore with a working dark-mode toggle',
        ],
      },
    },
    {
      id: 10,
      title: 'Networking and Offline-First Data',
      level: 'Intermediate',
      duration: '2 Weeks',
      objective:
        'Talk to REST APIs with Retrofit or Ktor and kotlinx.serialization, page large datasets, and build repositories that keep working when the network does not.',
      icon: 'globe',
      pages: [
        {
          title: 'REST with Retrofit, OkHttp and kotlinx.serialization',
          topics: [
            'Retrofit interfaces with suspend functions, @GET, @POST, @Path, @Query and @Body',
            'kotlinx.serialization with @Serializable, @SerialName, ignoreUnknownKeys and default values',
            'OkHttp interceptors for auth headers, HTTP logging and timeouts',
            'Mapping HTTP errors and IOException into a sealed domain error type',
            'Refreshing expired access tokens with an OkHttp Authenticator',
            'Inspecting requests and responses in the Android Studio Network Inspector',
          ],
          handsOn: [
            'Call the public India Post PIN code API and list the post offices for a PIN entered by the user',
            'Switch on aeroplane mode and confirm the screen shows a typed "No internet" error state with Retry instead of crashing',
            'Add an interceptor that attaches a Bearer token and verify the header for each request in Network Inspector',
          ],
        },
        {
          title: 'Ktor Client, Paging 3 and Image Loading',
          topics: [
            'Ktor Client 3.x with the OkHttp engine and the ContentNegotiation and HttpTimeout plugins',
            'Retrofit vs Ktor: choosing for Android-only versus Kotlin Multiplatform projects',
            'Paging 3 with PagingSource, Pager, collectAsLazyPagingItems and load states',
            'Coil 3 memory and disk caching for image-heavy lists',
            'Multipart image uploads with progress reporting',
          ],
          handsOn: [
            'Rewrite the PIN code client with Ktor behind the same repository interface and switch implementations through Hilt with no UI changes',
            'Page through a 1,000-item API with Paging 3, showing a footer spinner while loading and a Retry button when a page fails',
          ],
        },
        {
          title: 'Offline-First Repositories and Sync',
          topics: [
            'Single source of truth: the UI reads from Room and the network only writes into Room',
            'Refresh strategies: stale-while-revalidate and time-based cache expiry',
            'Observing connectivity with ConnectivityManager.NetworkCallback exposed as a Flow',
            'Queuing offline writes in an outbox table and syncing them later',
            'Resolving conflicts with server timestamps and last-write-wins rules',
          ],
          handsOn: [
            'Build a repository that emits cached Room data instantly and then refreshes from the network; turn off Wi-Fi and confirm the list still shows with a "Last updated 10 min ago" label',
            'Create an outbox table and prove that a "like" made while offline reaches the server once connectivity returns',
          ],
        },
      ],
      miniProject: {
        title: 'Weather for Indian Cities',
        description:
          'A weather app using the free Open-Meteo API that shows current conditions and a 7-day forecast for saved Indian cities, fully usable offline from cache.',
        deliverables: [
          'Retrofit or Ktor client with kotlinx.serialization models and typed errors',
          'Room cache as the single source of truth, with a pull-to-refresh that updates it',
          'Saved cities and unit preference (°C or °F) kept in DataStore',
        ],
      },
    },
    {
      id: 11,
      title: 'Background Work, Permissions and Device Features',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Run reliable background jobs, ask for permissions the way users trust, and use the camera, location, notifications and widgets in production-quality ways.',
      icon: 'cpu',
      pages: [
        {
          title: 'WorkManager and Notifications',
          topics: [
            'CoroutineWorker, OneTimeWorkRequest and PeriodicWorkRequest with its 15-minute minimum interval',
            'Constraints (network type, charging, battery not low), backoff policies and unique work names',
            'Chaining workers and passing Data between them',
            'Expedited work, and foreground services with declared service types on Android 14+',
            'Notification channels, the POST_NOTIFICATIONS runtime permission on Android 13+ and PendingIntent',
            'Debugging scheduled jobs with the Background Task Inspector',
          ],
          handsOn: [
            'Schedule a periodic sync every 6 hours that runs only on unmetered networks, and inspect its state in Background Task Inspector',
            'Chain compress → upload → notify workers and verify the chain stops with a failure notification when the upload fails',
            'Post a notification whose deep link opens the matching order detail screen',
          ],
        },
        {
          title: 'Runtime Permissions, CameraX and Location',
          topics: [
            'The runtime permission flow with rememberLauncherForActivityResult, including rationale UI',
            'Photo Picker and partial media access on Android 14 (READ_MEDIA_VISUAL_USER_SELECTED)',
            'CameraX Preview, ImageCapture and ImageAnalysis use cases with the Compose CameraXViewfinder',
            'ML Kit barcode scanning on ImageAnalysis frames',
            'Fused Location Provider, approximate vs precise location and battery impact',
            'Background location restrictions and the Play Console permission declaration',
          ],
          handsOn: [
            'Request camera permission, deny it twice, and show a screen that deep-links to the app settings page when the permission is permanently denied',
            'Scan a UPI QR code with CameraX and ML Kit and display the payee VPA and name parsed from the upi://pay URI',
            "Show the user's locality using Fused Location and Geocoder, testing with a mock location set in the emulator's Extended Controls",
          ],
        },
        {
          title: 'Home-Screen Widgets and System Integration',
          topics: [
            'Jetpack Glance widgets with GlanceAppWidget and GlanceAppWidgetReceiver',
            'Refreshing widget content from WorkManager and Room',
            'Receiving shared text and images with ACTION_SEND intent filters',
            'Static and dynamic app shortcuts with ShortcutManagerCompat',
          ],
          handsOn: [
            "Build a Glance widget that shows today's three pending habits and marks one done with a tap, without opening the app",
            'Add a dynamic "New expense" shortcut and confirm a long-press on the launcher icon opens the add-expense screen directly',
          ],
        },
      ],
      miniProject: {
        title: 'Field Attendance App',
        description:
          'A check-in app for field sales staff that captures a selfie, the current location and a timestamp, stores each check-in offline and syncs with WorkManager.',
        deliverables: [
          'Camera and location permission flows that handle denial gracefully',
          'CameraX capture compressed to under 200 KB per image before upload',
          'WorkManager sync with network constraints and exponential backoff, visible in Background Task Inspector',
        ],
      },
    },
    {
      id: 12,
      title: 'Clean Architecture and Modularisation',
      level: 'Advanced',
      duration: '10 days',
      objective:
        'Organise a growing codebase into clear layers and Gradle modules so that features are independent, builds are faster and teams can work in parallel.',
      icon: 'layers',
      pages: [
        {
          title: 'Layers, Use Cases and Boundaries',
          topics: [
            'UI, domain and data layers as described in the official Android architecture guide',
            'Use cases with operator fun invoke, and when to skip the domain layer',
            'Repository interfaces in the domain layer with implementations in the data layer',
            'Mapping between network DTOs, database entities and domain models',
            'Carrying errors across layers with a Result-style sealed type',
            'MVVM vs MVI: reducers, user intents and a single UiState',
          ],
          handsOn: [
            'Refactor a feature so its ViewModel depends only on a GetOrdersUseCase, and confirm the UI module no longer imports Retrofit or Room',
            'Implement an MVI reducer for a checkout screen and document every (state, action) → new state transition in a table',
          ],
        },
        {
          title: 'Multi-Module Gradle Builds',
          topics: [
            'Module types: :app, :feature:*, :core:data, :core:domain, :core:designsystem and :core:testing',
            'api vs implementation dependencies and keeping the module graph acyclic',
            'Convention plugins in an included build-logic build to share Android and Compose configuration',
            'Gradle build cache, configuration cache and Build Scans for faster builds',
            "Studying Google's Now in Android sample as a reference architecture",
            'Static analysis with Android Lint, detekt and ktlint wired into the build',
          ],
          handsOn: [
            'Split your app into :app, :core:data, :core:ui and two :feature modules, and show with a Build Scan that changing one feature does not recompile the other',
            'Write an AndroidLibraryComposeConventionPlugin in build-logic and cut each feature build file to under 15 lines',
            'Enable the configuration cache and record clean and incremental build times before and after',
          ],
        },
      ],
      miniProject: {
        title: 'Modular News Reader',
        description:
          'A news reader split into feature and core modules with a shared design system, where each feature can be built and previewed on its own.',
        deliverables: [
          'At least two feature modules and three core modules with a module graph diagram in the README',
          'Convention plugins shared across every module',
          'detekt and Android Lint running in the build with zero warnings on the main branch',
        ],
      },
    },
    {
      id: 13,
      title: 'Testing Android Apps',
      level: 'Advanced',
      duration: '2 Weeks',
      objective:
        'Build a fast, trustworthy test suite across ViewModels, repositories, databases and Compose UI, and run it automatically on every pull request.',
      icon: 'flask',
      pages: [
        {
          title: 'Unit Testing ViewModels, Flows and Data Sources',
          topics: [
            'JUnit test structure, Given-When-Then naming and assertions with Truth or AssertK',
            'Fakes vs mocks, and MockK for verifying interactions',
            'kotlinx-coroutines-test: runTest, StandardTestDispatcher, advanceUntilIdle and a MainDispatcherRule',
            'Testing Flows with Turbine: test {}, awaitItem(), awaitError() and cancelAndIgnoreRemainingEvents()',
            'In-memory Room databases for DAO tests',
            'Measuring coverage with Kover or JaCoCo',
          ],
          handsOn: [
            'Test that a SearchViewModel emits Loading then Success for a query, and Error on IOException, using Turbine and a fake repository',
            'Test a 300 ms search debounce with a StandardTestDispatcher by advancing virtual time, so the test completes in milliseconds',
            'Write DAO tests against Room.inMemoryDatabaseBuilder covering insert, upsert and the Flow emission after a delete',
          ],
        },
        {
          title: 'Compose UI, Screenshot and CI Testing',
          topics: [
            'createComposeRule and createAndroidComposeRule, with finders and assertions on the semantics tree',
            'Test tags, useUnmergedTree and printToLog for debugging failing UI tests',
            'Robolectric for running Compose UI tests on the JVM',
            'Screenshot testing with Roborazzi or Compose Preview Screenshot Testing',
            'Gradle Managed Devices for reproducible emulator runs',
            'A GitHub Actions workflow for lint, unit tests and instrumented tests on each pull request',
          ],
          handsOn: [
            'Write a Compose test that types an invalid mobile number, asserts the error text is shown and checks the Submit button is disabled',
            'Record golden screenshots of your product card in light and dark themes, change a padding value and watch verification fail',
            'Set up a GitHub Actions workflow that runs ./gradlew lint testDebugUnitTest and blocks merging when it fails',
          ],
        },
      ],
      miniProject: {
        title: 'Fully Tested Login Module',
        description:
          'A login and OTP verification feature delivered with tests at every layer and a green CI pipeline.',
        deliverables: [
          'ViewModel tests with Turbine for idle, loading, OTP sent, verified and error states',
          'Compose UI tests for the happy path and a wrong OTP, plus screenshot tests for both themes',
          'GitHub Actions badge in the README showing a passing build and a coverage report above 80 per cent for the module',
        ],
      },
    },
    {
      id: 14,
      title: 'Performance, Security and Firebase',
      level: 'Expert',
      duration: '2 Weeks',
      objective:
        'Make your app fast to start, smooth to scroll, small to download and safe to use, then observe it in the wild with Firebase.',
      icon: 'gauge',
      pages: [
        {
          title: 'Startup, Rendering and App Size',
          topics: [
            'Measuring cold, warm and hot start with Macrobenchmark and StartupTimingMetric',
            'Baseline Profiles generated with the Baseline Profile Gradle plugin and BaselineProfileRule',
            'Finding jank with FrameTimingMetric, JankStats and System Trace in the Android Studio Profiler',
            'R8 full mode, keep rules for reflection and serialization, and resource shrinking',
            'Memory leaks with LeakCanary and heap dumps in the Memory Profiler',
            'Reading APK Analyzer output and app size data in Play Console',
          ],
          handsOn: [
            'Benchmark cold start on a mid-range phone, add a Baseline Profile and report the before and after median timeToInitialDisplayMs',
            'Enable isMinifyEnabled and isShrinkResources, fix any crash caused by missing keep rules, and record the size reduction in APK Analyzer',
            'Introduce a deliberate Activity leak through a static reference, catch it with LeakCanary and fix it',
          ],
        },
        {
          title: 'Firebase Crashlytics, Cloud Messaging and Remote Config',
          topics: [
            'Adding Firebase with the Firebase BoM and the google-services Gradle plugin',
            'Crashlytics non-fatal logging, custom keys, breadcrumbs and uploading R8 mapping files',
            'FCM tokens, notification vs data messages, topics and FirebaseMessagingService',
            'Remote Config and A/B Testing for feature flags',
            'Google Analytics for Firebase custom events and DebugView',
            'Firebase App Distribution for sharing test builds with reviewers',
          ],
          handsOn: [
            'Force a test crash in a minified release build and confirm the deobfuscated stack trace appears in the Crashlytics console',
            'Send an FCM data message to a topic and open a specific screen when the user taps the notification',
            'Gate a new checkout button behind a Remote Config flag and roll it out to 10 per cent of users',
          ],
        },
        {
          title: 'Mobile App Security Essentials',
          topics: [
            'Network security configuration, HTTPS-only traffic and the trade-offs of certificate pinning',
            'Credential Manager for passkeys and Sign in with Google',
            'Play Integrity API to detect tampered apps and untrusted devices',
            'Keeping secrets out of the APK: server-side keys, and the Secrets Gradle Plugin only for non-sensitive keys',
            'The OWASP MASVS checklist for mobile apps',
            'Biometric authentication with BiometricPrompt',
          ],
          handsOn: [
            'Implement passkey sign-in with Credential Manager against a test backend, with a password fallback',
            'Decompile your own release build with jadx and list every string, endpoint or key an attacker could read',
          ],
        },
      ],
      miniProject: {
        title: 'Performance and Stability Report',
        description:
          'A before-and-after engineering report on one of your earlier apps, showing measured improvements in startup, scrolling, size and crash visibility.',
        deliverables: [
          'Macrobenchmark results for startup and scrolling, with and without a Baseline Profile',
          'APK and AAB size comparison before and after R8 and resource shrinking',
          'Crashlytics dashboard screenshot with a deobfuscated non-fatal error and custom keys',
        ],
      },
    },
    {
      id: 15,
      title: 'Play Store Release and Kotlin Multiplatform',
      level: 'Expert',
      duration: '10 days',
      objective:
        'Publish a real app through the Play Console with a professional release process, and understand where Kotlin Multiplatform fits in your career.',
      icon: 'rocket',
      requirements:
        'A Google Play developer account (one-time US$25 fee) and, for a new personal account, 12 testers willing to join a closed test for 14 days.',
      pages: [
        {
          title: 'Shipping on Google Play',
          topics: [
            'Play Console account setup, identity verification and the closed-testing requirement for new personal accounts',
            'Play App Signing with an upload key, and building an Android App Bundle',
            'Internal, closed and open testing tracks, and staged production rollouts',
            'Store listing, Data safety form, content rating and target API level compliance',
            'Pre-launch reports and Android vitals thresholds for ANR and crash rates',
            'In-app updates and the In-App Review API',
            'versionCode and versionName strategy, and writing useful release notes',
          ],
          handsOn: [
            'Upload a signed AAB to the internal testing track and install it on your phone through the tester opt-in link',
            'Complete the Data safety form for an app using Crashlytics, FCM and location, and justify each declared data type in your notes',
            'Write a staged rollout plan (1, 10, 50, 100 per cent) with a halt rule based on crash-free users and ANR rate',
          ],
        },
        {
          title: 'Kotlin Multiplatform Overview',
          topics: [
            'KMP project structure: commonMain, androidMain and iosMain source sets',
            'expect and actual declarations for platform-specific APIs',
            'Sharing networking with Ktor and persistence with Room KMP or SQLDelight',
            'Compose Multiplatform for shared UI on Android, iOS and desktop',
            'When sharing code pays off and when to stay Android-only',
          ],
          handsOn: [
            'Generate a project with the Kotlin Multiplatform wizard, move a rupee-formatting function into commonMain and call it from the Android app',
            'Write expect fun platformName() with Android and desktop (or iOS) actual implementations and show the result in a shared Compose screen',
          ],
        },
        {
          title: 'Portfolio and Interview Readiness',
          topics: [
            'A portfolio README with screenshots, an architecture diagram and a Play Store or APK link',
            'Interview areas Indian product companies probe: lifecycle, coroutines, recomposition, memory leaks and offline sync',
            'Timed live-coding practice: a searchable list screen with a ViewModel in 45 minutes',
            'Contributing fixes to open-source Android libraries and writing technical blog posts',
          ],
          handsOn: [
            'Record a two-minute demo video of your best app and pin it with the repository on your GitHub profile',
            'Complete two timed mock builds of a search-and-detail screen and list what you would improve after each',
          ],
        },
      ],
      miniProject: {
        title: 'First Public Release',
        description:
          'Take one portfolio app from your earlier phases through closed testing to a production release on Google Play.',
        deliverables: [
          'A signed AAB with R8, a Baseline Profile and Crashlytics enabled',
          'Complete store listing with localised screenshots and an accurate Data safety declaration',
          'A release checklist and changelog committed to the repository',
        ],
      },
    },
  ],
  capstonesHeading: 'Capstone Projects',
  capstoneColumns: 2,
  capstones: [
    {
      title: 'Kirana Store Billing and Inventory',
      tech: ['Kotlin', 'Jetpack Compose', 'Room', 'CameraX', 'ML Kit Barcode Scanning', 'Hilt', 'WorkManager'],
      description:
        'An offline-first point-of-sale app for a neighbourhood kirana store: scan barcodes to build a bill, apply GST, track stock levels and share a PDF invoice. Data lives in Room and syncs to a backend whenever connectivity returns.',
      requirements: [
        'Works fully offline, with a sync queue processed by WorkManager',
        'Barcode scan to bill line in under one second on a mid-range phone',
        'Low-stock notifications and a daily sales summary',
        'PDF invoice shared to WhatsApp through the Android share sheet',
      ],
    },
    {
      title: 'Metro Commute Companion',
      tech: ['Jetpack Compose', 'Navigation Compose', 'Room', 'Fused Location Provider', 'Glance', 'DataStore'],
      description:
        'A journey planner for Namma Metro or Delhi Metro that finds the shortest route between stations, estimates fare and travel time, and points to the nearest station using location. A home-screen widget shows saved trips.',
      requirements: [
        "Station graph shipped as a prepopulated Room database and routed with Dijkstra's algorithm",
        'Works without internet',
        'Glance widget for two favourite trips',
        'English, Hindi and Kannada string resources',
      ],
    },
    {
      title: 'Group Expense Splitter with UPI',
      tech: ['Kotlin', 'Jetpack Compose', 'Room', 'DataStore', 'Hilt', 'Turbine'],
      description:
        'Track shared expenses for trips and flatmates, calculate the minimum set of settlements, and open any UPI app with a pre-filled payment request for the amount owed.',
      requirements: [
        'Settlement algorithm fully covered by unit tests',
        'upi://pay intent with pa, pn, am and cu parameters',
        'CSV export of each group summary',
        'Turbine tests for every ViewModel state',
      ],
    },
    {
      title: 'Multilingual News Reader',
      tech: ['Retrofit', 'kotlinx.serialization', 'Paging 3', 'Room', 'Coil 3', 'WorkManager'],
      description:
        'A news app with categories, infinite scrolling and offline reading that lets users switch between English and at least two Indian languages. Articles are cached for reading on the commute without data.',
      requirements: [
        'Paging 3 with a RemoteMediator caching pages in Room',
        'Bookmarks readable offline',
        'Per-app language setting through AppCompatDelegate.setApplicationLocales',
        'Two-pane list-detail layout on tablets and foldables',
      ],
    },
    {
      title: 'Fitness and Step Tracker',
      tech: ['Health Connect', 'Jetpack Compose', 'Room', 'WorkManager', 'Vico charts', 'Material 3'],
      description:
        'Reads steps, distance and sleep from Health Connect, lets users set daily goals and shows weekly and monthly trends in charts. An evening reminder nudges users who are behind their goal.',
      requirements: [
        'Health Connect permission flow with graceful handling of denial',
        'Weekly and monthly charts with accessible content descriptions',
        'Goal reminder scheduled with WorkManager',
        'Dynamic colour and dark theme support',
      ],
    },
    {
      title: 'Real-Time Community Chat',
      tech: [
        'Firebase Authentication',
        'Cloud Firestore',
        'Firebase Cloud Messaging',
        'Jetpack Compose',
        'Hilt',
        'Coil 3',
      ],
      description:
        'Group chat for a college club or housing society with real-time messages, image sharing, read receipts and push notifications, built on Firestore listeners exposed as Flow.',
      requirements: [
        'Sign-in through Credential Manager',
        'Firestore security rules that block reads across groups',
        'FCM notifications that deep-link into the right conversation',
        'Messages composed offline shown as pending until sent',
      ],
    },
    {
      title: 'Food Delivery App with Feature Modules',
      tech: ['Clean Architecture', 'Gradle convention plugins', 'Hilt', 'Ktor Client', 'Maps Compose', 'Room'],
      description:
        'A food-ordering app with restaurant browsing, cart, checkout and a live order-tracking map, structured as independent feature modules over a shared design system.',
      requirements: [
        'At least four feature modules and four core modules',
        'Live tracking from a simulated rider location Flow drawn on Maps Compose',
        'Cart restored after process death',
        'Macrobenchmark showing less than 1 per cent janky frames on the restaurant list',
      ],
    },
    {
      title: 'Clinic Appointment Booking',
      tech: ['Retrofit', 'Hilt', 'Room', 'WorkManager', 'Compose UI tests', 'Firebase Crashlytics'],
      description:
        "Patients choose a doctor and a slot at a small clinic, receive reminders and can reschedule, while staff see the day's queue. The app is designed for older users, with large text and full TalkBack support.",
      requirements: [
        'Every flow usable with TalkBack and at 200 per cent font size',
        'Reminder notifications 24 hours and 1 hour before each appointment',
        'Compose UI tests for booking, rescheduling and cancellation',
        'Crashlytics custom keys for clinic ID and current screen',
      ],
    },
    {
      title: 'Kisan Mandi Price and Weather App',
      tech: ['data.gov.in API', 'Retrofit', 'Room', 'WorkManager', 'DataStore', 'Glance'],
      description:
        'Shows daily mandi prices for chosen commodities from the data.gov.in Agmarknet dataset alongside a 7-day weather forecast, built for farmers with entry-level phones and patchy networks.',
      requirements: [
        'Nightly WorkManager sync with retry and exponential backoff',
        'Release APK under 10 MB using R8 and resource shrinking',
        'Hindi plus one regional language with a large, icon-led UI',
        'Price alert notification when a commodity crosses a user-chosen threshold',
      ],
    },
    {
      title: 'Kotlin Multiplatform Personal Finance App',
      tech: ['Kotlin Multiplatform', 'Compose Multiplatform', 'Ktor Client', 'Room KMP or SQLDelight', 'Koin'],
      description:
        'A budgeting app that shares data, networking and most UI between Android and iOS or desktop, with platform code only for notifications, secure storage and biometrics.',
      requirements: [
        'At least 70 per cent of the code in commonMain',
        'expect/actual implementations for secure storage and biometric prompts',
        'Shared unit tests running on the JVM and a second target',
        'An internal-track Android build plus a working desktop or iOS build',
      ],
    },
  ],
  promptsHeading: 'Journal Prompts',
  prompts: [
    'Which recomposition surprised you most this week, and what did Layout Inspector or the compiler reports reveal about why it happened?',
    "Describe a bug caused by the lifecycle or process death that you fixed. How would you design the screen's state now so it cannot happen again?",
    'Where did you choose a fake over a mock, or skip a test altogether? What would convince you that the choice was wrong?',
    'Think of a user in a small town on a ₹8,000 phone with a patchy 4G connection. Which decision in your app helps them most, and which one hurts them?',
    'If you had to hand your codebase to a new teammate tomorrow, which module or class would you be least proud of, and what is your plan to fix it?',
  ],
  extras: [
    {
      kind: 'list',
      heading: 'Career Outcomes',
      intro:
        'India has one of the largest Android user bases in the world, and companies across fintech, commerce and services hire Kotlin and Compose developers year-round.',
      items: [
        'Junior Android Developer at product startups and IT services firms in Bengaluru, Hyderabad, Pune and the NCR, where fresher offers commonly range from ₹4 to 8 LPA and rise with a published app',
        'Android Engineer in fintech, UPI payments, quick-commerce and food delivery teams, where offline-first data, performance tuning and Compose are everyday work',
        'Mobile Developer at Global Capability Centres (GCCs) of international banks, retailers and SaaS firms, which value testing, Clean Architecture and CI experience',
        'Kotlin Multiplatform Developer sharing business logic and UI between Android and iOS',
        'Freelance or agency app developer building apps for clinics, coaching institutes, kirana stores and D2C brands',
        'Mobile SDET or QA Automation Engineer writing Compose UI, screenshot and end-to-end tests in CI pipelines',
        'A clear path to Senior Android Engineer, owning architecture, performance and releases after three to five years of hands-on work',
      ],
    },
    {
      kind: 'cards',
      heading: 'Complete Learning Features',
      cards: [
        {
          title: 'Clean Architecture',
          description:
            'Projects separate UI, domain and data layers across Gradle modules, so every feature can be tested in isolation and extended without breaking others.',
          icon: 'layers',
        },
        {
          title: 'Modern Tools',
          description:
            'Kotlin 2.x, Jetpack Compose, Hilt, Room, Ktor and the latest stable Android Studio: the stack Android teams hire for today, not legacy XML views.',
          icon: 'wrench',
        },
        {
          title: 'Material Design 3',
          description:
            'Dynamic colour, accessible components and adaptive layouts that work on phones, foldables and tablets, following current Material 3 guidance.',
          icon: 'palette',
        },
        {
          title: 'Production Ready',
          description:
            'Tests in CI, Baseline Profiles, R8, Crashlytics and a real Play Console release, so your portfolio apps behave like shipped products.',
          icon: 'rocket',
        },
      ],
    },
  ],
} satisfies Guide
