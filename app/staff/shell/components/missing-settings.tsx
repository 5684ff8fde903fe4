import { SETTINGS_FIXER } from '~/staff/shell/content/server-settings'

/** What is missing in the server's settings (each line from `settingMissing`), and who can fix it, said once. */
export function MissingSettings({ lines, className = 'mt-4' }: { lines: string[]; className?: string }) {
  if (lines.length === 0) return null
  return (
    <div className={`${className} rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950`}>
      <ul className="space-y-1">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2 font-semibold">{SETTINGS_FIXER}</p>
    </div>
  )
}
