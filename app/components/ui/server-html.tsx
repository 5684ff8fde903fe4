import { useState, type ReactNode } from 'react'
import { isFirstHydration } from '~/lib/first-hydration'

/**
 * Static markup that React does not hydrate (issue 10: hydrating a guide's every phase was a 450–750 ms task).
 * The server renders the children inside a plain <div>; during the first hydration the browser keeps that DOM as it is
 * (an element with `dangerouslySetInnerHTML` has no children for React to walk). After a client-side navigation the
 * children render normally. Only for markup without event handlers or state: anchors, text, server-rendered SVG.
 */
export function ServerHtml({ children }: { children: ReactNode }) {
  const [keepServerDom] = useState(isFirstHydration)
  if (keepServerDom) return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  return <div>{children}</div>
}
