import { describe, expect, it } from 'vitest'
import { registrationConfirmation, RegistrationConfirmationSchema } from './registration-confirmation'

describe('registration confirmation copy', () => {
  it('parses, and names a real phone number and the refund policy', () => {
    expect(RegistrationConfirmationSchema.parse(registrationConfirmation)).toEqual(registrationConfirmation)
    expect(registrationConfirmation.call.href).toMatch(/^tel:\+91\d{10}$/)
    expect(registrationConfirmation.refundLink.href).toBe('/refund-policy')
  })
})

describe('enrol panel copy', () => {
  it('parses', async () => {
    const { enrolPanel, EnrolPanelSchema } = await import('./enrol-panel')
    expect(EnrolPanelSchema.parse(enrolPanel)).toEqual(enrolPanel)
  })
})
