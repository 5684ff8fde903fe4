/**
 * True only while `react-router build` prerenders pages: react-router.config.ts sets REALWORK_PRERENDER when it lists
 * the paths. The dev server evaluates that list as well, so the flag alone is not enough there; the production server
 * never evaluates the config.
 */
export function isPrerendering(): boolean {
  return !import.meta.env.DEV && process.env.REALWORK_PRERENDER === '1'
}
