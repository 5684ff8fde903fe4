/** The bank statements page (`/staff/payments/statements`, decision 028): its words, in one place. */
export const statementsCopy = {
  title: 'Bank statements',
  intro:
    'Upload the fee account’s statement as your bank exports it (CSV, or Excel’s XLSX). Each credit is listed once, however often a statement that holds it is uploaded, with the students whose fee it may be. Nothing is recorded until you press Record: the review step shows the invoice first, as for any payment.',
  back: 'Back to Payments',
  upload: {
    heading: 'Upload a statement',
    bank: 'Bank account',
    bankHelp: 'A name for the account, e.g. “HDFC current account”. The columns found are remembered for it.',
    file: 'Statement file',
    fileHelp: 'CSV or XLSX, up to 5 MB, as downloaded from net banking.',
    columnsHeading: 'Columns (only if they are not found by themselves)',
    columnsHelp:
      'Leave these empty: the columns are found from the headers HDFC, ICICI, SBI, Axis, Kotak and most banks print, or from what this account used last time. Type a header here, exactly as the file prints it, if the page asks you to.',
    date: 'Date column',
    narration: 'Narration column',
    reference: 'Reference column',
    credit: 'Credit column',
    submit: 'Import the credits',
    imported: 'Imported from {bank}: {added}; {already} already imported; {debits} left out.',
  },
  problems: {
    unreadable:
      'This file could not be read as a CSV or an XLSX statement. Download it again from net banking as CSV or Excel.',
    'too-many-rows': 'This statement has more than {max} rows. Download a shorter period, e.g. one month.',
    'no-columns':
      'The date, narration and credit columns were not found. The first headers in the file are: {headers}. Type the headers of those columns below, exactly as printed, and upload again.',
    'no-credits': 'This statement has no credits to match: only withdrawals, or no dated rows.',
    'no-file': 'Choose the statement file to upload.',
    'no-bank': 'Name the bank account, e.g. “HDFC current account”.',
  },
  open: {
    heading: 'Credits to match',
    none: 'No credits are waiting: everything imported is recorded or set aside.',
    columns: { day: 'Day', amount: 'Amount', narration: 'Narration', reference: 'Reference' },
    recordedAlready: 'UTR {utr} is already recorded as {number}: set this line aside.',
    noProposal:
      'No student matches by UTR, reference or amount. Record it from the student’s fee page if you know whose it is, or set it aside.',
    record: 'Record for {name}',
    ignore: 'Not a fee: set aside',
    ignored: 'Set aside: the line stays in the import, out of this list.',
    recorded: 'Recorded: {number} issued and mailed to the student.',
  },
  reasons: {
    utr: 'UTR {utr} as the student reported it on {day}',
    reference: 'The narration names their reference {reference}',
    amount: 'The amount is their next instalment ({amount}, due {day})',
    balance: 'The amount is what they still owe',
    nearDay: 'Near miss: they reported this amount paid on {day}, not {lineDay}',
    nearAmount: 'Near miss: they reported {amount} on this day, not this amount',
  },
} as const
