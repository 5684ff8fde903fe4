// Watches /healthz from a process of its own, so neither the test runner's work nor the attacker's slows the
// measurement. Usage: node tests/e2e/health-probe.mjs ORIGIN SERVER_PID. Asks every 10 ms over one kept-alive
// connection (a monitor's way), prints `ready` after the first answer, and when its standard input closes prints
// { count, slowest, slowestOwn, failures } as JSON: how many answers, the slowest in milliseconds, the slowest less
// the longer time the server or this probe spent waiting for a CPU meanwhile (./cpu-wait.mjs), and statuses other than 200.
import { Agent, get } from 'node:http'
import { performance } from 'node:perf_hooks'
import { cpuWaitMs } from './cpu-wait.mjs'

const [origin, serverPid] = process.argv.slice(2)
const agent = new Agent({ keepAlive: true, maxSockets: 1 })
const waited = () => [cpuWaitMs(serverPid), cpuWaitMs(process.pid)]
let running = true
process.stdin.on('end', () => (running = false)).resume()

/**
 * The longer of the two waits since `before`: the server's wait delays every answer it owes, and this process's wait
 * delays reading one; while it is read the server may wait too, so adding them would count that time twice.
 */
function waitedSince(before) {
  const [server, own] = waited()
  return Math.max(server - before[0], own - before[1])
}

function probe() {
  return new Promise((resolve, reject) => {
    const waitedBefore = waited()
    const started = performance.now()
    get(`${origin}/healthz`, { agent }, (res) => {
      res.resume()
      res.on('end', () => {
        const ms = performance.now() - started
        resolve({ status: res.statusCode, ms, own: ms - waitedSince(waitedBefore) })
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
