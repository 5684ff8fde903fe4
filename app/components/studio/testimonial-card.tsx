import { useEffect, useRef, useState } from 'react'
import { StarRating } from '~/components/ui/star-rating'
import { Icon } from '~/components/ui/icon'
import { roleLine, type Testimonial } from '~/lib/testimonial'

/** A photo that fails to load is hidden and replaced by a circle with the person's initial. */
function Avatar({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(!src)
  const img = useRef<HTMLImageElement>(null)
  // An image can fail before hydration attaches onError; check once scripts run.
  useEffect(() => {
    const el = img.current
    if (el && el.complete && el.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed) {
    return (
      <span
        aria-hidden="true"
        data-testid="avatar-initial"
        className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-xl font-bold text-white"
      >
        {name.charAt(0).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      ref={img}
      src={src ?? undefined}
      alt=""
      width="56"
      height="56"
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-14 w-14 shrink-0 rounded-full bg-indigo-50 object-cover"
    />
  )
}

/** A profile link that opens in a new tab, named for screen readers. */
function ProfileLink({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-indigo-700 hover:underline"
    >
      {label}
      <span className="sr-only"> profile of {name} (opens in a new tab)</span>
      <Icon name="external-link" className="h-3.5 w-3.5" />
    </a>
  )
}

/** A success story: photo (or the initial), quote, rating if given, name, role and any profile links. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, text, image, rating, linkedin, github } = testimonial
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <Icon name="quote" className="h-8 w-8 text-indigo-300" />
        {rating ? <StarRating rating={rating} /> : null}
      </div>
      <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
        <p>{text}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-6">
        <Avatar src={image} name={name} />
        <div className="min-w-0">
          <p className="font-bold text-slate-900">{name}</p>
          <p className="text-sm text-slate-600">{roleLine(testimonial)}</p>
          {linkedin || github ? (
            <p className="mt-1 flex gap-4 text-sm font-semibold">
              {linkedin ? <ProfileLink href={linkedin} label="LinkedIn" name={name} /> : null}
              {github ? <ProfileLink href={github} label="GitHub" name={name} /> : null}
            </p>
          ) : null}
        </div>
      </figcaption>
    </figure>
  )
}
