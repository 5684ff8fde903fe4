import type { Config } from '@react-router/dev/config'
import { publicPaths } from './app/content/paths'

export default {
  ssr: true,
  prerender: () => publicPaths(),
  // React Router 8's behaviour now where it works, so its future-flag warnings stop. Two stay off for now: middleware
  // turns the load context into a RouterContextProvider (server/app.js and the form actions pass a plain
  // { clientAddress, cspNonce }), and pass-through requests hand loaders the raw `.data` URL (the legal route finds
  // its document by pathname, so prerendering /privacy-policy fails).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
