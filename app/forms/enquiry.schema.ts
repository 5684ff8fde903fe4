import { z } from 'zod'
import { emailField, messageField, nameField, phoneField, requiredText, LIMITS } from './fields'

/** The contact drawer's enquiry form (name, _replyto, phone, college, message; all required). */
export const EnquirySchema = z.object({
  name: nameField,
  _replyto: emailField,
  phone: phoneField,
  college: requiredText('college or organisation', LIMITS.short),
  message: messageField,
})
export type Enquiry = z.infer<typeof EnquirySchema>
