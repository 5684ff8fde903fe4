import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TabPanel, Tabs, tabAfterKey } from './tabs'

const tabs = [
  { id: 'a', label: 'Alpha', href: '?tab=a' },
  { id: 'b', label: 'Beta', href: '?tab=b' },
  { id: 'c', label: 'Gamma', href: '?tab=c' },
]

describe('tabAfterKey (the keyboard of Tabs)', () => {
  it('moves right and down to the next tab, wrapping from the last to the first', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1)
    expect(tabAfterKey('ArrowDown', 1, 3)).toBe(2)
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0)
  })

  it('moves left and up to the previous tab, wrapping from the first to the last', () => {
    expect(tabAfterKey('ArrowLeft', 2, 3)).toBe(1)
    expect(tabAfterKey('ArrowUp', 1, 3)).toBe(0)
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2)
  })

  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(tabAfterKey('Home', 2, 3)).toBe(0)
    expect(tabAfterKey('End', 0, 3)).toBe(2)
    expect(tabAfterKey('Tab', 1, 3)).toBeUndefined()
    expect(tabAfterKey('a', 1, 3)).toBeUndefined()
  })
})

describe('Tabs before scripts run (server HTML)', () => {
  const html = renderToString(
    <MemoryRouter>
      <Tabs label="Letters" tabs={tabs} selected="b" idPrefix="letters" />
      <TabPanel idPrefix="letters" tab="b">
        Panel of Beta
      </TabPanel>
    </MemoryRouter>,
  )

  it('renders plain links to each tab, the current one marked aria-current and none out of the Tab order', () => {
    expect(html).not.toContain('role="tab"')
    expect(html).not.toContain('tabindex="-1"')
    expect(html.match(/<a /g)).toHaveLength(3)
    expect(html).toMatch(
      /<a[^>]*aria-current="true"[^>]*id="letters-tab-b"|<a[^>]*id="letters-tab-b"[^>]*aria-current="true"/,
    )
    expect(html).toContain('href="/?tab=c"')
  })

  it('renders the panel as a region named by the current tab', () => {
    expect(html).toMatch(/<div[^>]*id="letters-panel"[^>]*role="region"[^>]*aria-labelledby="letters-tab-b"/)
    expect(html).not.toContain('role="tabpanel"')
  })
})
