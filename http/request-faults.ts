import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'

// A fault inside one request stays inside it. Each request is served inside an async scope; an error that escapes
// its handlers (an 'error' event nobody listens to on a stream it opened, a promise it left rejected) is answered
// with a 500 for that request and logged once, and the server goes on serving. An error outside any request is
// truly unexpected: it is logged and the process exits, for its supervisor to restart (docs/operations.md).

type Listener = (req: IncomingMessage, res: ServerResponse) => void

const scope = new AsyncLocalStorage<{ req: IncomingMessage; res: ServerResponse; faulted: boolean }>()

const FAULT_BODY = 'Something went wrong on our side. Please try again in a minute.\n'

/** Wraps the server's request listener so that each request's work runs in its own scope. */
export function withinRequest(listener: Listener): Listener {
  return (req, res) => scope.run({ req, res, faulted: false }, () => listener(req, res))
}

/**
 * Installs the process's last handlers for uncaught exceptions and unhandled rejections. `log` and `exit` are the
 * process's own unless a test gives others.
 */
export function containRequestFaults({
  log = console.error,
  exit = (code: number) => process.exit(code),
}: { log?: (...args: unknown[]) => void; exit?: (code: number) => void } = {}): void {
  const onFault = (error: unknown) => {
    const current = scope.getStore()
    if (!current) {
      log('fatal: an error outside any request; exiting so that the supervisor starts a clean process', error)
      exit(1)
      return
    }
    const { req, res } = current
    if (current.faulted) return // one logged fault per request; its answer is already on its way
    current.faulted = true
    log(`fault in ${req.method} ${String(req.url).slice(0, 200)}, answered 500:`, error)
    if (res.headersSent || res.writableEnded) {
      res.destroy()
      return
    }
    res.writeHead(500, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(FAULT_BODY),
      'Cache-Control': 'no-store',
      Connection: 'close',
    })
    res.end(FAULT_BODY)
  }
  process.on('uncaughtException', onFault)
  process.on('unhandledRejection', onFault)
}
