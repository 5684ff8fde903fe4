// A hostile client in its own process, so the test that watches the server is not slowed by the attack it sends.
// Usage: node tests/e2e/attacker.mjs ORIGIN JSON, where JSON lists attacks: { path, contentType, head, fill, bytes }.
// Each sends `head` then `fill` repeated in 64 KB chunks up to `bytes`, chunked (no Content-Length), all at once, and
// stops when the server answers. Prints [{ status, ms }] as JSON.
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'

const [origin, json] = process.argv.slice(2)
const attacks = JSON.parse(json)

function send({ path, contentType, head = '', fill, bytes }) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = request(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'Transfer-Encoding': 'chunked' },
    })
    const chunk = Buffer.from(fill.repeat(Math.ceil((64 * 1024) / fill.length)).slice(0, 64 * 1024))
    let sent = 0
    let answered = false
    req.on('response', (res) => {
      answered = true
      resolve({ status: res.statusCode, ms: Math.round(performance.now() - started) })
      res.resume()
      req.destroy()
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    req.write(head)
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
