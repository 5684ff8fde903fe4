// What the site keeps of a user agent: never the text itself (docs/decisions/021), only the device class the visit
// statistics count and, for a lead, a short summary staff can use to reproduce a problem.

export type Device = 'phone' | 'tablet' | 'desktop'

/** The device class a user agent names: tablets first (an Android tablet has no "Mobile"), then phones. */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'phone'
  return 'desktop'
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

/**
 * A lead's browser as stored with it: the browser's name and major version, the system and the device class
 * ('Chrome 131 on Android (phone)'), or null without a user agent. The user agent itself is not kept.
 */
export function browserSummary(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null
  let browser = 'Another browser'
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent)
    if (match) {
      browser = `${name} ${match[1]}`
      break
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'another system'
  return `${browser} on ${system} (${deviceOf(userAgent)})`
}
