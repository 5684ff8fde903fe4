/** The student's pay page (/pay/<token>): the copy around the amounts, which come from the fee ledger. */
export const payPage = {
  title: 'Pay your fee',
  intro:
    'This page is yours alone: anyone with its link can see your fee, so keep the link to yourself. It always shows what is due today, what you have paid, and your receipts.',
  reference: 'Enrolment reference',
  course: 'Course',
  batch: 'Batch',
  starts: 'Starts',
  fee: 'Fee (GST included)',
  discount: 'Discount',
  received: 'Paid so far',
  refunded: 'Refunded',
  balance: 'Still to pay',
  dueNow: 'Due now',
  dueBy: 'by {date}',
  overdue: 'This instalment was due on {date}. If you have already paid, we are matching it: no need to pay twice.',
  paidInFull: 'Your fee is paid in full. Thank you, and see you at the first session.',
  withdrawn: 'This enrolment was withdrawn, so nothing is due. Your receipts and credit notes stay below.',
  closed: {
    'batch-cancelled':
      'This batch has been cancelled, so nothing is to be paid here. We have mailed you the choice of a place in the next batch (your payments move with you) or a full refund: reply to that mail or call admissions.',
    'no-seat':
      'You are on the waitlist for this batch, so nothing is to be paid yet. When a seat frees up we mail you an offer, and this page then shows what to pay.',
  },
  gatewayHeading: 'Pay by card, net banking or UPI',
  gatewayIntro:
    'Razorpay, our payment partner, takes debit and credit cards, net banking from every major bank, UPI and EMI. Your receipt is mailed to you as soon as the payment goes through.',
  gatewayButton: 'Pay {amount} by card, net banking or UPI',
  gatewayOr: 'Or pay us directly, by UPI or bank transfer:',
  upiHeading: 'Pay by UPI',
  upiPhone: 'Tap the button: your UPI app opens with the amount and your reference filled in.',
  upiButton: 'Pay {amount} by UPI app',
  upiDesktop: 'Scan this code with any UPI app on your phone (GPay, PhonePe, Paytm or your bank’s app).',
  upiQrTitle: 'UPI QR code: pay {amount} to {payee}, reference {reference}',
  upiShowQr: 'Show the QR code instead',
  upiId: 'UPI ID',
  /** The name the UPI app shows for the UPI ID: the student checks it before paying. */
  upiPayee: 'Payee',
  bankHeading: 'Pay by bank transfer',
  bankIntro:
    'NEFT, RTGS or IMPS from any bank. Put your enrolment reference in the remark, so we can match it at once.',
  bankRemark: 'Remark',
  noChannels:
    'Online payment details are being set up. Call admissions and we will tell you how to pay, or pay at our Bengaluru office.',
  afterHeading: 'After you pay',
  after: [
    'We match your payment to this enrolment and confirm it within one working day.',
    'Paying in parts? Each part gets its own receipt, and this page shows what is left.',
  ],
  /** After `after`'s first line: a GST invoice only when the company's GSTIN is set, else a plain receipt. */
  afterDocument: {
    gstInvoice: 'Your receipt, a GST invoice for the fee, comes by email and is listed below.',
    receipt: 'Your receipt comes by email and is listed below.',
  },
  documentsHeading: 'Your receipts',
  noDocuments: 'No payments recorded yet. Your receipt appears here within one working day of paying.',
  download: 'Download {title} {number} (PDF)',
  refundTerms: 'Refund terms',
  refundTermsText: 'A full refund within 14 days of your batch’s start, under the conditions in our',
  help: 'Questions about your fee?',
  notFoundTitle: 'Payment link not found',
  notFound:
    'This payment link is not valid. Check that you copied the whole link from our email, or ask admissions for a new one.',
} as const
