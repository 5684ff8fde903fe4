import { claims } from './claims'
import type { ServicesContactPage } from './schema'

/** Copy of the services contact page. Phones, email and address come from company.ts. */
export const servicesContact = {
  seo: {
    title: 'Contact RealWork Services: get a free quote',
    description:
      'Tell us about your website, app or automation project. We reply within 24 hours with next steps; the first consultation is free. Call, email or WhatsApp.',
  },
  intro: {
    eyebrow: 'Contact Us',
    title: 'Tell us about your project',
    lead: `Share what you want to build or fix. Someone from our services team replies within ${claims.replyWithin}, and the first consultation is free.`,
  },
  replyPromise: `We reply within ${claims.replyWithin}`,
  whatsappMessage: 'Hello RealWork, I would like to discuss a software project.',
  formTitle: 'Send us a message',
  nextSteps: {
    title: 'What happens next',
    items: [
      `A reply within ${claims.replyWithin} by email or phone, whichever you prefer.`,
      'A free 30-minute call about your goals, your users and your budget.',
      'A written scope with a fixed quote and delivery dates, yours to keep whether or not you hire us.',
    ],
  },
  sent: {
    title: 'Thank You!',
    text: `Your message has reached our services team. We will reply within ${claims.replyWithin}.`,
    again: 'Send another message',
  },
} as const satisfies ServicesContactPage
