import type { StudioTestimonial } from './schema'

/** Former students, in the order the testimonial carousel shows them. */
export const testimonials = [
  {
    name: 'Ananya Rao',
    text: 'I joined RealWork Studio after a B.Com with nothing more than basic HTML. Over three months I built five React projects, and my mentor reviewed my Razorpay test-mode storefront line by line until the checkout handled every failed-payment case. That storefront became the main talking point in my interviews, and today I build customer dashboards for a lending product.',
    linkedin: 'https://www.linkedin.com/in/ananya-rao-realwork',
    github: 'https://github.com/ananya-rao-dev',
    image: '/images/testimonials/ananya-rao.svg',
    role: 'Frontend Engineer at a Bengaluru fintech',
  },
  {
    name: 'Mohammed Irfan',
    text: "I was on night shifts at a BPO in Mysuru and did the Data Analytics bootcamp in the evenings. The employee attrition project finally made SQL window functions click for me, and the Power BI sales dashboard I built on a kirana-chain dataset got me shortlisted at three companies. I still run through my mentor's report checklist before sending anything to a manager.",
    linkedin: 'https://www.linkedin.com/in/mohammed-irfan-analyst',
    github: 'https://github.com/irfan-analytics',
    image: '/images/testimonials/mohammed-irfan.svg',
    role: 'Data Analyst at a Pune logistics company',
  },
  {
    name: 'Sneha Kulkarni',
    text: 'As a final-year ECE student in Hubballi I had never opened Android Studio. In the bootcamp I built an offline-first expense tracker that reads UPI alerts and charts monthly spending, and my mentor pushed me to publish it on the Play Store. Interviewers could install my app before we even spoke, and I received an offer within six weeks of finishing.',
    linkedin: 'https://www.linkedin.com/in/sneha-kulkarni-android',
    github: 'https://github.com/sneha-kulkarni-apps',
    image: '/images/testimonials/sneha-kulkarni.svg',
    role: 'Android Developer at a Hyderabad health-tech startup',
  },
] satisfies StudioTestimonial[]
