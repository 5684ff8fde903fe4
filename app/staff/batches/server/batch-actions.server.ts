import { data } from 'react-router'
import { staffPathTo } from '~/content/staff-routes'
import type { FieldErrors } from '~/forms/fields'
import { formatRupees } from '~/lib/format'
import {
  BatchSchema,
  CompleteSchema,
  EnrolmentRefSchema,
  FeeOverrideSchema,
  FinishSchema,
  MoveSchema,
} from '~/staff/batches/forms/batch.schema'
import { BATCH_FIELDS, BATCH_LIMITS } from '~/staff/batches/forms/batch-limits'
import { contentChanged } from '~/server/content-version.server'
import { NoFieldsSchema } from '~/staff/shell/forms/form-text'
import { done, intent, type StaffBodyLimits } from '~/staff/shell/server/staff-action.server'
import { completeEnrolments, issueBatchCertificates } from './batch-certificates.server'
import { changeBatch, type BatchChanges } from './batch-changes.server'
import { findBatch, finishBatch, saveBatch, type Batch } from './batches.server'
import { confirmOffer, moveEnrolment, withdrawEnrolment, type ChangeResult } from './enrolment-changes.server'
import type { Offered } from './seats.server'

/** The batch forms: small, except marking completed, which may tick every student of the largest batch. */
export const BATCH_FORM_LIMITS = {
  maxBytes: 64 * 1024,
  maxFields: BATCH_LIMITS.maxPicked + BATCH_FIELDS.length + 8,
  maxFieldBytes: 1024,
} satisfies StaffBodyLimits

/** What a refused batch form answers: the message above the form, each field's message, and what was sent. */
export interface BatchFormRefusal {
  form: 'batch'
  error: string
  errors: FieldErrors
  values: Record<string, string>
}
/** What a refused roster action answers: one message above the roster. */
export interface RosterRefusal {
  form: 'roster'
  error: string
}

const REFUSED = 'Please correct the fields marked below.'

function textValues(raw: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v : '']))
}

const refusedBatch = (errors: FieldErrors, raw: Record<string, unknown>) =>
  data<BatchFormRefusal>({ form: 'batch', error: REFUSED, errors, values: textValues(raw) }, { status: 400 })
const refusedRoster = (error: string) => data<RosterRefusal>({ form: 'roster', error }, { status: 400 })

/** The audit entry of each seat offered from the waitlist. */
const offerAudits = (offered: readonly Offered[]) =>
  offered.map((o) => ({
    action: 'enrolment-offer' as const,
    target: o.reference,
    detail: 'seat offered from the waitlist',
  }))

const changesOf = (result: { batch: Batch } | { batch: Batch; changes: BatchChanges }) =>
  'changes' in result ? result.changes : null

/**
 * Saves a new batch (id undefined) or changes one, its students following the change (batch-changes.server.ts); goes
 * to the batch's page, whose notice says who was offered a seat and how many were mailed.
 */
export function batchSaveIntent(id: string | undefined) {
  return intent(
    BatchSchema,
    async (input, { db, user }) => {
      const result = id ? await changeBatch(db, id, input, user) : await saveBatch(db, undefined, input)
      if (!result.ok && result.field === 'changed')
        // The page's own values (the batch as it stands now) fill the form again, not what was sent.
        return data<BatchFormRefusal>({ form: 'batch', error: result.error, errors: {}, values: {} }, { status: 409 })
      if (!result.ok) return refusedBatch({ [result.field]: result.error }, { ...input, fee: '', earlyFee: '' })
      contentChanged()
      const b = result.batch
      const params = new URLSearchParams({ done: id ? 'saved' : 'created' })
      const changes = changesOf(result)
      if (changes?.offered.length) {
        params.set('offers', String(changes.offered.length))
        params.set('offered', changes.offered[0]!.reference)
      }
      if (changes?.postponed) params.set('postponed', String(changes.postponed))
      if (changes?.cancelled) params.set('cancelled', String(changes.cancelled))
      return done(`${staffPathTo('staffBatch', { id: b.id })}?${params}`, {
        audit: [
          {
            action: id ? 'batch-edit' : 'batch-create',
            target: `${b.code} (${b.courseTitle})`,
            detail: `${b.startsOn} to ${b.endsOn}, ${b.seats} seats, ${formatRupees(b.feePaise / 100)}, ${b.status}`,
          },
          ...offerAudits(changes?.offered ?? []),
        ],
      })
    },
    { invalid: refusedBatch },
  )
}

