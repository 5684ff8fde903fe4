// The analytics desk's entry for the desks above it (docs/architecture.md, "Desks and their order").
export { campaignHref } from '~/staff/analytics/lib/campaign-link'
