import { contentVersions } from './content-version.server'

/**
 * `read` once per site-content version: a staff save bumps the version, so every server reads anew within about a
 * second (docs/decisions/011), and otherwise once a day (the version carries the day in India). A failed read is
 * forgotten, so the next request tries again.
 */
export function perSiteVersion<T>(read: () => Promise<T>): () => Promise<T> {
  let memo: { key: string; value: Promise<T> } | undefined
  return async () => {
    const { site } = await contentVersions()
    if (memo?.key !== site) {
      const value = read()
      memo = { key: site, value }
      value.catch(() => {
        if (memo?.value === value) memo = undefined
      })
    }
    return memo.value
  }
}
