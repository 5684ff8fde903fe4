// Issue 10 (docs/decisions/004 "Round 3"), for scripts/critical-css.mjs: a page's inlined critical CSS carries every
// custom property the whole site's stylesheet defines — Tailwind's `@layer theme` :root variables (~140, every colour
// any page uses), the `@layer properties` fallback block and the `@property` rules (~70) — although the page's own
// rules read about half of them. Measured on this build: 0.8–1.1 KB brotli of every first response.
// `pruneCustomProperties(css)` drops the definitions no remaining rule mentions (directly, or through a kept
// definition); the full stylesheet, which arrives later, still defines all of them.

/** Every `--name` a piece of CSS mentions (reads with var() or sets). */
function mentioned(css) {
  return new Set(css.match(/--[\w-]+/g) ?? [])
}

/** Splits `a:b;c:d` (the body of a declaration block without nested blocks) into declarations. */
function declarations(body) {
  return body.split(';').filter((d) => d.trim() !== '')
}

const nameOf = (declaration) => declaration.slice(0, declaration.indexOf(':')).trim()

/** The custom-property definitions of `css` (the theme's :root block, the fallback block, @property rules), as CSS. */
export function customPropertyDefinitions(css) {
  const theme = /@layer theme\{:root(?:,:host)?\{[^{}]*\}\}/.exec(css)?.[0] ?? ''
  const fallback =
    /@layer properties\{@supports [^{]*\{\*,:before,:after(?:,::backdrop)?\{[^{}]*\}\}\}/.exec(css)?.[0] ?? ''
  const registered = css.match(/@property --[\w-]+\{[^{}]*\}/g) ?? []
  return fallback + theme + registered.join('')
}

/**
 * Removes the custom-property definitions that nothing else in `css` mentions: declarations in the `@layer theme`
 * `:root` block and in the `@layer properties` fallback block, and `@property` rules. Other rules are left as they are.
 */
export function pruneCustomProperties(css) {
  const theme = /@layer theme\{:root(?:,:host)?\{([^{}]*)\}\}/.exec(css)
  const fallback = /(@layer properties\{@supports [^{]*\{\*,:before,:after(?:,::backdrop)?\{)([^{}]*)(\}\}\})/.exec(css)
  const registered = [...css.matchAll(/@property (--[\w-]+)\{[^{}]*\}/g)]
  let rest = css
  for (const part of [theme?.[0], fallback?.[0], ...registered.map((m) => m[0])])
    if (part) rest = rest.replace(part, '')

  // A theme variable can be read only by another one (--default-font-family: var(--font-sans)): close over them.
  const themeDecls = theme ? declarations(theme[1]) : []
  const used = mentioned(rest)
  for (let grew = true; grew;) {
    grew = false
    for (const d of themeDecls) {
      if (!used.has(nameOf(d))) continue
      for (const name of mentioned(d.slice(d.indexOf(':') + 1)))
        if (!used.has(name)) {
          used.add(name)
          grew = true
        }
    }
  }

  let out = css
  if (theme) {
    const kept = themeDecls.filter((d) => used.has(nameOf(d)))
    out = out.replace(theme[0], kept.length ? theme[0].replace(theme[1], kept.join(';')) : '')
  }
  if (fallback) {
    const kept = declarations(fallback[2]).filter((d) => used.has(nameOf(d)))
    out = out.replace(fallback[0], kept.length ? `${fallback[1]}${kept.join(';')}${fallback[3]}` : '')
  }
  for (const [rule, name] of registered) if (!used.has(name)) out = out.replace(rule, '')
  return out
}
