import { Icon } from '~/components/ui/icon'
import { fillTemplate } from '~/lib/format'
import type { Profile } from '~/lib/profile'

/** The cards' own words (app/content/profiles.ts): '{n} years in industry', the LinkedIn link and its full name. */
export interface ProfileCardCopy {
  years: { one: string; other: string }
  linkedin: string
  linkedinFor: string
}

/**
 * Real people that staff published (mentors on the studio, the team on the main site): photo or initial, name, role,
 * years in industry, a short bio and their LinkedIn. The photo is the 192 px square the staff upload stores.
 */
export function ProfileCards({ profiles, copy }: { profiles: readonly Profile[]; copy: ProfileCardCopy }) {
  const yearsLine = (n: number) => (n === 1 ? copy.years.one : fillTemplate(copy.years.other, { n }))
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="profile-cards">
      {profiles.map((p) => (
        <li key={p.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-4">
            {p.image ? (
              <img
                src={p.image}
                alt=""
                width="96"
                height="96"
                loading="lazy"
                decoding="async"
                className="h-20 w-20 shrink-0 rounded-full bg-indigo-50 object-cover sm:h-24 sm:w-24"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-3xl font-bold text-white sm:h-24 sm:w-24"
              >
                {p.name.charAt(0).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <h3 className="text-lg font-bold text-slate-900">{p.name}</h3>
              <p className="text-slate-700">{p.role}</p>
              <p className="text-sm text-slate-600">{yearsLine(p.years)}</p>
            </div>
          </div>
          <p className="mt-4 flex-1 leading-7 text-slate-700">{p.bio}</p>
          {p.linkedin ? (
            <p className="mt-4 text-sm font-semibold">
              <a
                href={p.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1 text-indigo-700 hover:underline"
              >
                {copy.linkedin}
                <span className="sr-only"> {fillTemplate(copy.linkedinFor, { name: p.name })}</span>
                <Icon name="external-link" className="h-3.5 w-3.5" />
              </a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
