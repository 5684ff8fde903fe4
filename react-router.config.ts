import type { Config } from '@react-router/dev/config'
import { publicPaths } from './app/content/paths'

export default {
  ssr: true,
  prerender: () => publicPaths(),
} satisfies Config
