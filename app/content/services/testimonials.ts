import type { ServicesTestimonial } from './schema'

/** Three client testimonials on the services home page. */
export const servicesTestimonials = [
  {
    name: 'Kavya Hegde',
    role: 'Founder',
    company: 'Kaapi Trails Coffee, Chikkamagaluru',
    rating: 5,
    text: 'We were taking coffee orders over Instagram messages and losing track of half of them. RealWork built our online store with Razorpay and delivery tracking in three weeks, showed my team how to add products ourselves, and fixed two small issues after launch without sending an extra invoice.',
  },
  {
    name: 'Vikram Menon',
    role: 'Co-founder & CTO',
    company: 'LedgerLoop',
    rating: 5,
    text: 'They built the billing and GST reporting module of our SaaS while my in-house engineers stayed on the core product. Clean pull requests, tests on every endpoint and a demo every Friday. We went live on the date they gave us in the very first call.',
  },
  {
    name: 'Sarah Whitfield',
    role: 'Owner',
    company: 'Whitfield Joinery, Leeds (UK)',
    rating: 4,
    text: 'Working across time zones was easier than I expected: I sent feedback in the evening and found the changes ready the next morning. The first design round missed the feel of our brand, but they redid it at no cost, and the booking form now brings in most of our new jobs.',
  },
] as const satisfies readonly ServicesTestimonial[]
