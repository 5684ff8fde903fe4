import type { Kysely } from 'kysely'
import { bootcamps } from '~/content/studio/bootcamps'
import { nextBatch } from '~/content/studio/batches'
import { trackBatch } from '~/lib/site-notices'
import type { Database } from './db/schema.server'
import { readSiteContent } from './site-content.server'
import type { SubmissionDetail } from './submission-read.server'

/** The bootcamp a studio lead asked about (the registration's bootcamp, the contact form's course) and its next batch. */
export async function leadBootcampBatch(
  db: Kysely<Database>,
  lead: Pick<SubmissionDetail, 'kind' | 'fields'>,
  now = new Date(),
): Promise<{ bootcamp: (typeof bootcamps)[number] | undefined; batchDate: string | undefined }> {
  const bootcamp =
    lead.kind === 'registration'
      ? bootcamps.find((b) => b.id === lead.fields.bootcamp)
      : lead.kind === 'studio-contact'
        ? bootcamps.find((b) => b.id === lead.fields.course)
        : undefined
  const { batches } = await readSiteContent(db, now)
  const batchDate = bootcamp
    ? trackBatch(
        batches.filter((batch) => batch.courseId === bootcamp.id),
        now,
      )?.startsOn
    : nextBatch(now)?.startsOn
  return { bootcamp, batchDate: batchDate ?? undefined }
}
