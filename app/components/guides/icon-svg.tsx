/** A decorative icon whose SVG markup the server rendered (see server/icons.server.ts). */
export function IconSvg({ svg, className }: { svg: string | undefined; className: string }) {
  if (!svg) return null
  return <span aria-hidden="true" className={className} dangerouslySetInnerHTML={{ __html: svg }} />
}
