import { z } from 'zod'
import { emailField, messageField, nameField, phoneField } from './fields'

/** The services contact form (name, email, phone, message; all required). */
export const ServicesContactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: messageField,
})
export type ServicesContact = z.infer<typeof ServicesContactSchema>
