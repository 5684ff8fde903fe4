/**
 * The staff side's routes, in the shape of the route registry (site-routes.ts) and joined with it in `app/routes.ts`:
 * kept apart so that the public pages' browser bundle, which carries the public registry, never carries the staff
 * side's paths and files. Staff code, and the server code that writes staff links (mails, the digest), read
 * `staffPaths` and `staffPathTo`. Every staff route has the staff layout or none (resources), is never prerendered,
 * and checks access itself.
 */
import { defineRoutes, fixedPathsOf, pathToOf, STAFF } from './site-routes'

export const staffRoutes = defineRoutes({
  staff: { path: STAFF, file: 'staff/leads/routes/staff._index.tsx', layout: 'staff' },
  staffLogin: { path: `${STAFF}/login`, file: 'staff/accounts/routes/staff.login.tsx', layout: 'staff' },
  staffLoginCode: { path: `${STAFF}/login/code`, file: 'staff/accounts/routes/staff.login.code.tsx', layout: 'staff' },
  staffSecurity: { path: `${STAFF}/security`, file: 'staff/accounts/routes/staff.security.tsx', layout: 'staff' },
  staffPasskeyOptions: { path: `${STAFF}/passkey-options`, file: 'staff/accounts/routes/staff.passkey-options.ts' },
  staffSubmission: {
    path: `${STAFF}/submissions/:id`,
    file: 'staff/leads/routes/staff.submissions.$id.tsx',
    layout: 'staff',
  },
  staffPosts: { path: `${STAFF}/posts`, file: 'staff/publishing/routes/staff.posts._index.tsx', layout: 'staff' },
  staffNewPost: { path: `${STAFF}/posts/new`, file: 'staff/publishing/routes/staff.posts.new.tsx', layout: 'staff' },
  staffPost: { path: `${STAFF}/posts/:id`, file: 'staff/publishing/routes/staff.posts.$id.tsx', layout: 'staff' },
  staffSite: { path: `${STAFF}/site`, file: 'staff/publishing/routes/staff.site.tsx', layout: 'staff' },
  staffCatalogue: {
    path: `${STAFF}/catalogue`,
    file: 'staff/publishing/routes/staff.catalogue._index.tsx',
    layout: 'staff',
  },
  staffCatalogueBootcamp: {
    path: `${STAFF}/catalogue/bootcamps/:id`,
    file: 'staff/publishing/routes/staff.catalogue.bootcamps.$id.tsx',
    layout: 'staff',
  },
  staffCatalogueCrashCourse: {
    path: `${STAFF}/catalogue/crash-courses/:id`,
    file: 'staff/publishing/routes/staff.catalogue.crash-courses.$id.tsx',
    layout: 'staff',
  },
  staffTestimonials: {
    path: `${STAFF}/testimonials`,
    file: 'staff/publishing/routes/staff.testimonials._index.tsx',
    layout: 'staff',
  },
  staffTestimonial: {
    path: `${STAFF}/testimonials/:id`,
    file: 'staff/publishing/routes/staff.testimonials.$id.tsx',
    layout: 'staff',
  },
  staffProfiles: {
    path: `${STAFF}/profiles`,
    file: 'staff/publishing/routes/staff.profiles._index.tsx',
    layout: 'staff',
  },
  staffProfile: {
    path: `${STAFF}/profiles/:id`,
    file: 'staff/publishing/routes/staff.profiles.$id.tsx',
    layout: 'staff',
  },
  staffCaseStudies: {
    path: `${STAFF}/case-studies`,
    file: 'staff/publishing/routes/staff.case-studies._index.tsx',
    layout: 'staff',
  },
  staffCaseStudy: {
    path: `${STAFF}/case-studies/:id`,
    file: 'staff/publishing/routes/staff.case-studies.$id.tsx',
    layout: 'staff',
  },
  staffCaseStudyScreenshots: {
    path: `${STAFF}/case-studies/:id/screenshots`,
    file: 'staff/publishing/routes/staff.case-studies.$id.screenshots.tsx',
    layout: 'staff',
  },
  staffCareers: { path: `${STAFF}/careers`, file: 'staff/publishing/routes/staff.careers._index.tsx', layout: 'staff' },
  staffCareerOpening: {
    path: `${STAFF}/careers/:id`,
    file: 'staff/publishing/routes/staff.careers.$id.tsx',
    layout: 'staff',
  },
  staffAccounts: { path: `${STAFF}/accounts`, file: 'staff/accounts/routes/staff.accounts.tsx', layout: 'staff' },
  staffAudit: { path: `${STAFF}/audit`, file: 'staff/shell/routes/staff.audit.tsx', layout: 'staff' },
  staffOperations: { path: `${STAFF}/operations`, file: 'staff/shell/routes/staff.operations.tsx', layout: 'staff' },
  staffPeople: { path: `${STAFF}/people`, file: 'staff/privacy/routes/staff.people.tsx', layout: 'staff' },
  staffPeopleExport: { path: `${STAFF}/people/export`, file: 'staff/privacy/routes/staff.people.export.ts' },
  staffCertificates: {
    path: `${STAFF}/certificates`,
    file: 'staff/certificates/routes/staff.certificates.tsx',
    layout: 'staff',
  },
  staffTemplates: { path: `${STAFF}/templates`, file: 'staff/leads/routes/staff.templates.tsx', layout: 'staff' },
  staffForgot: { path: `${STAFF}/forgot`, file: 'staff/accounts/routes/staff.forgot.tsx', layout: 'staff' },
  staffReset: { path: `${STAFF}/reset/:token`, file: 'staff/accounts/routes/staff.reset.$token.tsx', layout: 'staff' },
  staffInvite: {
    path: `${STAFF}/invite/:token`,
    file: 'staff/accounts/routes/staff.invite.$token.tsx',
    layout: 'staff',
  },
  staffLogout: { path: `${STAFF}/logout`, file: 'staff/accounts/routes/staff.logout.ts' },
  staffFile: { path: `${STAFF}/files/:fileId`, file: 'staff/leads/routes/staff.files.$fileId.ts' },
  staffExport: { path: `${STAFF}/export/:kind`, file: 'staff/leads/routes/staff.export.$kind.ts' },
  staffBatches: { path: `${STAFF}/batches`, file: 'staff/batches/routes/staff.batches._index.tsx', layout: 'staff' },
  staffBatch: { path: `${STAFF}/batches/:id`, file: 'staff/batches/routes/staff.batches.$id.tsx', layout: 'staff' },
  staffDemoClasses: {
    path: `${STAFF}/demo-classes`,
    file: 'staff/demo-classes/routes/staff.demo-classes._index.tsx',
    layout: 'staff',
  },
  staffDemoClass: {
    path: `${STAFF}/demo-classes/:id`,
    file: 'staff/demo-classes/routes/staff.demo-classes.$id.tsx',
    layout: 'staff',
  },
  staffFees: {
    path: `${STAFF}/fees/:enrolmentId`,
    file: 'staff/fees/routes/staff.fees.$enrolmentId.tsx',
    layout: 'staff',
  },
  staffPayments: { path: `${STAFF}/payments`, file: 'staff/fees/routes/staff.payments.tsx', layout: 'staff' },
  staffStatements: {
    path: `${STAFF}/payments/statements`,
    file: 'staff/fees/routes/staff.payments.statements.tsx',
    layout: 'staff',
  },
  staffPaymentsExport: { path: `${STAFF}/payments/ledger.csv`, file: 'staff/fees/routes/staff.payments.csv.ts' },
  staffPaymentDocument: {
    path: `${STAFF}/payments/documents/:id`,
    file: 'staff/fees/routes/staff.payments.documents.$id.ts',
  },
  staffPayReportScreenshot: {
    path: `${STAFF}/payments/reports/:id/screenshot`,
    file: 'staff/fees/routes/staff.payments.reports.$id.screenshot.ts',
  },
  staffBatchExport: { path: `${STAFF}/batches/:id/roster.csv`, file: 'staff/batches/routes/staff.batches.$id.csv.ts' },
  staffAnalytics: { path: `${STAFF}/analytics`, file: 'staff/analytics/routes/staff.analytics.tsx', layout: 'staff' },
  staffAnalyticsExport: {
    path: `${STAFF}/analytics/export/:table`,
    file: 'staff/analytics/routes/staff.analytics.export.$table.ts',
  },
  staffClaims: { path: `${STAFF}/claims`, file: 'staff/publishing/routes/staff.claims.tsx', layout: 'staff' },
  staffCounsellors: {
    path: `${STAFF}/counsellors`,
    file: 'staff/counselling/routes/staff.counsellors.tsx',
    layout: 'staff',
  },
  staffCallsToday: { path: `${STAFF}/calls`, file: 'staff/leads/routes/staff.calls.tsx', layout: 'staff' },
  staffHolidays: { path: `${STAFF}/holidays`, file: 'staff/holidays/routes/staff.holidays.tsx', layout: 'staff' },
})

export type StaffRouteId = keyof typeof staffRoutes

/** Staff paths without parameters: `staffPaths.staffPosts` is '/staff/posts'. */
export const staffPaths = fixedPathsOf(staffRoutes)

/** A staff path with parameters: `staffPathTo('staffPost', { id })`. */
export const staffPathTo = pathToOf(staffRoutes)
