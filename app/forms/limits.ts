/** Length bounds and field names shared by forms and their schemas. Kept free of zod so client bundles stay small. */
export const LIMITS = { name: 120, email: 254, phone: 20, short: 200, message: 5000 } as const

/** Name of the hidden honeypot input every form carries; people never see or fill it. */
export const HONEYPOT = 'company_website'

/** The booking form's optional question (call-booking.schema.ts). */
export const CALL_QUESTION_MAX = 1000
