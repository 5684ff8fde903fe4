import type { default as Satori } from 'satori'
import { OG_CARD_HEIGHT, OG_CARD_WIDTH, ogCard } from '~/lib/og-card-layout'
import { formatDate } from '~/lib/format'
import { siteUrl } from '~/lib/site-url'
import type { Certificate } from './certificates.server'
import { interBold, interRegular } from './fonts/inter.server'
import { recentRenders } from './recent-renders.server'
import { resvg } from './resvg.server'

const fonts = [
  { name: 'Inter', data: Buffer.from(interRegular), weight: 400 as const, style: 'normal' as const },
  { name: 'Inter', data: Buffer.from(interBold), weight: 700 as const, style: 'normal' as const },
]

/** A certificate's 1200×630 share image (PNG): the holder's name, the course and its status, in the site's card. */
export async function certificateShareImage(cert: Certificate): Promise<Uint8Array> {
  // satori and resvg load with the first share image: satori's import alone was a fifth of a server start's CPU.
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), resvg()])
  const status = cert.revoked ? 'Revoked' : 'Verified certificate'
  const svg = await satori(
    ogCard(
      {
        eyebrow: `${status} · ${cert.id}`,
        title: cert.holderName,
        detail: `${cert.courseTitle}, completed ${formatDate(cert.completedOn)}`,
        division: 'RealWork Studio · Training',
      },
      new URL(siteUrl).host,
    ) as Parameters<typeof Satori>[0],
    { width: OG_CARD_WIDTH, height: OG_CARD_HEIGHT, fonts },
  )
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_CARD_WIDTH } }).render().asPng()
}

const recentImages = recentRenders<Uint8Array>(64)

/** certificateShareImage, remembered for the last 64 certificates (keyed with their status). */
export function cachedCertificateShareImage(cert: Certificate): Promise<Uint8Array> {
  return recentImages(`${cert.id} ${cert.revoked ? 'revoked' : 'valid'}`, () => certificateShareImage(cert))
}
