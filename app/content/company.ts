import { companyNames } from './company-names'
import type { Company } from './schema'

/** The one place for the company's identity: name, address, registration, contact channels. */
export const company = {
  ...companyNames,
  tagline: 'Real projects. Real skills. Real careers.',
  description:
    'RealWork Technologies is a Bengaluru software company that trains job-ready engineers through project-based bootcamps and builds websites, apps and AI systems for startups and small businesses.',
  founded: 2023,
  address: {
    street: '3rd Floor, 14 Residency Road',
    locality: 'Shanthala Nagar',
    city: 'Bengaluru',
    region: 'Karnataka',
    postalCode: '560025',
    country: 'India',
  },
  registration: [
    { label: 'CIN', value: 'U62099KA2023PTC178214' },
    { label: 'GSTIN', value: '29AAMCR4821K1Z6' },
    { label: 'Udyam (MSME)', value: 'UDYAM-KR-03-0194527' },
  ],
  phones: [
    { label: 'Office', display: '+91 80 4718 2200', e164: '+918047182200' },
    { label: 'Admissions', display: '+91 98450 31870', e164: '+919845031870' },
  ],
  emails: [
    { label: 'General', address: 'hello@realworktech.in' },
    { label: 'Training studio', address: 'studio@realworktech.in' },
    { label: 'Software services', address: 'services@realworktech.in' },
  ],
  whatsapp: {
    e164: '+919845031870',
    message: 'Hello RealWork, I would like to know more about your bootcamps.',
  },
  map: { lat: 12.9682, lng: 77.6006, label: 'RealWork Technologies, Residency Road, Bengaluru' },
  hours: 'Monday to Saturday, 9:30 am – 6:30 pm IST',
  social: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/realwork-technologies' },
    { label: 'GitHub', url: 'https://github.com/realwork-studio' },
    { label: 'Instagram', url: 'https://www.instagram.com/realworkstudio' },
    { label: 'YouTube', url: 'https://www.youtube.com/@realworkstudio' },
  ],
} satisfies Company

export const primaryPhone = company.phones[0]
export const admissionsPhone = company.phones[1]

/** One line of the registered address, for footers and structured data. */
export function formatAddress(): string {
  const a = company.address
  return `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`
}

export function whatsappUrl(message: string = company.whatsapp.message): string {
  return `https://wa.me/${company.whatsapp.e164.slice(1)}?text=${encodeURIComponent(message)}`
}

export function emailFor(label: 'General' | 'Training studio' | 'Software services'): string {
  return company.emails.find((e) => e.label === label)!.address
}
