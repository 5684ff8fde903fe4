import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serverNow } from './clock.server'
import { replyPromise } from './reply-promise.server'

describe('the lead desk’s clock', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clock-'))
  const file = path.join(dir, 'offset')
  afterEach(() => vi.unstubAllEnvs())

  it('moves only on a test server, by the file’s milliseconds', () => {
    writeFileSync(file, String(25 * 3_600_000))
    vi.stubEnv('TEST_CLOCK_FILE', file)
    vi.stubEnv('NODE_ENV', 'test')
    expect(serverNow().getTime() - Date.now()).toBeGreaterThan(25 * 3_600_000 - 1000)
    // A production server ignores the setting.
    vi.stubEnv('NODE_ENV', 'production')
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000)
    // No file, or nonsense in it: the real time.
    vi.stubEnv('NODE_ENV', 'test')
    writeFileSync(file, 'soon')
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000)
    rmSync(dir, { recursive: true, force: true })
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000)
  })

  it('reads the reply-time promise from the environment, within bounds', () => {
    expect(replyPromise({})).toEqual({ hours: 24, businessHours: false })
    expect(replyPromise({ FIRST_RESPONSE_HOURS: '8', FIRST_RESPONSE_BUSINESS_HOURS: '1' })).toEqual({
      hours: 8,
      businessHours: true,
    })
    for (const odd of ['0', '169', '2.5', 'soon']) expect(replyPromise({ FIRST_RESPONSE_HOURS: odd }).hours).toBe(24)
  })
})
