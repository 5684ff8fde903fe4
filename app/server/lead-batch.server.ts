import type { Kysely } from 'kysely'
import { bootcamps } from '~/content/studio/bootcamps'
import type { Fee } from '~/lib/batch-fee'
import { noticesAt, offeredBootcamp, offeredFee } from '~/lib/site-notices'
import { readCatalogue } from './catalogue/read.server'
import type { Database } from './db/schema.server'
import { readSiteContent } from './site-content.server'
import type { SubmissionDetail } from './submission-read.server'

const trackIds = bootcamps.map((bootcamp) => bootcamp.id)

/**
 * The bootcamp a studio lead asked about (the registration's bootcamp, the contact form's course), its next batch and
 * what that batch charges today, as the pages show them (without a bootcamp: the earliest batch and its fee).
 */
export async function leadBootcampBatch(
  db: Kysely<Database>,
  lead: Pick<SubmissionDetail, 'kind' | 'fields'>,
  now = new Date(),
): Promise<{ bootcamp: (typeof bootcamps)[number] | undefined; batchDate: string | undefined; fee: Fee | undefined }> {
  const bootcamp =
    lead.kind === 'registration'
      ? bootcamps.find((b) => b.id === lead.fields.bootcamp)
      : lead.kind === 'studio-contact'
        ? bootcamps.find((b) => b.id === lead.fields.course)
        : undefined
  const [content, catalogue] = await Promise.all([readSiteContent(db, now), readCatalogue(db)])
  const notices = noticesAt(content, trackIds, now)
  const batchDate = bootcamp ? notices.batchByTrack[bootcamp.id] : notices.nextBatch
  const offered = offeredBootcamp(notices, catalogue.bootcamps, bootcamp?.id)
  return { bootcamp, batchDate: batchDate ?? undefined, fee: offered ? offeredFee(notices, offered) : undefined }
}
