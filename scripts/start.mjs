// `npm start`: builds when the build is missing or older than the sources, then serves the production site.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

// The app's server build and the HTTP server compiled from http/ (both made by `npm run build`).
const outputs = ['build/server/index.js', 'build/http/index.js']

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))))
}

const sources = ['app', 'http', 'public', 'package.json', 'react-router.config.ts', 'vite.config.ts']
const built = outputs.every(existsSync) ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0
if (Math.max(...sources.map(newestMtime)) > built) {
  console.log('Building the site (first start or sources changed)…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('../build/http/index.js')
