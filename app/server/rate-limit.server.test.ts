import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rate-limit.server'

describe('RateLimiter', () => {
  it('allows max hits per window per key, then refuses until the window ends', () => {
    const limiter = new RateLimiter(3, 1000)
    expect([1, 2, 3, 4].map(() => limiter.take('a', 0))).toEqual([true, true, true, false])
    expect(limiter.take('b', 10)).toBe(true)
    expect(limiter.take('a', 999)).toBe(false)
    expect(limiter.take('a', 1000)).toBe(true)
  })
})
