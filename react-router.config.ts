import type { Config } from '@react-router/dev/config'
import { fixedPaths } from './app/content/paths'
import { BLOG_POST_TEMPLATE } from './app/content/blog'

export default {
  ssr: true,
  // The pages showing batch dates and the announcement, /blogs and one post are prerendered only for their critical
  // CSS: the server renders them per request through the page cache (docs/decisions/011). The flag tells their
  // loaders not to open a database while building (the blog pages use the built-in posts then).
  prerender: () => {
    process.env.REALWORK_PRERENDER = '1'
    return [...fixedPaths(), '/blogs', BLOG_POST_TEMPLATE]
  },
  // Every future flag answered, so their warnings stop; React Router 8's behaviour where it works today. Off for now:
  // middleware turns the load context into a RouterContextProvider (http/app.ts and the form actions pass a plain
  // { clientAddress, cspNonce }); pass-through requests hand loaders the raw `.data` URL (the legal route finds its
  // document by pathname, so prerendering /privacy-policy fails); trailing-slash-aware data requests make links to
  // index routes end in '/' (/realworkstudio/?track=…) and NavLink lose aria-current.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config
