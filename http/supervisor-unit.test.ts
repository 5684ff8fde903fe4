import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

// deploy/realwork-site.service, the supervisor setup docs/operations.md shows, checked by systemd's own verifier where
// the machine has it. The unit's paths are a server's; the copy checked here points them at this machine's.
const unit = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'realwork-site.service')
const analyze = spawnSync('systemd-analyze', ['--version']).status === 0

it('restarts the server whenever it exits', () => {
  const text = readFileSync(unit, 'utf8')
  expect(text).toMatch(/^Restart=always$/m)
  expect(text).toMatch(/^ExecStart=\/usr\/bin\/node build\/http\/index\.js$/m)
})

it.skipIf(!analyze)('passes systemd-analyze verify', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'realwork-unit-'))
  mkdirSync(path.join(dir, 'data'))
  writeFileSync(path.join(dir, 'site.env'), '')
  const user = execFileSync('id', ['-un']).toString().trim()
  const local = readFileSync(unit, 'utf8')
    .replace('/usr/bin/node', process.execPath)
    .replace('/etc/realwork/site.env', path.join(dir, 'site.env'))
    .replaceAll('/srv/realwork', dir)
    .replace(/^User=.*$/m, `User=${user}`)
    .replace(/^Group=.*$/m, '')
  const copy = path.join(dir, 'realwork-site.service')
  writeFileSync(copy, local)
  const result = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' })
  expect(result.stderr.trim()).toBe('')
  expect(result.status).toBe(0)
})
