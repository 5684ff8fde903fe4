import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'

/** Runs the page transition once per route change, never on the first load (content is never hidden before scripts). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const first = useRef(pathname)
  const [navigated, setNavigated] = useState(false)
  useEffect(() => {
    if (pathname !== first.current) setNavigated(true)
  }, [pathname])
  return (
    <div key={pathname} className={navigated ? 'page-enter' : undefined}>
      {children}
    </div>
  )
}
