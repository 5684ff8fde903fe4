import { useSyncExternalStore } from 'react'

function subscribe() {
  return () => {}
}

/** False on the server and during hydration, true once scripts run: for markup that upgrades when JS is available. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
