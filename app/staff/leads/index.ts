// The leads desk's entry for the desks above it (docs/architecture.md, "Desks and their order").
export { EMPTY_QUERY, inboxHref } from '~/staff/leads/lib/inbox-query'
