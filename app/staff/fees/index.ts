// The fees desk's entry for the desks above it (docs/architecture.md, "Desks and their order").
export { OverdueFees } from '~/staff/fees/components/overdue-fees'
