import { STAFF } from '~/content/site-routes'
import { staffPaths } from '~/content/staff-routes'

export interface StaffNavItem {
  to: string
  label: string
  /** Current only on that very path (the inbox at /staff), not on the pages under it. */
  end: boolean
}

export interface StaffNavGroup {
  label: string
  items: StaffNavItem[]
  /** Pages of the section that have no menu item of their own: a lead's page, a student's fees. */
  also?: string[]
}

/**
 * The staff pages by the work they belong to: leads, students, the site, and administration (owners see Reply
 * templates, Accounts, the audit log, data requests and Operations). An account confined to Security sees only that.
 * The one list both menus draw: the phone's Menu button and the laptop's sections.
 */
export function staffNavGroups({ owner, confined }: { owner: boolean; confined: boolean }): StaffNavGroup[] {
  const security = { to: staffPaths.staffSecurity, label: 'Security', end: false }
  if (confined) return [{ label: 'Account', items: [security] }]
  return [
    {
      label: 'Leads',
      items: [
        { to: staffPaths.staff, label: 'Submissions', end: true },
        { to: staffPaths.staffCallsToday, label: 'Calls today', end: false },
        { to: staffPaths.staffCounsellors, label: 'Counsellors’ hours', end: false },
        { to: staffPaths.staffHolidays, label: 'Office holidays', end: false },
        ...(owner ? [{ to: staffPaths.staffTemplates, label: 'Reply templates', end: false }] : []),
      ],
      also: [`${STAFF}/submissions/`],
    },
    {
      label: 'Students',
      items: [
        { to: staffPaths.staffBatches, label: 'Batches', end: false },
        { to: staffPaths.staffDemoClasses, label: 'Demo classes', end: false },
        { to: staffPaths.staffPayments, label: 'Payments', end: false },
        { to: staffPaths.staffCertificates, label: 'Certificates', end: false },
      ],
      also: [`${STAFF}/fees/`],
    },
    {
      label: 'Site',
      items: [
        { to: staffPaths.staffPosts, label: 'Blog posts', end: false },
        { to: staffPaths.staffSite, label: 'Announcement', end: false },
        { to: staffPaths.staffCatalogue, label: 'Catalogue', end: false },
        { to: staffPaths.staffTestimonials, label: 'Testimonials', end: false },
        { to: staffPaths.staffProfiles, label: 'Mentors and team', end: false },
        { to: staffPaths.staffCaseStudies, label: 'Case studies', end: false },
        { to: staffPaths.staffClaims, label: 'Our numbers', end: false },
        { to: staffPaths.staffCareers, label: 'Careers', end: false },
        { to: staffPaths.staffAnalytics, label: 'Analytics', end: false },
      ],
    },
    {
      label: 'Admin',
      items: [
        ...(owner
          ? [
              { to: staffPaths.staffAccounts, label: 'Accounts', end: false },
              { to: staffPaths.staffAudit, label: 'Audit log', end: false },
              { to: staffPaths.staffPeople, label: 'Data requests', end: false },
              { to: staffPaths.staffOperations, label: 'Operations', end: false },
            ]
          : []),
        security,
      ],
    },
  ]
}

/** Whether a menu item stands for the page at `pathname`: its own path, or (unless `end`) a page under it. */
export function isCurrentItem(item: StaffNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`)
}

/** The menu item and the section the page at `pathname` belongs to; a lead's page is in Leads with no item current. */
export function currentStaffNav(
  groups: readonly StaffNavGroup[],
  pathname: string,
): { group?: StaffNavGroup; item?: StaffNavItem } {
  for (const group of groups) {
    const item = group.items.find((candidate) => isCurrentItem(candidate, pathname))
    if (item) return { group, item }
  }
  return { group: groups.find((group) => group.also?.some((prefix) => pathname.startsWith(prefix))) }
}
