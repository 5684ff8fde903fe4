// Loaded by bench/inbox.mjs through Vite's module runner: the store and the inbox's queries, as the server runs them.
export { openDatabase } from '~/server/db/database.server'
export { countByKind } from '~/staff/leads/server/inbox.server'
export {
  countBySource,
  countByStatus,
  listSubmissions,
  withSearchMatches,
} from '~/staff/leads/server/inbox-list.server'
export { searchText } from '~/server/submission-read.server'
export { exportCsvLines } from '~/staff/leads/server/inbox-export.server'
export { csvResponse } from '~/staff/shell/server/csv.server'
export { assigneeChoices } from '~/staff/leads/server/lead-assignees.server'
