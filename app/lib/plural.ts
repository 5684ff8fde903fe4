// The one way copy says a count with its noun: English plural rules as Intl has them for India ('1 certificate',
// '0 certificates', '2 certificates'). Built on first use, so a page that never counts never loads an Intl formatter
// (format.ts says why that matters in the browser).
let rules: Intl.PluralRules | undefined

/** The words for one and for any other count; `{count}` in either is the number. */
export interface PluralWords {
  one: string
  other: string
}

/** plural(1, { one: '{count} seat left', other: '{count} seats left' }) → '1 seat left'. */
export function plural(count: number, words: PluralWords): string {
  rules ??= new Intl.PluralRules('en-IN')
  const form = rules.select(count) === 'one' ? words.one : words.other
  return form.replaceAll('{count}', String(count))
}

/** A count and its noun: countOf(2, 'file') → '2 files'; an irregular plural is given ('entry', 'entries'). */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return plural(count, { one: `{count} ${one}`, other: `{count} ${other}` })
}
