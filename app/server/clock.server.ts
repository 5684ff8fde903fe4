import { readFileSync } from 'node:fs'

/**
 * The time the lead desk works in: the real time, except on a test server, where a browser test moves it forward to see
 * a lead fall past its reply time (tests/e2e/lead-desk.spec.ts). The file named by TEST_CLOCK_FILE holds milliseconds to
 * add; it is read only when NODE_ENV is 'test', which the production start (`npm start`, build/http/index.js) never
 * sets: there the variable is ignored, so a production server cannot be given another time.
 */
export function serverNow(): Date {
  const file = process.env.NODE_ENV === 'test' ? process.env.TEST_CLOCK_FILE : undefined
  if (!file) return new Date()
  let offset = 0
  try {
    offset = Number(readFileSync(file, 'utf8').trim()) || 0
  } catch {
    // no file yet: the real time
  }
  return new Date(Date.now() + offset)
}
