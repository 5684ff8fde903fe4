/** The pay page's "I have paid" form and what the student reads about their reports (issue 55, decision 025). */
export const payReportCopy = {
  heading: 'Already paid? Tell us',
  intro:
    'Paid by UPI or bank transfer? Give us the amount, the day and the UTR, and admissions confirms it, usually within one working day. Your receipt then comes by email.',
  utrHelp:
    'The UTR is the 12-digit UPI reference in your UPI app’s payment details (GPay: “UPI transaction ID”; PhonePe: “UTR”; Paytm: “UPI Ref No.”). For NEFT, RTGS or IMPS it is the UTR on your bank’s confirmation.',
  amount: 'Amount paid (₹)',
  amountHelp: 'As your app shows it, e.g. 20000.',
  onDay: 'Day you paid',
  utr: 'UTR / UPI reference',
  screenshot: 'Screenshot of the payment (optional)',
  screenshotHelp: 'A JPG, PNG or WebP image or a PDF, up to 5 MB. It helps us find your payment faster.',
  submit: 'Send payment details',
  sending: 'Sending…',
  received:
    'Received: we have your payment of {amount} (UTR {utr}). Admissions will confirm it, usually within one working day, and mail you the receipt.',
  errors: {
    unknown: 'This payment link is not valid any more. Ask admissions for a new one.',
    withdrawn: 'This enrolment was withdrawn, so no payment can be reported here. Call admissions if you paid.',
    'no-seat': 'You are on the waitlist, so nothing is due yet. Call admissions if you paid.',
    'batch-cancelled':
      'This batch was cancelled, so no payment can be reported here. Reply to our mail about the batch, or call admissions.',
    future: 'That day is after today. Give the day your UPI app or bank shows for the payment.',
    'too-old':
      'That payment is more than 60 days old. Call or email admissions with its details and we will find it on our statement.',
    'too-much':
      'That is more than is left to pay ({left}, counting payments you already told us about). Check the amount, or call admissions.',
    'duplicate-utr-payment':
      'A payment with UTR {utr} is already recorded, so it cannot be reported again. Check the UTR in your app; if you paid twice, call admissions.',
    'duplicate-utr-report':
      'A payment with UTR {utr} was already reported and is waiting for us to confirm it. No need to send it again.',
    'rate-limited':
      'You have sent several payment reports in a short time. Please wait ten minutes and try again, or call admissions.',
    unavailable:
      'Sorry, we could not save your payment details just now. Nothing was sent. Please try again in a minute, or call admissions.',
    form: 'Please check the details below.',
  },
  listHeading: 'Payments you told us about',
  columns: { day: 'Paid on', amount: 'Amount', utr: 'UTR', status: 'Status' },
  status: {
    pending: 'Waiting for us to confirm',
    confirmed: 'Confirmed: receipt sent',
    rejected: 'Not confirmed',
  },
  rejectedReason: 'Why: {reason}',
  rejectedMail: {
    subject: 'We could not confirm your payment of {amount} ({reference})',
    text: `Dear {name},

You told us you paid {amount} on {date} with UTR {utr} for your enrolment {reference}. We could not confirm that payment:

{reason}

Please check the details in your UPI app or with your bank. You can report the payment again, or pay what is due, on your pay page:
{link}

If you think this is a mistake, reply to this mail or call admissions, and give the UTR above.

RealWork Technologies, Admissions`,
  },
} as const
