import { publicOpening } from './current.server'

/** What a form's server-side check answers: the fields to store, or why the submission is refused as a whole. */
export type FieldCheck = { fields: Record<string, unknown> } | { refused: string }

/**
 * A job application names its opening by slug: the opening must be public and still taking applications, and its
 * title is stored as `role` (what the inbox shows), so the lead keeps naming it after the opening is renamed or closed.
 * Without an opening it is a talent-pool entry, stored without a role.
 */
export async function checkJobApplication(fields: Record<string, unknown>): Promise<FieldCheck> {
  const { role: _posted, ...rest } = fields
  if (typeof fields.opening !== 'string') return { fields: rest }
  const opening = await publicOpening(fields.opening)
  if (!opening?.accepting)
    return {
      refused:
        'This opening is no longer taking applications, so nothing was sent. See the open roles on our careers page, or join our talent pool there.',
    }
  return { fields: { ...rest, role: opening.title } }
}
