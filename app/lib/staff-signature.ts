// How a staff member signs what goes out in their name (a reply to a lead, the lead's timeline): their name and role
// title as they set them (the security page, or an owner on the accounts page), then the company.
import { company } from '~/content/company'

export interface Signer {
  name: string
  /** Their role title ("Admissions counsellor"); '' or null when they have not given one. */
  title: string | null
}

/** One line: 'Priya Sharma, Admissions counsellor', or the name alone. */
export function signedBy({ name, title }: Signer): string {
  return title ? `${name}, ${title}` : name
}

/** The lines a mail ends with: name, role title (when given), company. */
export function signatureLines({ name, title }: Signer): string {
  return [name, title, company.name].filter(Boolean).join('\n')
}

/**
 * Whether an account still has the name it was made with and no title: the first owner is created with their email's
 * local part ('owner'), which is not a name to sign a reply with.
 */
export function needsSignature(account: Signer & { email: string }): boolean {
  return !account.title && account.name === account.email.split('@')[0]
}
