// A server for request-faults.test.ts (which compiles it for Node): each path faults in its own way, /ok answers, /outside faults outside any request.
import { EventEmitter } from 'node:events'
import http, { type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { containRequestFaults, withinRequest } from './request-faults'

containRequestFaults()
const routes: Record<string, (res: ServerResponse) => void> = {
  // An 'error' event with no listener, emitted later from a stream the request opened (the multipart crash's shape).
  '/stream': () => {
    const stream = new Readable({ read() {} })
    stream.on('data', () => {})
    setTimeout(() => stream.emit('error', new Error('Part terminated early')), 5)
  },
  '/rejection': () => {
    setTimeout(() => Promise.reject(new Error('a promise nobody awaited')), 5)
  },
  '/twice': () => {
    setTimeout(() => new EventEmitter().emit('error', new Error('first')), 5)
    setTimeout(() => new EventEmitter().emit('error', new Error('second')), 10)
  },
  '/ok': (res) => res.end('ok'),
  '/outside': (res) => {
    res.end('scheduled')
    // A timer created outside every request's scope, as a background job's is.
    setImmediateOutside(() => new EventEmitter().emit('error', new Error('a fault in no request')))
  },
}
const outside: (() => void)[] = []
const setImmediateOutside = (fn: () => void) => outside.push(fn)
setInterval(() => outside.splice(0).forEach((fn) => fn()), 20)

const server = http.createServer(withinRequest((req, res) => routes[req.url ?? '']?.(res)))
server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`))
