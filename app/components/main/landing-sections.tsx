import { Icon } from '~/components/ui/icon'
import { ClaimMark } from '~/components/ui/claim-mark'
import type { Figure } from '~/content/claims'
import { ProseWithPoints } from '~/components/ui/prose-with-points'
import { Section } from '~/components/ui/section'
import { ProfileCards, type ProfileCardCopy } from '~/components/ui/profile-cards'
import type { Profile } from '~/lib/profile'
import { demoHref, demoMessage } from '~/content/enquiry'
import { openContactDrawer } from '~/lib/contact-drawer'
import type {
  about as About,
  mission as Mission,
  products as Products,
  team as Team,
  vision as Vision,
} from '~/content/landing'

// Copy comes from the route loader, so it travels as data and never as JavaScript.

export function MissionSection({ mission }: { mission: typeof Mission }) {
  return (
    <Section id="mission" eyebrow={mission.heading} title={mission.lead}>
      <ProseWithPoints paragraphs={mission.paragraphs} points={mission.points} />
    </Section>
  )
}

export function VisionSection({ vision }: { vision: typeof Vision }) {
  return (
    <Section id="vision" eyebrow={vision.heading} title={vision.lead} tone="tint">
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="space-y-4 text-lg leading-8 text-slate-700">
          {vision.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-semibold text-slate-900">Where we are heading</h3>
          <ul className="mt-4 space-y-3">
            {vision.goals.map((goal) => (
              <li key={goal} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                {goal}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}

/** The team: the profiles staff published (docs/decisions/022) or, while there are none, the role cards. */
export function TeamSection({
  team,
  people,
  cardCopy,
}: {
  team: typeof Team
  people: readonly Profile[]
  cardCopy: ProfileCardCopy
}) {
  return (
    <Section id="team" eyebrow="Team" title={team.heading} lead={team.lead}>
      {people.length > 0 ? (
        <ProfileCards profiles={people} copy={cardCopy} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-3">
          {team.cards.map((card) => (
            <li key={card.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
                <Icon name={card.icon} />
              </span>
              <h3 className="mt-5 text-xl font-bold text-slate-900">{card.title}</h3>
              <p className="mt-2 text-slate-600">{card.summary}</p>
              <ul className="mt-5 space-y-2 border-t border-slate-100 pt-5 text-sm text-slate-700">
                {card.responsibilities.map((r) => (
                  <li key={r} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" />
                    {r}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

/** The about section; `facts` are its figures, the claimed one among them with its mark to the basis. */
export function AboutSection({ about, facts }: { about: typeof About; facts: readonly Figure[] }) {
  return (
    <Section id="about" eyebrow="About us" title={about.heading} tone="tint">
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="space-y-4 text-lg leading-8 text-slate-700 lg:col-span-3">
          {about.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-4 lg:col-span-2">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">{fact.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-indigo-700">
                {fact.value}
                {fact.basis ? <ClaimMark basis={fact.basis} className="ml-0.5" /> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  )
}

const statusTone = {
  Live: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Pilot: 'bg-amber-50 text-amber-900 ring-amber-200',
  'In development': 'bg-slate-100 text-slate-700 ring-slate-200',
} as const

export function ProductsSection({ products }: { products: typeof Products }) {
  return (
    <Section id="products" eyebrow="Products" title={products.heading} lead={products.lead} tone="dark">
      <ul className="grid gap-6 lg:grid-cols-3">
        {products.items.map((product) => (
          <li key={product.name} className="flex flex-col rounded-2xl bg-slate-800 p-6 ring-1 ring-slate-700">
            <div className="flex items-center justify-between">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-500/20 text-indigo-300">
                <Icon name={product.icon} />
              </span>
              <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${statusTone[product.status]}`}>
                {product.status}
              </span>
            </div>
            <h3 className="mt-5 text-xl font-bold text-white">{product.name}</h3>
            <p className="mt-2 text-slate-300">{product.summary}</p>
            <ul className="mt-5 space-y-2 text-sm text-slate-200">
              {product.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-amber-400" />
                  {f}
                </li>
              ))}
            </ul>
            <p className="mt-auto pt-5 text-sm text-slate-400">
              <span className="font-semibold text-slate-200">Built for: </span>
              {product.forWhom}
            </p>
            <a
              href={demoHref(product.name)}
              onClick={(event) => {
                event.preventDefault()
                openContactDrawer(demoMessage(product.name))
              }}
              className="mt-5 inline-flex items-center justify-center gap-2 rounded-lg bg-amber-400 px-4 py-2.5 text-sm font-bold text-slate-900 hover:bg-amber-300"
            >
              {products.demoLabel}
              <span className="sr-only"> of {product.name}</span>
              <Icon name="arrow-right" className="h-4 w-4" />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
