// True only while React hydrates the server HTML of the first page; root's App marks the end in an effect, which runs
// after the whole tree has hydrated. Client renders after that (navigation, state changes) see false.
let done = false

/** Whether this render is part of the first hydration in the browser (false on the server and afterwards). */
export function isFirstHydration(): boolean {
  return typeof document !== 'undefined' && !done
}

/** Called once by root's App after the first hydration has committed. */
export function markHydrated(): void {
  done = true
}
