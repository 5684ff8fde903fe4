// Loaded by bench/inbox.mjs through Vite's module runner: the store and the inbox's queries, as the server runs them.
export { openDatabase } from '~/server/db/database.server'
export { countByKind } from '~/staff/server/leads/inbox.server'
export {
  countBySource,
  countByStatus,
  listSubmissions,
  withSearchMatches,
} from '~/staff/server/leads/inbox-list.server'
export { searchText } from '~/server/submission-read.server'
export { exportCsvStream } from '../app/staff/server/leads/inbox-export.server'
export { assigneeChoices } from '../app/staff/server/leads/lead-assignees.server'
