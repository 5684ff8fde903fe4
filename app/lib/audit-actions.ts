/** Everything the audit log records, with the label the owner reads at /staff/audit. */
export const AUDIT_ACTIONS = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'lead-status': 'Changed a lead’s status',
  'lead-assign': 'Assigned a lead',
  'lead-note': 'Added a note',
  'post-create': 'Created a post',
  'post-edit': 'Edited a post',
  'post-publish': 'Published a post',
  'post-unpublish': 'Unpublished a post',
  'post-delete': 'Deleted a post',
  'batch-dates': 'Changed batch dates',
  'announcement-set': 'Set the announcement',
  'announcement-remove': 'Removed the announcement',
  'catalogue-edit': 'Changed a course in the catalogue',
  'catalogue-add': 'Added a crash course',
  'account-create': 'Created the first owner',
  'account-invite': 'Invited a person',
  'account-accept': 'Accepted an invitation',
  'account-role': 'Changed a role',
  'account-remove': 'Removed an account',
  'session-end': 'Ended a session',
  'password-reset': 'Reset a password',
  'password-change': 'Changed their password',
  'app-on': 'Turned on an authenticator app',
  'app-off': 'Turned off the authenticator app',
  'recovery-codes-new': 'Made new recovery codes',
  'recovery-code-used': 'Signed in with a recovery code',
  'code-refused': 'Wrong or reused sign-in code',
  'passkey-add': 'Added a passkey',
  'passkey-rename': 'Renamed a passkey',
  'passkey-remove': 'Removed a passkey',
  'passkey-refused': 'Refused a passkey sign-in',
  'policy-second-factor': 'Changed the second-factor rule',
  retention: 'Deleted data past its retention period',
  'person-export': 'Exported a person’s data',
  'person-erase': 'Erased a person’s data',
} as const

export type AuditAction = keyof typeof AUDIT_ACTIONS

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value)
}
