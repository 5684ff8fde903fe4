// `npm run backup -- --out DIR` and `npm run restore -- FILE [--force]` (docs/operations.md): the store code of the
// production build (app/server/backup/cli.server.ts), so run `npm run build` first (`npm start` builds too).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

process.env.NODE_ENV ??= 'production'
const commands = { backup: 'runBackupCli', restore: 'runRestoreCli' }
const [command, ...args] = process.argv.slice(2)
const built = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/server/index.js')
if (!Object.hasOwn(commands, command ?? '')) {
  console.error(`Usage: node scripts/store-command.mjs ${Object.keys(commands).join('|')} …`)
  process.exit(2)
}
if (!existsSync(built)) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
const build = await import(built)
try {
  process.exitCode = await build.entry.module[commands[command]](args)
} catch (error) {
  console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
