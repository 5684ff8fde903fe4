/**
 * Fixed-window limiter per key (address + form), in memory. Good for one process; several instances behind a load
 * balancer each keep their own window, which still bounds abuse.
 */
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records a hit; false when the key is over its limit for the current window. */
  take(key: string, now = Date.now()): boolean {
    if (this.hits.size > 10_000) this.sweep(now)
    const entry = this.hits.get(key)
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs })
      return true
    }
    entry.count += 1
    return entry.count <= this.max
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key)
  }
}

/** Form submissions: FORM_RATE_LIMIT per address and form in 10 minutes (default 10). */
export const formLimiter = new RateLimiter(Number(process.env.FORM_RATE_LIMIT) || 10, 10 * 60 * 1000)
