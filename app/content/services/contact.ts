import { sitePaths } from '../site-routes'
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
  // The booking page's counsellors are the training studio's (bootcamps, fees, careers: decision 029), so a project call
  // is fixed through the form or the phone, and the booking is offered only for training.
  talk: {
    title: 'Rather talk it through first?',
    project:
      'Call or WhatsApp our services team on the numbers above during office hours, or send the form with a line about your project and a good time to ring: an engineer who scopes projects calls you for the free 30-minute consultation, not a salesperson.',
    training:
      'Looking for training for yourself or your team instead? The mentors of RealWork Studio, our training arm, take free calls about the bootcamps, fees and careers; book a time that suits you.',
    mentor: { label: 'Talk to a Mentor', href: sitePaths.talk },
  },
  sent: {
    title: 'Thank You!',
    text: `Your message has reached our services team. We will reply within ${claims.replyWithin}.`,
    again: 'Send another message',
  },
} as const satisfies ServicesContactPage
