import type { Certificate } from './certificates.server'

/** A certificate as the store returns one, for tests of what is drawn from it (the PDF, the share image). */
export function sampleCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 'RW-7K3Q-9XPM-4D2T-H8VA',
    holderName: 'Priya Raman',
    email: 'priya@example.com',
    courseId: 'frontend-development',
    courseTitle: 'Frontend Development Bootcamp',
    completedOn: '2026-10-30',
    mentor: 'Arjun Menon',
    grade: 'Distinction',
    projects: [],
    searchable: false,
    issuedAt: '2026-11-25T10:00:00.000Z',
    issuedBy: 'owner@realworktech.in',
    revoked: null,
    ...overrides,
  }
}
