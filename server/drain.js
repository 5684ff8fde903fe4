import { EventEmitter } from 'node:events'

/**
 * Express middleware, right after `compression`: makes `res.once('drain')` and `res.off('drain')` reach the emitter
 * the listener was really added to. `compression` forwards `res.on('drain')` to its zlib stream but not the removal,
 * so React Router's wait for drain (`once`, then `off`) under backpressure left one listener on the stream per wait:
 * a leak, reported as MaxListenersExceededWarning under load (expressjs/compression#135).
 */
export function drainFollowsCompression(req, res, next) {
  const removeListener = res.removeListener
  const waiting = new Map() // listener -> { target, fire }
  const stop = (listener) => {
    const wait = waiting.get(listener)
    if (!wait) return false
    waiting.delete(listener)
    wait.target.removeListener('drain', wait.fire)
    return true
  }
  res.once = function once(type, listener) {
    if (type !== 'drain') return EventEmitter.prototype.once.call(this, type, listener)
    const fire = (...args) => {
      stop(listener)
      listener.apply(res, args)
    }
    // compression's res.on returns its zlib stream's `on` (the stream) while compressing, and the response otherwise.
    waiting.set(listener, { target: res.on('drain', fire), fire })
    return res
  }
  res.off = res.removeListener = function off(type, listener) {
    if (type === 'drain' && stop(listener)) return res
    return removeListener.call(this, type, listener)
  }
  next()
}
