// How long a process's threads have waited for a CPU while ready to run, in milliseconds, each thread on its own
// (Linux's /proc/PID/task/TID/schedstat; nothing elsewhere). On a machine that other work keeps busy the kernel can
// leave any process waiting hundreds of milliseconds, whatever its code does; the attack tests leave that wait out of
// what they time.
import { readdirSync, readFileSync } from 'node:fs'

/** Each thread's total wait so far, by thread id. */
export function cpuWaits(pid) {
  const waits = new Map()
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        waits.set(tid, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]) / 1e6)
      } catch {
        // the thread ended meanwhile
      }
    }
  } catch {
    // not Linux, or the process ended
  }
  return waits
}

/**
 * The longest wait of any one thread of these processes between two cpuWaits() readings. The server's main thread
 * waits on its helpers (garbage collection, the thread pool) as much as on itself, so any of them can hold up an
 * answer; adding the waits up would count time twice where threads waited side by side.
 */
export function longestWait(before, after) {
  let longest = 0
  for (const [tid, wait] of after) longest = Math.max(longest, wait - (before.get(tid) ?? wait))
  return longest
}
