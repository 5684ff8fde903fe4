import type { Config } from '@react-router/dev/config'
import { fixedPaths } from './app/content/paths'

export default {
  ssr: true,
  // The blog reads the database (staff publish posts), so it is rendered on request, not prerendered.
  prerender: () => fixedPaths(),
} satisfies Config
