// Watches /healthz from a process of its own, so neither the test runner's work nor the attacker's slows the
// measurement. Usage: node tests/e2e/health-probe.mjs ORIGIN SERVER_PID. Asks every 10 ms over one kept-alive
// connection (a monitor's way), prints `ready` after the first answer, and when its standard input closes prints
// { count, slowest, slowestOwn, failures } as JSON: how many answers, the slowest in milliseconds, the slowest less the
// longest time one thread of the server or of this probe waited for a CPU meanwhile (./cpu-wait.mjs), and statuses
// other than 200.
import { Agent, get } from 'node:http'
import { performance } from 'node:perf_hooks'
import { cpuWaits, longestWait } from './cpu-wait.mjs'

const [origin, serverPid] = process.argv.slice(2)
const agent = new Agent({ keepAlive: true, maxSockets: 1 })
const waits = () =>
  new Map([...cpuWaits(serverPid), ...[...cpuWaits(process.pid)].map(([tid, w]) => [`probe ${tid}`, w])])
let running = true
process.stdin.on('end', () => (running = false)).resume()

function probe() {
  return new Promise((resolve, reject) => {
    const before = waits()
    const started = performance.now()
    get(`${origin}/healthz`, { agent }, (res) => {
      res.resume()
      res.on('end', () => {
        const ms = performance.now() - started
        resolve({ status: res.statusCode, ms, own: ms - longestWait(before, waits()) })
      })
    }).on('error', reject)
  })
}

await probe() // the connection is open before the first timed answer
console.log('ready')
let count = 0
let slowest = 0
let slowestOwn = 0
const failures = []
while (running) {
  const { status, ms, own } = await probe()
  count++
  slowest = Math.max(slowest, ms)
  slowestOwn = Math.max(slowestOwn, own)
  if (status !== 200) failures.push(status)
  if (process.env.HOSTILE_DEBUG && ms > 20) console.error(`healthz ${Math.round(ms)} ms, ${Math.round(own)} ms own`)
  await new Promise((resolve) => setTimeout(resolve, 10))
}
agent.destroy()
console.log(JSON.stringify({ count, slowest: Math.round(slowest), slowestOwn: Math.round(slowestOwn), failures }))
