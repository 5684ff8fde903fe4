// A hostile client in its own process, so the test that watches the server is not slowed by the attack it sends.
// Usage: node tests/e2e/attacker.mjs ORIGIN JSON [SERVER_PID], where JSON lists attacks: { path, contentType, head,
// headFile, fill, bytes, headers }. Each sends `head` (or the bytes of the file `headFile`, for a binary upload) then
// `fill` repeated in 64 KB chunks up to `bytes`, chunked (no Content-Length), all at once, and stops when the server
// answers. Prints [{ status, ms, ownMs, sent }] as JSON: ownMs leaves out the longest time one thread of the server or
// of this process waited for a CPU meanwhile (./cpu-wait.mjs); sent counts the bytes the connection took before the answer (what the server read, plus what the
// sockets' buffers hold).
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { cpuWaits, longestWait } from './cpu-wait.mjs'

const [origin, json, serverPid] = process.argv.slice(2)
const attacks = JSON.parse(json)
const waits = () =>
  new Map([
    ...(serverPid ? cpuWaits(serverPid) : []),
    ...[...cpuWaits(process.pid)].map(([tid, w]) => [`own ${tid}`, w]),
  ])

function send({ path, contentType, head = '', headFile, fill, bytes, headers = {} }) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const before = waits()
    const req = request(`${origin}${path}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': contentType, 'Transfer-Encoding': 'chunked' },
    })
    const chunk = Buffer.from(fill.repeat(Math.ceil((64 * 1024) / fill.length)).slice(0, 64 * 1024))
    let sent = 0
    let answered = false
    req.on('response', (res) => {
      answered = true
      const ms = performance.now() - started
      const ownMs = ms - longestWait(before, waits())
      resolve({ status: res.statusCode, ms: Math.round(ms), ownMs: Math.round(ownMs), sent })
      res.resume()
      req.destroy()
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    req.write(headFile ? readFileSync(headFile) : head)
    const pump = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

console.log(JSON.stringify(await Promise.all(attacks.map(send))))
