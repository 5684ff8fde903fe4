import type { DetailedHTMLProps, HTMLAttributes } from 'react'

// The custom elements of the pages that are read (app/lib/reading/elements.ts, decision 031), as JSX knows them.
type CustomElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'rw-menu': CustomElement
      'rw-back-to-top': CustomElement
      'rw-print': CustomElement
      'rw-shown-after': CustomElement
    }
  }
}
