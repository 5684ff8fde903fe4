// The fees desk's server entry for the desks above it (docs/architecture.md, "Desks and their order").
export { ledgerTotals, ledgerTotalsByLead, type LedgerFilter } from '~/staff/fees/server/ledger-view.server'
