/**
 * A small memo of the last `max` renders (most recently used kept): a certificate's PDF and share image take 100–300 ms
 * of CPU each, and a certificate never changes once issued (a revoked one is rendered under another key), so a link
 * shared in a recruiters' group costs one rendering, not one per click. A failed render is forgotten.
 */
export function recentRenders<T>(max: number) {
  const recent = new Map<string, Promise<T>>()
  return (key: string, render: () => Promise<T>): Promise<T> => {
    let value = recent.get(key)
    if (value) recent.delete(key)
    else {
      value = render()
      value.catch(() => recent.delete(key))
    }
    recent.set(key, value)
    for (const oldest of recent.keys()) {
      if (recent.size <= max) break
      recent.delete(oldest)
    }
    return value
  }
}
