import { useEffect, useRef, useState } from 'react'
import { DEFAULT_BLOG_IMAGE } from '~/content/blog'

/** A post's cover; a cover that fails to load is replaced by the default image. */
export function BlogImage({
  src,
  alt,
  className,
  eager,
}: {
  src: string | null
  alt: string
  className?: string
  eager?: boolean
}) {
  const [failed, setFailed] = useState(false)
  const img = useRef<HTMLImageElement>(null)
  // A prerendered image can fail before hydration, when React is not yet listening for its error event.
  useEffect(() => {
    const el = img.current
    if (el?.complete && el.naturalWidth === 0 && !el.src.endsWith(DEFAULT_BLOG_IMAGE)) setFailed(true)
  }, [])
  return (
    <img
      ref={img}
      src={failed || !src ? DEFAULT_BLOG_IMAGE : src}
      alt={alt}
      width="1200"
      height="630"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      data-fallback={DEFAULT_BLOG_IMAGE}
      className={className}
    />
  )
}
