import { EventEmitter } from 'node:events'
import type { NextFunction, Request, Response } from 'express'

type Listener = (...args: unknown[]) => void

/**
 * Express middleware, right after `compression`: makes `res.once('drain')` and `res.off('drain')` reach the emitter
 * the listener was really added to. `compression` forwards `res.on('drain')` to its zlib stream but not the removal,
 * so React Router's wait for drain (`once`, then `off`) under backpressure left one listener on the stream per wait:
 * a leak, reported as MaxListenersExceededWarning under load (expressjs/compression#135).
 */
export function drainFollowsCompression(_req: Request, res: Response, next: NextFunction): void {
  const removeListener = res.removeListener
  const waiting = new Map<Listener, { target: EventEmitter; fire: Listener }>()
  const stop = (listener: Listener) => {
    const wait = waiting.get(listener)
    if (!wait) return false
    waiting.delete(listener)
    wait.target.removeListener('drain', wait.fire)
    return true
  }
  res.once = function once(this: Response, type: string | symbol, listener: Listener) {
    if (type !== 'drain') return EventEmitter.prototype.once.call(this, type, listener) as Response
    const fire = (...args: unknown[]) => {
      stop(listener)
      listener.apply(res, args)
    }
    // compression's res.on returns its zlib stream's `on` (the stream) while compressing, and the response otherwise.
    waiting.set(listener, { target: res.on('drain', fire) as EventEmitter, fire })
    return res
  } as Response['once']
  res.off = res.removeListener = function off(this: Response, type: string | symbol, listener: Listener) {
    if (type === 'drain' && stop(listener)) return res
    return removeListener.call(this, type, listener)
  } as Response['off']
  next()
}
