import { describe, expect, it } from 'vitest'
import { BatchSchema, CertificateInputSchema, ListingSchema, RevokeSchema } from './certificate.schema'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

const form = {
  name: ' Priya \t Raman ',
  email: ' Priya.Raman@Example.com ',
  course: 'frontend-development',
  completedOn: '2026-10-30',
  mentor: 'Arjun\0 Menon',
  grade: '',
  searchable: 'yes',
}

describe("the certificates page's schemas are the gate", () => {
  it('pass a posted certificate as the store writes it: spaces collapsed, controls gone, email lower case', () => {
    expect(CertificateInputSchema.parse(form)).toMatchObject({
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
      mentor: 'Arjun Menon',
      project1Title: '',
      searchable: true,
    })
    // A CSV row brings its yes or no already read.
    expect(CertificateInputSchema.parse({ ...form, searchable: false }).searchable).toBe(false)
  })

  it('refuse each wrong field with its message', () => {
    expect(firstMessage(CertificateInputSchema.safeParse({ ...form, name: ' ' }))).toBe(
      'Enter the graduate’s full name.',
    )
    expect(firstMessage(CertificateInputSchema.safeParse({ ...form, email: 'priya@' }))).toBe(
      'Enter a valid email address, like name@example.com.',
    )
    expect(firstMessage(CertificateInputSchema.safeParse({ ...form, completedOn: '30/10/2026' }))).toBe(
      'Give the completion date, e.g. 2026-11-20.',
    )
    expect(firstMessage(CertificateInputSchema.safeParse({ ...form, project1Url: 'https://x.example/p' }))).toBe(
      'Give project 1 a title, or clear its link.',
    )
  })

  it('read an identifier as typed or pasted, and refuse a blank or long reason', () => {
    const id = 'RW-7K3M-9QXP-2HDT-4WBN'
    expect(ListingSchema.safeParse({ id: 'not an id' }).success).toBe(false)
    expect(firstMessage(RevokeSchema.safeParse({ id, reason: ' ' }))).toBe(
      'Give the reason for revoking; the verify page shows it.',
    )
    expect(firstMessage(RevokeSchema.safeParse({ id, reason: 'r'.repeat(301) }))).toBe(
      'Keep the reason within 300 characters.',
    )
    expect(firstMessage(BatchSchema.safeParse({ csv: 'name,email' }))).toBe('Send this field as a file.')
    expect(BatchSchema.parse({ csv: new File([], '') })).toEqual({ csv: undefined })
  })
})
