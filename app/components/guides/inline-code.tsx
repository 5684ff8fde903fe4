/** Guide text with `backtick` spans (commands, file names) drawn as inline code. */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/)
  if (parts.length === 1) return text
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] break-words text-slate-900">
        {part}
      </code>
    ) : (
      part
    ),
  )
}
