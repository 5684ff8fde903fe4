// Goals: what a visit leads to (docs/decisions/021). Forms and registrations are recorded here as they are stored;
// the enrolment and payment code calls recordGoal in its own transaction.
import type { Insertable, Kysely } from 'kysely'
import { fixedQuery } from '../db/fixed-query.server'
import type { LeadSource } from '~/lib/lead-source'
import type { Database } from '../db/schema.server'
import { istToday } from '~/lib/ist'
import { countedPath } from './path-rules.server'

/** 'call': a counselling call booked; 'demo': a demo-class seat booked (issue 54); each in the booking's transaction. */
export const GOALS = ['form', 'registration', 'enrolment', 'payment', 'call', 'demo'] as const
export type Goal = (typeof GOALS)[number]

export interface GoalInput {
  goal: Goal
  /** The lead's source (its landing page, referring host and UTM tags), as stored with the lead; absent = direct. */
  source?: LeadSource
  /** A payment's amount in paise (integer); 0 for the other goals. */
  amountPaise?: number
  /** When it happened: the goal counts on that India day. */
  at?: Date
}

type GoalRow = Required<Insertable<Database['analytics_goals']>>

/** A day's row for a goal and source: a new one, or the stored one with this count and amount added. */
const addGoal = fixedQuery<keyof GoalRow & string>((db, param) =>
  db
    .insertInto('analytics_goals')
    .values({
      day: param('day'),
      goal: param('goal'),
      entry_path: param('entry_path'),
      referrer: param('referrer'),
      utm_source: param('utm_source'),
      utm_medium: param('utm_medium'),
      utm_campaign: param('utm_campaign'),
      count: param('count'),
      amount_paise: param('amount_paise'),
    })
    .onConflict((oc) =>
      oc
        .columns(['day', 'goal', 'entry_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'])
        .doUpdateSet((eb) => ({
          count: eb('analytics_goals.count', '+', eb.ref('excluded.count')),
          amount_paise: eb('analytics_goals.amount_paise', '+', eb.ref('excluded.amount_paise')),
        })),
    ),
) as (db: Kysely<Database>, row: GoalRow) => Promise<unknown>

/**
 * Adds one goal to its day's row for its source, in the caller's transaction (pass `trx`), so the goal is counted
 * exactly when what it records is committed. A cancelled payment is recorded with a negative amount and counts -1.
 */
export async function recordGoal(
  db: Kysely<Database>,
  { goal, source = {}, amountPaise = 0, at = new Date() }: GoalInput,
): Promise<void> {
  if (!Number.isSafeInteger(amountPaise)) throw new Error('recordGoal: amountPaise must be a whole number of paise')
  const count = amountPaise < 0 ? -1 : 1
  await addGoal(db, {
    day: istToday(at),
    goal,
    // The landing page as a view is counted: a page carrying a secret under its pattern, a staff page not at all.
    entry_path: source.landing ? (countedPath(source.landing)?.path ?? '') : '',
    referrer: (source.referrer ?? '').replace(/^www\./, ''),
    utm_source: (source.utmSource ?? '').toLowerCase(),
    utm_medium: (source.utmMedium ?? '').toLowerCase(),
    utm_campaign: (source.utmCampaign ?? '').toLowerCase(),
    count,
    amount_paise: amountPaise,
  })
}
