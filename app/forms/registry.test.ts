import { describe, expect, it } from 'vitest'
import { siteRoute } from '~/content/site-routes'
import { fieldLabel, fieldValue, formList, forms, isFormKind, type FormKind } from './registry'
import { acceptedNames, jobApplicationUploads, registrationUploads, uploadField } from './uploads'

describe('form registry', () => {
  it('lists the five public forms in the inbox order', () => {
    expect(formList.map((form) => [form.kind, form.plural])).toEqual([
      ['enquiry', 'Enquiries'],
      ['studio-contact', 'Studio contacts'],
      ['services-contact', 'Services contacts'],
      ['registration', 'Registrations'],
      ['job-application', 'Job applications'],
    ])
    expect(isFormKind('registration')).toBe(true)
    expect(isFormKind('toString')).toBe(false)
    expect(isFormKind(undefined)).toBe(false)
  })

  it('makes a misspelt kind a compile error (tsc checks this file)', () => {
    // @ts-expect-error 'enquriy' is not a kind of the registry, so useFormSubmission('enquriy') does not compile.
    const typo: FormKind = 'enquriy'
    expect(isFormKind(typo)).toBe(false)
  })

  it("sends each form's no-script success to its own prerendered page with ?sent=1", () => {
    for (const form of formList) {
      const page = siteRoute(form.page)
      expect(page.render, form.kind).toBe('prerender')
      expect(form.successPath).toBe(`${page.path}?sent=1`)
    }
    expect(forms.registration.successPath).toBe('/realworkstudio/register?sent=1')
  })

  it('labels every field of every form, uploads included, for the inbox, the CSV export and the mail', () => {
    for (const form of formList) {
      for (const name of [...form.fieldNames, ...form.uploads.map((rule) => rule.field)])
        expect(form.fieldLabels[name], `${form.kind}.${name}`).toMatch(/^[A-Z]/)
    }
    expect(fieldLabel('enquiry', '_replyto')).toBe('Email')
    expect(fieldLabel('registration', 'idProof')).toBe('ID proof')
    // Keys no form declares (rows stored before a field was renamed) still read well.
    expect(fieldLabel('enquiry', 'preferred_batch')).toBe('Preferred batch')
    expect(fieldLabel('enquiry', 'howDidYouHear')).toBe('How did you hear')
  })

  it("parses with the form's schema and picks the contact columns", () => {
    const parsed = forms.enquiry.parse({
      name: 'Asha Rao',
      _replyto: 'asha@example.com',
      phone: '9876543210',
      college: 'RV College',
      message: 'When does the next batch start?',
    })
    expect(parsed).toMatchObject({
      success: true,
      contact: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
    })
    const failed = forms.enquiry.parse({ name: '' })
    expect(failed.success).toBe(false)
    expect(failed.success ? [] : Object.keys(failed.errors)).toEqual(
      expect.arrayContaining(['name', '_replyto', 'phone', 'college', 'message']),
    )
  })

  it('states each upload rule once: the server check, the accept attribute and the hint read it', () => {
    expect(forms.registration.uploads).toBe(registrationUploads)
    expect(registrationUploads.map(uploadField)).toEqual([
      { name: 'resume', label: 'Resume', accept: '.pdf,application/pdf', hint: 'PDF only, up to 5 MB.' },
      {
        name: 'idProof',
        label: 'ID proof',
        accept: '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp',
        hint: 'PDF, JPEG, PNG or WebP, up to 5 MB.',
      },
    ])
    expect(acceptedNames({ accept: ['application/pdf', 'image/png'] })).toBe('PDF or PNG')
    // A job application's résumé is a required PDF (docs/decisions/017).
    expect(forms['job-application'].uploads).toBe(jobApplicationUploads)
    expect(jobApplicationUploads.map(uploadField)).toEqual([
      { name: 'resume', label: 'Résumé', accept: '.pdf,application/pdf', hint: 'PDF only, up to 5 MB.' },
    ])
    expect(jobApplicationUploads[0].required).toBe(true)
    for (const form of formList.filter((f) => f.kind !== 'registration' && f.kind !== 'job-application'))
      expect(form.uploads).toEqual([])
  })

  it('shows staff the name of a stored code, and any other value as it is', () => {
    expect(fieldValue('registration', 'bootcamp', 'data-science')).toBe('Data Science')
    expect(fieldValue('registration', 'bootcamp', 'undecided')).toBe('Not sure yet: help me choose')
    expect(fieldValue('registration', 'track', 'mentor')).toBe('Mentor Pathway')
    expect(fieldValue('registration', 'track', 'toString')).toBe('toString')
    expect(fieldValue('registration', 'whyJoin', 'data-science')).toBe('data-science')
    expect(fieldValue('enquiry', 'message', 'any')).toBe('any')
  })
})
