import { startTransition, useEffect, useState } from 'react'

/**
 * False on the server and during hydration, true once scripts run: for markup that upgrades when JS is available.
 * The switch is a transition after the component mounts, so React renders it in slices between other work: on a
 * page where many components upgrade at once, a synchronous re-render right after hydration was one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return hydrated
}
