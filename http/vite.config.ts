import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The production HTTP server, compiled for Node by `npm run build` (after `react-router build`) into build/http/:
// `index.js` (what `npm start` runs) and `critical-path.js` (also used by scripts/critical-css.mjs). Packages stay
// imports from node_modules; types only are taken from app/ (the app itself is build/server/index.js, loaded at start).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'build/http',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: { index: 'http/index.ts', 'critical-path': 'http/critical-path.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
})
