// `npm start`: builds when the build is missing or older than the sources, then serves the production site.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const stamp = 'build/server/index.js'

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))))
}

const sources = ['app', 'public', 'package.json', 'react-router.config.ts', 'vite.config.ts']
if (!existsSync(stamp) || Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs) {
  console.log('Building the site (first start or sources changed)…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('../server/index.js')
