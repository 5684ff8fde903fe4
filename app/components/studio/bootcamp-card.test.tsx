import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { bootcamps } from '~/content/studio/bootcamps'
import { plainFee } from '~/lib/batch-fee'
import { BootcampCard, type BootcampSummary } from './bootcamp-card'
import { BootcampDialog } from './bootcamp-dialog'

const frontend = { ...bootcamps[0]!, fee: plainFee(bootcamps[0]!.discountPrice) }
const { guideSlug: _guide, ...withoutGuide } = frontend
const noGuide: BootcampSummary = withoutGuide

function render(node: React.ReactNode) {
  return renderToString(<MemoryRouter>{node}</MemoryRouter>).replaceAll('<!-- -->', '')
}

describe('BootcampCard', () => {
  it('links View Details to the roadmap guide and Enroll Now to the registration with the bootcamp chosen', () => {
    const html = render(
      <BootcampCard bootcamp={frontend} categoryLabel="Web Development" detailsHref="/x" onOpenDetails={() => {}} />,
    )
    expect(html).toContain('href="/realworkstudio/course/frontend"')
    expect(html).toContain('href="/realworkstudio/register?bootcamp=frontend-development"')
    expect(html).toContain('₹7,000')
    expect(html).toMatch(/<del[^>]*>₹10,000<\/del>/)
    expect(html).toContain('Original price')
    expect(html).toContain('13 modules')
  })

  it('falls back to the detail dialog for a bootcamp without a guide (a link to ?details= before scripts run)', () => {
    const html = render(
      <BootcampCard
        bootcamp={noGuide}
        categoryLabel="Web Development"
        detailsHref="/realworkstudio/course?details=frontend-development"
        onOpenDetails={() => {}}
      />,
    )
    expect(html).not.toContain('/realworkstudio/course/frontend"')
    expect(html).toContain('href="/realworkstudio/course?details=frontend-development"')
  })
})

describe('BootcampDialog', () => {
  it('renders open (for no-script visitors) with the bootcamp, Close and Enroll Now', () => {
    const html = render(<BootcampDialog bootcamp={noGuide} onClose={() => {}} />)
    expect(html).toMatch(/<dialog[^>]*open=""/)
    expect(html).toContain('Frontend Development')
    expect(html).toContain('Kanban task board with drag and drop')
    expect(html).toMatch(/<form [^>]*method="dialog"[^>]*><button type="submit"[^>]*>Close<\/button>/)
    expect(html).toContain('href="/realworkstudio/register?bootcamp=frontend-development"')
  })

  it('renders closed and empty without a bootcamp', () => {
    const html = render(<BootcampDialog bootcamp={undefined} onClose={() => {}} />)
    expect(html).not.toMatch(/<dialog[^>]*open/)
    expect(html).not.toContain('Enroll Now')
  })
})
