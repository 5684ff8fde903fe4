/**
 * The footnote mark beside a claimed figure: one tap to what the figure counts, over which period and as of when, on
 * the Our numbers page. A 24 px target (WCAG 2.2 target size) around a small asterisk.
 */
export function ClaimMark({ basis, className = '' }: { basis: { href: string; name: string }; className?: string }) {
  return (
    <a
      href={basis.href}
      aria-label={basis.name}
      title={basis.name}
      className={`inline-flex h-6 min-w-6 items-center justify-center rounded align-top text-lg leading-none font-bold hover:bg-current/10 ${className}`}
    >
      <span aria-hidden="true">*</span>
    </a>
  )
}
