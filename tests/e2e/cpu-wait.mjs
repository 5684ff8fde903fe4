// How long a process's main thread has waited for a CPU while ready to run, in milliseconds (Linux's
// /proc/PID/task/PID/schedstat; 0 elsewhere). On a machine that other work keeps busy the kernel can leave any process
// waiting hundreds of milliseconds, whatever its code does; the attack tests leave that wait out of what they time.
import { readFileSync } from 'node:fs'

export function cpuWaitMs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6
  } catch {
    return 0
  }
}
