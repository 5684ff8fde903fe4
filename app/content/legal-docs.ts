import { analyticsRetentionMonths, periodText, retentionDays } from '../lib/retention'
import type { LegalDoc } from './schema'

export const legalDocs = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    summary:
      'What personal data RealWork collects through its website and programs, why we collect it, how long we keep it, who can see it and how you can exercise your rights under Indian law.',
    effectiveDate: '21/07/2025',
    sections: [
      {
        heading: 'Who we are and what this policy covers',
        paragraphs: [
          'This policy is issued by RealWork Technologies Private Limited ("RealWork", "we", "us"), a company incorporated in India with its registered office at 3rd Floor, 14 Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025. It applies to personal data we process through our website, our enquiry, contact, registration and job application forms, and our two divisions: RealWork Studio (training programs) and RealWork Services (software services for businesses).',
          'For the purposes of the Digital Personal Data Protection Act, 2023 (the "DPDP Act"), we are the Data Fiduciary for the personal data described here, and you are the Data Principal. We also follow the Information Technology Act, 2000 and the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011. Where a provision of the DPDP Act or the rules made under it is not yet in force, we follow it as a matter of good practice and will meet it fully once it applies.',
        ],
      },
      {
        heading: 'Personal data we collect',
        paragraphs: ['We collect only the data we need for the purposes listed in the next section:'],
        items: [
          'Enquiry and contact forms: your name, email address, phone number and the contents of your message. For services enquiries, also your company name and a description of your project.',
          'Program registration: your name, email address, phone number, college or institution, highest qualification, the program you choose, and your resume.',
          'Job applications and our talent pool: your name, email address, phone number, the LinkedIn profile and note you choose to add, the role you apply for or the kind of work you are interested in, and your resume.',
          'Identity proof: a government-issued ID that you upload at registration so that we can verify who you are before issuing a certificate. If you upload an Aadhaar card, please upload a masked Aadhaar showing only the last four digits of the number.',
          'Payments: fees are paid through a third-party payment gateway. We receive your name, the amount, the date and a transaction reference. We do not receive or store your card number, CVV, UPI PIN or net-banking password.',
          'Program records: attendance, task and project submissions, mentor feedback and certificate status.',
          'Server logs: when you visit the website, our servers automatically record your IP address, browser and device type, the pages requested, the referring page and the date and time. These logs are used for security and to keep the site working.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'We process your personal data on the basis of the consent you give when you submit a form, or for a legitimate use permitted by section 7 of the DPDP Act, such as a purpose for which you have voluntarily provided the data, or compliance with law. We use it to:',
        ],
        items: [
          'reply to your enquiry and send the information you asked for;',
          'enrol you in a program, schedule sessions, track attendance and task completion, and issue certificates;',
          'verify your identity before issuing a certificate and prevent fraudulent enrolments;',
          'prepare quotes, deliver services engagements and raise invoices;',
          'consider you for a role you apply for, or for a later role when you join our talent pool;',
          'process payments and refunds and keep the accounting and tax records the law requires;',
          'keep the website secure, detect abuse and fix technical problems;',
          'send you service messages about your enrolment or engagement. We will send marketing messages only if you have opted in, and you can opt out at any time.',
        ],
      },
      {
        heading: 'Cookies and tracking',
        paragraphs: [
          'The website uses only the cookies that are strictly necessary for it to work, such as keeping a form session secure. We do not use advertising cookies, advertising trackers or third-party tracking pixels, and we do not build advertising profiles of visitors.',
          'We do not sell or rent your personal data to anyone.',
        ],
      },
      {
        heading: 'What we count about visits',
        paragraphs: [
          'To learn which pages help people and which links and campaigns bring them to us, our own server counts page views as it sends each page. No cookie is set, no script runs in your browser for it, and nothing is sent to another company or another country.',
          'For each page view we record only: the day (India time); the page’s address without anything after the “?”; whether it was the first page of your visit; whether you use a phone, a tablet or a computer; the name of the website that sent you, such as google.com (never the full address of the page you came from); and the campaign tags in the link you followed (utm_source, utm_medium and utm_campaign). When you send a form, register, enrol or pay a fee, we count that too, with the same day, first page and source, so that we can see which pages and campaigns lead to enrolments.',
          'We do not record your IP address, your browser’s identifying text (its “user agent”), the full address you came from, or anything you type. To count a visitor once a day rather than once per page, the server combines your IP address and browser text with a random secret that changes every day and keeps only the scrambled result. The secret is deleted when the day ends, and the day’s scrambled results as soon as they are added up, after which nobody, including us, can link the counts to you or to your visits on other days.',
          'If your browser sends the Global Privacy Control signal, your page views are counted without even that daily result. Automated programs, link previews and pages your browser only fetched in advance are not counted.',
        ],
      },
      {
        heading: 'Who can see your data',
        paragraphs: ['Access is limited to people and organisations that need it for the purposes above:'],
        items: [
          'RealWork staff who handle admissions, accounts, support and services delivery.',
          'Your assigned mentors, who see your name, contact details, attendance, submissions and resume. Mentors do not see your identity proof or payment details.',
          'Service providers who act as our Data Processors, such as our hosting provider, email provider and payment gateway. They process data only on our instructions and under written contracts that require them to keep it secure and confidential.',
          'Prospective employers, but only if you ask us to share your resume or profile with a specific employer. We do not share it otherwise.',
          'Government authorities, courts or law enforcement agencies, where we are required to disclose data by law or by a lawful order.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep personal data only for as long as the purpose requires or the law obliges us to, after which we delete it or anonymise it:',
        ],
        items: [
          `Enquiries, contact messages, registrations and job applications you send through our forms: while we follow them up, then ${periodText(retentionDays.leads)} after we close them, when they are erased with our notes about them. This happens automatically every day.`,
          `Resumes and identity proofs you upload: deleted automatically ${periodText(retentionDays.files)} after we close your registration or you enrol, whichever comes first; a resume sent with a job application or to our talent pool, ${periodText(retentionDays.files)} after we close the application.`,
          'Registration and program records of people who enrol: for the duration of the program and 3 years after it ends, so that we can verify certificates and answer queries from you or from employers you have referred to us.',
          `Backups: a copy of our database is taken every day and kept for ${periodText(retentionDays.backupDays)}, then deleted. Data we erase from the website stays in the backups taken before the erasure until they are deleted on that schedule; we never restore a backup to bring back data that was erased.`,
          'Payment, invoice and refund records: 8 years, as required by Indian company and tax law.',
          'Server logs: 90 days, unless a log is needed to investigate a specific security incident.',
          `Visit statistics (counts per day, described under “What we count about visits”): ${analyticsRetentionMonths} months, then deleted automatically; the scrambled daily results, no longer than the day after.`,
        ],
      },
      {
        heading: 'How we protect it',
        paragraphs: [
          'We use reasonable security practices, including encryption of data in transit, access controls based on role, restricted access to uploaded documents, and daily backups that are readable only by the server account and are checked by restoring them. Uploaded resumes and identity proofs are stored separately from public website content and are not accessible through a public link.',
          'No system is completely secure. If a personal data breach occurs, we will inform the Data Protection Board of India and the affected persons as required by the DPDP Act, and take steps to limit its effects.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['Subject to the DPDP Act, you have the right to:'],
        items: [
          'obtain a summary of the personal data we hold about you and how we process it, and the identities of those we have shared it with;',
          'have inaccurate or incomplete data corrected, completed or updated;',
          'have your data erased when it is no longer needed for the purpose for which it was collected, unless we must keep it by law;',
          'get a copy of the data you sent us through our forms: your messages and registrations as a machine-readable JSON file together with the files you uploaded, in one ZIP archive sent to the email address you used;',
          'withdraw your consent at any time, as easily as you gave it. Withdrawal does not affect processing already carried out, and we may be unable to continue your enrolment if you withdraw consent for data the program needs;',
          'have your grievances addressed by our Grievance Officer; and',
          'nominate another person to exercise these rights on your behalf in the event of your death or incapacity.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'Our programs are intended for people aged 18 and above. If a person under 18 wishes to enrol, we will process their personal data only with the verifiable consent of a parent or lawful guardian, as required by section 9 of the DPDP Act. We do not track or monitor the behaviour of children or direct advertising at them.',
        ],
      },
      {
        heading: 'Grievance Officer and how to contact us',
        paragraphs: [
          "To ask for a copy of your data or for its erasure, email legal@realworktech.in from the address you used in our forms, or tell us that address and the phone number you gave. Only our owners can export or erase a person's data. An erasure removes every message, registration, file and note about you at once; our audit log then keeps only a scrambled fingerprint of your email address (never the address itself), so that we can recognise a repeated request.",
          'To exercise your other rights or raise a concern about how we handle your personal data, write to our Grievance Officer at legal@realworktech.in, or by post to the Grievance Officer, RealWork Technologies Private Limited, 3rd Floor, 14 Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025. You may also call +91 80 4718 2200 on working days.',
          'We will acknowledge your request within 2 working days and resolve it within 30 days. We may ask you to verify your identity before acting on a request. If you are not satisfied with our response, you may complain to the Data Protection Board of India.',
        ],
      },
      {
        heading: 'Changes, governing law and jurisdiction',
        paragraphs: [
          'We may update this policy when our practices or the law change. The effective date at the top of the page shows when it was last changed. If a change materially affects how we use data you have already given us, we will inform you by email before it applies.',
          'This policy is governed by the laws of India. Subject to the rights of the Data Protection Board of India, the courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute arising from it.',
        ],
      },
    ],
  },
  {
    slug: 'refund-policy',
    title: 'Refund Policy',
    summary:
      'A full refund of RealWork Studio program fees is available if you request it within 14 days of the program start, having attended at least 3 sessions and completed the assigned tasks.',
    effectiveDate: '21/07/2025',
    sections: [
      {
        heading: 'Scope',
        paragraphs: [
          'This policy applies to fees paid to RealWork Technologies Private Limited ("RealWork", "we", "us") for RealWork Studio programs, including career bootcamps and crash courses. It forms part of our Terms of Service.',
          'It does not apply to RealWork Services engagements. Payments for services work are governed by the quote or agreement for that engagement.',
        ],
      },
      {
        heading: 'When you are eligible for a full refund',
        paragraphs: [
          'You are entitled to a full refund of the fee you paid if both of the following conditions are met:',
        ],
        items: [
          'you request the refund within 14 days of the program start date, counting the start date as day 1; and',
          'by the date of your request, you have attended at least 3 sessions of the program and completed all tasks assigned to you up to that date.',
        ],
      },
      {
        heading: 'Why participation is required',
        paragraphs: [
          'The refund exists for trainees who have genuinely tried the program and found that it does not suit them. Attending sessions and completing the early tasks is the only fair way to judge that. The program start date is the date of the first scheduled session of your batch, as stated in your enrolment confirmation.',
        ],
      },
      {
        heading: 'When fees are not refundable',
        paragraphs: ['Fees are not refundable in any of the following cases:'],
        items: [
          'the request is received more than 14 days after the program start date;',
          'you have attended fewer than 3 sessions, or have not completed the tasks assigned to you up to the date of your request;',
          'your enrolment was heavily discounted, meaning that you paid less than half of the program list price, or enrolled under a scholarship or an offer stated to be non-refundable at the time of payment.',
        ],
      },
      {
        heading: 'How to request a refund',
        paragraphs: [
          'Send an email to refunds@realworktech.in, preferably from the email address you used to enrol, with the following enrolment details:',
        ],
        items: [
          'your full name, registered email address and phone number;',
          'the program name and batch or start date;',
          'the date of payment, the amount paid and the transaction reference;',
          'a short reason for the request (optional, but it helps us improve).',
        ],
      },
      {
        heading: 'Review and approval',
        paragraphs: [
          'We will acknowledge your request within 2 working days. We then check your request against our attendance records and task submissions and tell you by email whether it is approved. If it is not approved, we will explain which condition was not met. If you believe our records are wrong, reply with the details and we will review them again.',
        ],
      },
      {
        heading: 'How refunds are paid',
        paragraphs: [
          'Approved refunds are processed within 7 working days of approval, to the original payment method. We do not pay refunds in cash or to a different bank account or payment method. After we process a refund, your bank or payment provider may take a few additional working days to show it in your account.',
          'When a refund is approved, your access to the program, its sessions and materials ends, and no certificate will be issued for that enrolment. Project code you wrote during the program remains yours.',
        ],
      },
      {
        heading: 'Programs cancelled or changed by us',
        paragraphs: [
          'If we cancel a program before it starts, or postpone its start by more than 14 days, you may choose a full refund or a place in another batch, regardless of the conditions above. Refunds in these cases are also processed within 7 working days to the original payment method.',
        ],
      },
      {
        heading: 'Questions and disputes',
        paragraphs: [
          'For questions about a refund, write to refunds@realworktech.in. If you are not satisfied with our decision, you may write to legal@realworktech.in. This policy does not limit any right you have under the Consumer Protection Act, 2019. It is governed by the laws of India, and the courts at Bengaluru, Karnataka have jurisdiction over any dispute arising from it.',
        ],
      },
    ],
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    summary:
      "The terms that apply when you use RealWork's website, enrol in a RealWork Studio program or engage RealWork Services for software work.",
    effectiveDate: '21/07/2025',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'These terms are an agreement between you and RealWork Technologies Private Limited ("RealWork", "we", "us"), a company incorporated in India with its registered office at 3rd Floor, 14 Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025. They apply when you use our website, enrol in a RealWork Studio program, or engage RealWork Services. Our Privacy Policy and Refund Policy form part of these terms.',
          'By using the website, submitting a form, paying a fee or accepting a quote, you agree to these terms. If you are under 18, you may enrol only with the consent of a parent or lawful guardian, who also agrees to these terms on your behalf. If you accept a quote on behalf of a business, you confirm that you are authorised to bind it.',
        ],
      },
      {
        heading: 'RealWork Studio programs',
        paragraphs: [
          'RealWork Studio offers career bootcamps, typically three months long, and shorter crash courses. The content, schedule, fee and format of each program are described on its page and in your enrolment confirmation. Mentors are practising engineers with industry experience, and the programs are built around tasks and projects you complete yourself.',
        ],
        items: [
          'Your seat is confirmed only after we receive the full fee, or the first instalment where an instalment plan is offered.',
          'We may change the schedule, a mentor or the order of topics where reasonably necessary. We will tell you in advance, and the overall content of the program will not be reduced.',
          'Access to sessions, recordings and materials is personal to you. You may not share your login, record sessions without permission, or distribute or resell program materials.',
          'We provide training, mentoring and career guidance. We do not guarantee a job, an interview, a particular salary or any other employment outcome.',
        ],
      },
      {
        heading: 'Certificates',
        paragraphs: [
          'A certificate of completion is issued only when you have completed all assigned tasks and projects for the program and your mentor has approved your work. Paying the fee or attending sessions does not by itself entitle you to a certificate.',
          'A mentor may withhold approval if submitted work is not your own, is copied from another trainee or source without attribution, or does not meet the requirements stated for the task. You will be told what is missing and given a reasonable opportunity to resubmit. We may revoke a certificate that was obtained through misrepresentation. No certificate is issued for an enrolment that has been refunded.',
        ],
      },
      {
        heading: 'Fees, payments and refunds for programs',
        paragraphs: [
          'Program fees are shown in Indian rupees and are payable in advance through the payment methods offered on the website. Where GST applies, the invoice will show it. Discounts and offers apply only as stated at the time of payment and cannot be combined unless stated otherwise.',
          'Refunds are governed by our Refund Policy. In summary, a full refund is available if you request it within 14 days of the program start, having attended at least 3 sessions and completed the assigned tasks.',
        ],
      },
      {
        heading: 'RealWork Services engagements: quotes, milestones and payment',
        paragraphs: [
          'Each services engagement is based on a written quote that sets out the scope, deliverables, milestones, fees, payment schedule and timeline. A quote is valid for 30 days from its date unless it says otherwise. Work outside the agreed scope is handled through a written change request, which may change the fee or the timeline and takes effect only when both parties accept it.',
        ],
        items: [
          'Fees are payable according to the milestone schedule in the quote. Invoices are due within 7 days of issue unless the quote states otherwise, and GST is charged where applicable.',
          'We may pause work while an invoice is overdue. Timelines are extended by the length of any pause and by any delay in receiving content, access, feedback or approvals from you.',
          'You will review each milestone delivery and report defects within 7 working days. A milestone is accepted when you approve it or when that period passes without a report of defects.',
          'Third-party costs, such as domains, hosting, cloud usage, app store developer accounts and paid APIs, are your responsibility unless the quote expressly includes them. We recommend that these accounts are registered in your name.',
        ],
      },
      {
        heading: 'RealWork Services engagements: ownership and maintenance',
        paragraphs: [
          'On receipt of full payment for an engagement, all intellectual property rights in the custom code, designs and documentation we created specifically for you are transferred to you. Until full payment, we grant you a limited licence to use the deliverables for review and testing.',
          'Deliverables may include open-source components and our own pre-existing tools or libraries. Open-source components remain under their own licences. For our pre-existing materials, you receive a perpetual, non-exclusive, royalty-free licence to use them as part of the deliverables. Unless you object in writing, we may mention your name and describe the project in our portfolio, without disclosing confidential information.',
          'Where the quote includes it, we provide 3 months of free maintenance from the date of go-live. Free maintenance covers fixing defects in the delivered scope. It does not cover new features, changes in requirements, problems caused by modifications made by you or other parties, or changes made by third-party services. Work outside free maintenance is charged at the rates in the quote or as separately agreed.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: ['When using our website, learning platforms, sessions or communication channels, you must not:'],
        items: [
          "provide false information, impersonate another person, or upload another person's documents;",
          'upload malware, or attempt to gain unauthorised access to, disrupt or overload our systems;',
          'scrape, copy or republish website or program content by automated means;',
          "submit another person's work as your own, or help another trainee to do so;",
          'harass, abuse or discriminate against mentors, staff or other trainees;',
          'use our services for any purpose that is unlawful under Indian law, including the Information Technology Act, 2000.',
        ],
      },
      {
        heading: 'Suspension and termination',
        paragraphs: [
          'We may suspend or end your access to a program or to the website if you seriously or repeatedly breach these terms, after giving you notice and a chance to respond except where immediate action is needed to protect others or our systems. Fees are not refunded when access is ended for a breach of these terms. Either party may end a services engagement as set out in the quote, and you will pay for work completed up to the date of termination.',
        ],
      },
      {
        heading: 'Our content',
        paragraphs: [
          'The website, program materials, recordings, roadmaps and blog content belong to RealWork or its licensors. You may use them for your own learning. You may not copy, sell or publish them without our written permission. Projects you build during a program belong to you.',
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          'We provide our programs and services with reasonable skill and care. Except as stated in these terms or in a quote, we do not give any other warranty, and the website is provided as it is.',
          'Our total liability to you for any claim relating to a program or services engagement is limited to the fees you paid to us for that program or engagement. We are not liable for indirect or consequential loss, including loss of profit, revenue, data, business opportunity or employment. Nothing in these terms limits liability that cannot be limited under Indian law, including liability for fraud.',
        ],
      },
      {
        heading: 'Changes, governing law and contact',
        paragraphs: [
          'We may update these terms from time to time. The version in force when you enrol or accept a quote applies to that enrolment or engagement, unless you agree otherwise in writing.',
          'These terms are governed by the laws of India. The parties will first try to resolve any dispute by discussion within 30 days of written notice. Subject to that, the courts at Bengaluru, Karnataka have exclusive jurisdiction. For questions about these terms, write to legal@realworktech.in. For programs, write to studio@realworktech.in, and for services engagements, to services@realworktech.in.',
        ],
      },
    ],
  },
] satisfies LegalDoc[]
