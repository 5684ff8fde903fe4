import { z } from 'zod'
import { staffAccountsCopy } from '~/staff/accounts/content/staff-account-pages'
import { ACCOUNT_LIMITS } from '~/staff/shell/forms/limits'
import { oneLineText, postedId as id, postedText, ticked } from '~/staff/shell/forms/form-text'

// The accounts page's forms (owners only), each one schema that is the gate: the stores receive a normalised email, a
// one-line name and a known role, and do not check them again.

const role = z.enum(['owner', 'editor'], { error: staffAccountsCopy.chooseRole })

/** Inviting a person: their email (lower case), their name on one line, and a role. */
export const InviteSchema = z.object({
  email: postedText
    .transform((text) => text.trim().toLowerCase())
    .pipe(
      z
        .string()
        .max(ACCOUNT_LIMITS.email, 'Enter the person’s email address, like name@example.com.')
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter the person’s email address, like name@example.com.'),
    ),
  name: oneLineText.pipe(
    z
      .string()
      .min(1, 'Enter the person’s name.')
      .max(ACCOUNT_LIMITS.name, `Keep the name within ${ACCOUNT_LIMITS.name} characters.`),
  ),
  role,
})
export type InviteInput = z.output<typeof InviteSchema>

/**
 * The name and role title a person signs replies and mails with, as they set their own on the security page; the title
 * may be left empty. Owners set anyone's on the accounts page (AccountSignatureSchema, with the account).
 */
export const SignatureSchema = z.object({
  name: oneLineText.pipe(
    z
      .string()
      .min(1, 'Enter the name students and clients should see, like Priya Sharma.')
      .max(ACCOUNT_LIMITS.name, `Keep the name within ${ACCOUNT_LIMITS.name} characters.`),
  ),
  title: oneLineText.pipe(
    z.string().max(ACCOUNT_LIMITS.title, `Keep the role title within ${ACCOUNT_LIMITS.title} characters.`),
  ),
})
export type SignatureInput = z.output<typeof SignatureSchema>
export const AccountSignatureSchema = SignatureSchema.extend({ account: id })

export const RoleSchema = z.object({ account: id, role })
export const AccountRefSchema = z.object({ account: id })
export const SessionRefSchema = z.object({ session: id })
/** The owner's second-factor rule: '1' requires a factor of everyone, anything else makes it optional. */
export const PolicySchema = z.object({ require: ticked('1') })