/** The roster's answer after a change: back to the batch with what happened, or the refusal. */
function afterChange(
  batchId: string,
  result: ChangeResult,
  what: string,
  action: 'enrolment-withdraw' | 'enrolment-confirm' | 'enrolment-move',
) {
  if (!result.ok) return refusedRoster(result.error)
  const params = new URLSearchParams({ done: what, ref: result.reference })
  if (result.offered) params.set('offered', result.offered.reference)
  if (what === 'moved') params.set('code', result.code)
  return done(`${staffPathTo('staffBatch', { id: batchId })}?${params}`, {
    audit: [
      { action, target: result.reference, detail: what === 'moved' ? `to ${result.code}` : null },
      ...offerAudits(result.offered ? [result.offered] : []),
    ],
  })
}

/**
 * The batch page's intents: save the batch, withdraw, confirm, move, finish the batch, complete, and issue certificates
 * (an owner may issue one before the fee is settled).
 */
export function batchPageIntents(batchId: string) {
  return {
    save: batchSaveIntent(batchId),
    withdraw: intent(
      EnrolmentRefSchema,
      async ({ enrolmentId }, { db, user }) =>
        afterChange(batchId, await withdrawEnrolment(db, enrolmentId, user), 'withdrawn', 'enrolment-withdraw'),
      { invalid: (errors) => refusedRoster(Object.values(errors)[0]!) },
    ),
    confirm: intent(
      EnrolmentRefSchema,
      async ({ enrolmentId }, { db, user }) =>
        afterChange(batchId, await confirmOffer(db, enrolmentId, user), 'confirmed', 'enrolment-confirm'),
      { invalid: (errors) => refusedRoster(Object.values(errors)[0]!) },
    ),
    move: intent(
      MoveSchema,
      async ({ enrolmentId, toBatchId }, { db, user }) =>
        afterChange(batchId, await moveEnrolment(db, enrolmentId, toBatchId, user), 'moved', 'enrolment-move'),
      { invalid: (errors) => refusedRoster(Object.values(errors)[0]!) },
    ),
    complete: intent(
      CompleteSchema,
      async (input, { db, user }) => {
        const batch = await findBatch(db, batchId)
        if (!batch) throw data('Batch not found', { status: 404 })
        const result = await completeEnrolments(db, batchId, input, user)
        if (!result.ok) return refusedRoster(result.error)
        const count = result.count
        if (count === 0) return refusedRoster('Tick at least one enrolled student, or choose every enrolled student.')
        return done(`${staffPathTo('staffBatch', { id: batchId })}?done=completed&count=${count}`, {
          audit: {
            action: 'enrolment-complete',
            target: batch.code,
            detail: `${count} by ${input.mentor}, ${input.completedOn}`,
          },
        })
      },
      { invalid: (errors) => refusedRoster(Object.values(errors)[0]!) },
    ),
    finish: intent(
      FinishSchema,
      async ({ note }, { db, user }) => {
        // The store writes the audit entry, with the note, in the batch's transaction.
        const result = await finishBatch(db, batchId, user, note)
        if (!result.ok) return refusedRoster(result.error)
        contentChanged()
        const params = new URLSearchParams({ done: result.early ? 'finishedEarly' : 'finished', code: result.code })
        return done(`${staffPathTo('staffBatch', { id: batchId })}?${params}`)
      },
      { invalid: (errors) => refusedRoster(Object.values(errors)[0]!) },
    ),
    'issue-certificates': intent(NoFieldsSchema, async (_, { db, user }) => {
      const result = await issueBatchCertificates(db, batchId, user)
      if (!result.ok) return refusedRoster(result.error)
      const params = new URLSearchParams({ done: 'issued', count: String(result.issued), held: String(result.held) })
      return done(`${staffPathTo('staffBatch', { id: batchId })}?${params}`)
    }),
    'issue-override': intent(
      FeeOverrideSchema,
      async (override, { db, user }) => {
        const result = await issueBatchCertificates(db, batchId, user, override)
        if (!result.ok) return refusedRoster(result.error)
        const params = new URLSearchParams({ done: 'overridden', ref: result.references[0]! })
        return done(`${staffPathTo('staffBatch', { id: batchId })}?${params}`)
      },
      { invalid: (errors) => refusedRoster(Object.values(errors)[0]!) },
    ),
  }
}
