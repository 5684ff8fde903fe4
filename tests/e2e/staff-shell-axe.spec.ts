import { rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { staffRoutes, type StaffRouteId } from '../../app/content/staff-routes'
import { axeViolations, expect, openSignedIn, staffEnv, test, waitForHydration } from './fixtures'
import { enrolInNewBatch, registeredStudent, seatInNewDemoClass } from './seed'
import { freePort, startServer, tempDataDir, type RunningServer } from './server-process'

// Every staff page scanned by axe in full, the shell (header, menu, footer) and the page as it opens, once per route:
// the journeys that change a staff page scan only what they changed (`axeViolations(page, within)`). Routes are read
// from the registry, so a staff page added later is scanned here without an edit, or fails until it can be opened.
// Every page at 1280 px on the desktop project; on the phone project, at 390 px (the menu folds behind one button, tables
// scroll in their own box), the pages the phone journeys scanned whole before: the sign-in and account pages, the
// inbox and a lead, batches and the security page. The phone journeys scan what they changed at 390 px.
const PASSWORD = 'staff-shell-axe-password'

let server: RunningServer
let dataDir: string
const opened: Partial<Record<StaffRouteId, string>> = {}

/** Pages a signed-out visitor sees; an unknown token shows the page's own "link no longer works" state. */
const signedOut: Partial<Record<StaffRouteId, string>> = {
  staffLogin: '/staff/login',
  staffForgot: '/staff/forgot',
  staffReset: '/staff/reset/no-such-token',
  staffInvite: '/staff/invite/no-such-token',
}

/** Pages opened from a link on a list: a record the fresh server already has (its catalogue, the built-in posts and
 *  testimonials), one the journey seeds, or else the form for a new one (`/staff/profiles/new`). */
const linkedFrom: Partial<Record<StaffRouteId, string>> = {
  staffPost: '/staff/posts',
  staffCatalogueBootcamp: '/staff/catalogue',
  staffCatalogueCrashCourse: '/staff/catalogue',
  staffTestimonial: '/staff/testimonials',
  staffProfile: '/staff/profiles',
  staffCaseStudy: '/staff/case-studies',
  staffCareerOpening: '/staff/careers',
  staffDemoClass: '/staff/demo-classes',
}

/** Scanned in full by the journey that can reach it: the second-factor step needs a sign-in half done, a case study's
 *  screenshots a case study (a fresh server has none; its list offers only a new one). */
const elsewhere: Partial<Record<StaffRouteId, string>> = {
  staffLoginCode: 'staff-security.spec.ts',
  staffCaseStudyScreenshots: 'people-and-case-studies.spec.ts',
}

const atPhoneWidth = new Set<StaffRouteId>([
  'staff',
  'staffLogin',
  'staffForgot',
  'staffInvite',
  'staffAccounts',
  'staffAudit',
  'staffSubmission',
  'staffBatches',
  'staffBatch',
  'staffSecurity',
])

const pages = (Object.keys(staffRoutes) as StaffRouteId[]).filter(
  (id) => (staffRoutes[id] as { layout?: string }).layout === 'staff' && !elsewhere[id],
)

/** A link on `listPath` to a page of `id`'s pattern (`/staff/case-studies/:id` matches `/staff/case-studies/4f…`). */
async function linkTo(page: Page, id: StaffRouteId, listPath: string): Promise<string> {
  await openSignedIn(page, server.origin, listPath, PASSWORD)
  const pattern = new RegExp(`^${staffRoutes[id].path.replace(/:\w+/g, '[^/?#]+')}$`)
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  // A record's own page before the form for a new one.
  const href = hrefs.find((h) => pattern.test(h) && !h.endsWith('/new')) ?? hrefs.find((h) => pattern.test(h))
  expect(href, `a link on ${listPath} to ${staffRoutes[id].path}`).toBeTruthy()
  return href!
}

/** The page of `id` to scan: seeded, reached by a link, or its own fixed path. */
async function pathOf(page: Page, id: StaffRouteId): Promise<string> {
  const listPath = linkedFrom[id]
  return listPath ? linkTo(page, id, listPath) : (signedOut[id] ?? opened[id] ?? staffRoutes[id].path)
}

test.describe('every staff page, shell and all, passes axe', () => {
  // One server and its seeds for the whole list, in order on one worker.
  test.describe.configure({ mode: 'default' })

  test.beforeAll(async () => {
    dataDir = tempDataDir('staff-shell-axe')
    server = await startServer({ port: await freePort(), dataDir, env: staffEnv(PASSWORD) })
    const student = await registeredStudent(server.origin, dataDir, 'Meera Shell')
    const { batchId, enrolmentId } = enrolInNewBatch(dataDir, {
      submissionId: student.submissionId,
      code: 'FE-AXE-01',
      pay: { dueIn: 5 },
    })
    seatInNewDemoClass(dataDir, {
      topic: 'SQL for sales reports',
      name: 'Rohan Iyer',
      email: 'rohan.iyer@example.com',
      phone: '+91 98450 12121',
    })
    opened.staffSubmission = `/staff/submissions/${student.submissionId}`
    opened.staffBatch = `/staff/batches/${batchId}`
    opened.staffFees = `/staff/fees/${enrolmentId}`
  })
  test.afterAll(async () => {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  for (const id of pages)
    test(`${staffRoutes[id].path}${atPhoneWidth.has(id) ? ' @phone' : ''}`, async ({ page }) => {
      const path = await pathOf(page, id)
      expect(path, `a page of ${staffRoutes[id].path} to open`).not.toMatch(/:/)
      if (signedOut[id]) await page.goto(`${server.origin}${path}`)
      else await openSignedIn(page, server.origin, path, PASSWORD)
      await expect(page).toHaveURL(`${server.origin}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await waitForHydration(page)
      expect(await axeViolations(page)).toEqual([])
    })
})
