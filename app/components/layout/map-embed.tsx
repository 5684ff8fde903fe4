import { useState } from 'react'
import { company } from '~/content/company'
import { Icon } from '~/components/ui/icon'

/** A static preview first; the real map (a third-party embed) loads only when asked, so the footer costs nothing. */
export function MapEmbed() {
  const [show, setShow] = useState(false)
  const { lat, lng, label } = company.map
  const d = 0.006
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - d}%2C${lat - d}%2C${lng + d}%2C${lat + d}&layer=mapnik&marker=${lat}%2C${lng}`
  const external = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
  return (
    <div className="overflow-hidden rounded-xl border border-slate-700 bg-slate-800">
      {show ? (
        <iframe
          title={`Map: ${label}`}
          src={embed}
          width="400"
          height="220"
          loading="lazy"
          className="block h-56 w-full border-0"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className="relative h-56 w-full">
          <img
            src="/images/map-preview.svg"
            alt=""
            width="400"
            height="220"
            loading="lazy"
            className="absolute inset-0 h-full w-full object-cover opacity-70"
          />
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
            <Icon name="map-pin" className="h-8 w-8 text-amber-400" />
            <button
              type="button"
              onClick={() => setShow(true)}
              className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow hover:bg-indigo-50"
            >
              Show interactive map
            </button>
          </div>
        </div>
      )}
      <a
        href={external}
        target="_blank"
        rel="noopener noreferrer"
        className="block px-4 py-2.5 text-sm text-slate-200 underline-offset-2 hover:underline"
      >
        Open the map in a new tab<span className="sr-only"> (OpenStreetMap)</span>
      </a>
    </div>
  )
}
