import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Dialog } from './dialog'

function render(open: boolean, variant?: 'modal' | 'drawer') {
  return renderToString(
    <Dialog open={open} onClose={() => {}} labelledBy="t" closeLabel="Close details" variant={variant}>
      <h2 id="t">Details</h2>
    </Dialog>,
  )
}

describe('Dialog in the server HTML', () => {
  it('is open, named by its heading and closable without scripts when the page asks for it open', () => {
    const html = render(true)
    expect(html).toMatch(/<dialog[^>]*open=""[^>]*aria-labelledby="t"/)
    // The × button submits a method="dialog" form, which closes a dialog with no script at all.
    expect(html).toMatch(/<form[^>]*method="dialog"[^>]*><button type="submit"[^>]*>.*Close details/)
  })

  it('stays closed otherwise (opened with showModal once scripts run)', () => {
    expect(render(false)).not.toMatch(/<dialog[^>]*open=""/)
  })

  it('draws the drawer variant as a full-height panel on the right', () => {
    expect(render(false, 'drawer')).toMatch(
      /<dialog[^>]*class="drawer [^"]*h-dvh[^"]*ml-auto|class="drawer [^"]*ml-auto[^"]*h-dvh/,
    )
  })
})
