import { companyNames } from './company-names'
import { sitePaths } from './site-routes'

/** Copy of the enquiry form shared by the contact drawer and its no-script page, /enquiry. */
export const enquiryCopy = {
  seo: {
    title: 'Talk to a mentor',
    description: `Ask ${companyNames.name} about a bootcamp, a crash course or a software project. We reply within 24 hours.`,
  },
  sentTitle: 'Thank You!',
  sentText: 'Your enquiry has reached our team. A mentor will call or email you within 24 hours.',
  close: 'Close',
  another: 'Send another enquiry',
  /** A product card's demo request; `{product}` is the product's name. */
  demoMessage:
    'I would like a demo of {product}. Please suggest a 30-minute slot this week and tell me what you need from us to show it on our own use case.',
}

/** The message a demo request starts with. */
export function demoMessage(product: string): string {
  return enquiryCopy.demoMessage.replace('{product}', product)
}

/** The no-script address of a demo request: the enquiry page with the message filled in. */
export function demoHref(product: string): string {
  return `${sitePaths.enquiry}?${new URLSearchParams({ message: demoMessage(product) }).toString()}`
}
