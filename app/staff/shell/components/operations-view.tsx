import { settingMissing, SETTINGS_FIXER_SHORT } from '~/staff/shell/content/server-settings'
export interface BackupRow {
  file: string
  when: string
  size: string
  encrypted: boolean
  takenBy: string
}

export interface OperationsData {
  /** The newest backup, also listed first in `backups`. */
  last: { when: string; ago: string; size: string } | null
  backups: BackupRow[]
  /** What the server's own schedule does; null without BACKUP_DIR. */
  schedule: { dir: string; everyHours: number; keep: number; encrypted: boolean } | null
  retention: { fileDays: number; leadDays: number; lastRun: string | null }
}

const SECTION = 'mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm'

/** Owners' view of backups and retention (docs/operations.md has the commands). */
export function OperationsView({ last, backups, schedule, retention }: OperationsData) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Operations</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Backups of everything the site stores, and what it deletes on its own. Times in IST.
      </p>
      <section aria-labelledby="backups-heading" className={SECTION}>
        <h2 id="backups-heading" className="text-lg font-semibold text-slate-900">
          Backups
        </h2>
        {last ? (
          <p className="mt-2 text-slate-900">
            Last backup: <strong>{last.when}</strong> ({last.ago}), {last.size}.
          </p>
        ) : (
          <p className="mt-2 font-semibold text-amber-800">
            No backup has been recorded yet. {settingMissing('backups', 'it takes none itself')} {SETTINGS_FIXER_SHORT}
          </p>
        )}
        <p className="mt-2 text-slate-700">
          {schedule
            ? `The server takes one every ${schedule.everyHours} hours into ${schedule.dir}, keeps the newest ${schedule.keep}, ${schedule.encrypted ? 'encrypted.' : `not encrypted. ${settingMissing('backupKey', 'anyone with a copy of a backup can read it')}`}`
            : `${settingMissing('backups', 'the server takes no backups itself')} ${SETTINGS_FIXER_SHORT}`}
        </p>
        {backups.length > 0 ? (
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">The newest backups</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Taken
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Size
                </th>
                <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
                  File
                </th>
                <th scope="col" className="hidden py-2 font-semibold md:table-cell">
                  By
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {backups.map((backup) => (
                <tr key={backup.file}>
                  <td className="py-2 pr-3 text-slate-900">{backup.when}</td>
                  <td className="py-2 pr-3 text-slate-900">
                    {backup.size}
                    {backup.encrypted ? ', encrypted' : ''}
                  </td>
                  <td className="hidden py-2 pr-3 break-all text-slate-700 sm:table-cell">{backup.file}</td>
                  <td className="hidden py-2 break-all text-slate-700 md:table-cell">{backup.takenBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <section aria-labelledby="retention-heading" className={SECTION}>
        <h2 id="retention-heading" className="text-lg font-semibold text-slate-900">
          Retention
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>
            Uploaded files (résumés, ID proofs) are deleted {retention.fileDays} days after their lead is closed or won.
          </li>
          <li>A closed lead is erased with its notes and mail {retention.leadDays} days after it was closed.</li>
          <li>Backups keep what they held until they are rotated out.</li>
        </ul>
        <p className="mt-2 text-slate-700">
          {retention.lastRun
            ? `The daily retention job last ran ${retention.lastRun}; what it deleted is in the audit log.`
            : 'The daily retention job has not run yet.'}
        </p>
      </section>
    </>
  )
}
