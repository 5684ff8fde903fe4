import { lazy, memo, Suspense, type ComponentType } from 'react'

/**
 * A component whose code the browser loads after the page's own, so it is no part of any page's first-load
 * JavaScript (issue 44), for parts that work as plain HTML until then (the footer, a stored registration's
 * confirmation). The server renders it in place (it waits for every boundary, and streams none hidden:
 * `progressiveChunkSize` in entry.server.tsx). In the browser, hydration keeps the server's HTML until the code
 * arrives, then hydrates it. A client render waits for the code unless `preload()` has already fetched it: then the
 * component renders at once, without suspending (React would otherwise reveal it after its fallback throttle).
 * Memoised: a parent re-rendered before the code has arrived passes the same props, so React leaves the server's HTML
 * in place rather than rendering the empty fallback over it.
 */
export function loadLater<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  const preload = () => load().then((component) => (loaded = component))
  type Module = { default: ComponentType<P> }
  const Lazy = lazy(() =>
    loaded
      ? // A thenable that answers at once: React's lazy then renders without suspending.
        ({ then: (resolve: (module: Module) => void) => resolve({ default: loaded! }) } as Promise<Module>)
      : preload().then((component) => ({ default: component })),
  )
  const LoadLater = memo(function LoadLater(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  })
  return Object.assign(LoadLater, { preload })
}
