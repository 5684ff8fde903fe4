import { fillTemplate, formatDate } from '~/lib/format'
import type { BatchStatus, EnrolmentState } from '~/lib/batch-states'
import { formatPaise } from '~/lib/money'
import { staffBatchesPage } from './staff-batches'

// A certificate is earned (issue 52): the batch has finished, the student was marked completed, and their fee is
// settled (an owner may waive the last, per student, with a note). One rule, read by the roster to say why a student
// has no certificate yet and by the issuing store to refuse, so the two never disagree. Pure: no server imports.

/** One reason a student cannot have their certificate yet. */
export type CertificateHold =
  | { kind: 'batch-not-finished'; endsOn: string }
  | { kind: 'not-completed' }
  | { kind: 'fee-due'; balancePaise: number }

/**
 * Why a student of the batch has no certificate yet, in the order staff would clear them; empty when one may be
 * issued. Only students who hold a seat to the end (enrolled or completed) and have none yet can be held.
 */
export function certificateHolds(
  batch: { status: BatchStatus; endsOn: string },
  student: { state: EnrolmentState; certificateId: string | null; balancePaise: number },
): CertificateHold[] {
  if (student.certificateId || (student.state !== 'enrolled' && student.state !== 'completed')) return []
  const holds: CertificateHold[] = []
  if (batch.status !== 'finished') holds.push({ kind: 'batch-not-finished', endsOn: batch.endsOn })
  if (student.state !== 'completed') holds.push({ kind: 'not-completed' })
  if (student.balancePaise > 0) holds.push({ kind: 'fee-due', balancePaise: student.balancePaise })
  return holds
}

/** A hold in words: 'Batch not finished: it ends on 3 April 2027', 'Not marked completed', '₹3,000 still to pay'. */
export function holdText(hold: CertificateHold, today: string): string {
  const copy = staffBatchesPage.holds
  switch (hold.kind) {
    case 'batch-not-finished':
      return fillTemplate(hold.endsOn < today ? copy.batchEnded : copy.batchRunning, { date: formatDate(hold.endsOn) })
    case 'not-completed':
      return copy.notCompleted
    case 'fee-due':
      return fillTemplate(copy.feeDue, { amount: formatPaise(hold.balancePaise) })
  }
}

/** 'one' or 'many' copy by count: 1 certificate, 2 certificates. */
export function countCopy(copy: { one: string; many: string }, count: number): string {
  return fillTemplate(count === 1 ? copy.one : copy.many, { count })
}
