/** A phase card's element id: `#phase-<id>` addresses it (the phase bar, the pager and shared links). */
export const phaseCardId = (phase: { id: number }) => `phase-${phase.id}`
/** A phase card's heading id: the card's accessible name, focused when a guide opens at `#phase-<id>`. */
export const phaseTitleId = (phase: { id: number }) => `phase-${phase.id}-title`
