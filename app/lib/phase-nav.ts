/** Roadmap phase arithmetic: the current index starts at 0 and Previous/Next wrap around. */

/** The index after `index`; the last phase wraps to the first. */
export function nextIndex(index: number, total: number): number {
  return (index + 1) % total
}

/** The index before `index`; the first phase wraps to the last. */
export function previousIndex(index: number, total: number): number {
  return (index - 1 + total) % total
}

/** Width of the progress bar in percent: (index + 1) / total * 100. */
export function progressPercent(index: number, total: number): number {
  return ((index + 1) / total) * 100
}

/** Maps a phase id as written in `?phase=<id>` (or `#phase-<id>`) to its index; undefined when it names no phase. */
export function findPhaseIndex(
  value: string | null | undefined,
  phases: readonly { id: number }[],
): number | undefined {
  if (!value || !/^\d{1,3}$/.test(value)) return undefined
  const id = Number(value)
  const index = phases.findIndex((phase) => phase.id === id)
  return index === -1 ? undefined : index
}

/** The index `?phase=<id>` asks for, or 0 when the parameter is missing or names no phase. */
export function parsePhaseParam(value: string | null | undefined, phases: readonly { id: number }[]): number {
  return findPhaseIndex(value, phases) ?? 0
}

/** The index a `#phase-<id>` fragment names, or undefined for any other fragment. */
export function parsePhaseHash(hash: string, phases: readonly { id: number }[]): number | undefined {
  const match = /^#phase-(\d+)$/.exec(hash)
  return match ? findPhaseIndex(match[1], phases) : undefined
}

/** The study planner's parameters, which stay from view to view; anything else (a campaign tag a shared link came
 *  with) is not carried over. */
function withPlan(params: URLSearchParams, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch)
  for (const name of ['hours', 'start']) {
    const value = current.get(name)
    if (value !== null) params.set(name, value)
  }
  return `?${params}`
}

/**
 * The query string that opens phase `id` and keeps the study planner's `hours` and `start`, in one order (the order the
 * page cache renders): `?phase=3&hours=10&start=2027-01-04`.
 */
export function phaseSearch(id: number, currentSearch: string): string {
  return withPlan(new URLSearchParams({ phase: String(id) }), currentSearch)
}

/** The query string of the guide's print view (every phase on one page), keeping the study plan, which prints too. */
export function printSearch(currentSearch: string): string {
  return withPlan(new URLSearchParams({ view: 'print' }), currentSearch)
}

/** Whether a query string asks for the print view. */
export function isPrintView(search: string | URLSearchParams): boolean {
  return new URLSearchParams(search).get('view') === 'print'
}

/** The study plan's part of a query string alone (`?hours=10&start=2027-01-04`), or '' without a plan. */
export function planSearch(currentSearch: string): string {
  const search = withPlan(new URLSearchParams(), currentSearch)
  return search === '?' ? '' : search
}
