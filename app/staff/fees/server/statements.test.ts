// Bank statements (decision 028): a CSV or XLSX statement read into credits, imported once however often it is
// uploaded, proposed to the students whose fee each may be, and recorded once through the ledger. SQLite in memory;
// PostgreSQL with DATABASE_URL.
import writeXlsxFile from 'write-excel-file/node'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withTestDatabase } from '~/server/db/test-database.server'
import { feeAccount } from '~/server/fees/fee-account.server'
import { reportPayment } from '~/server/fees/pay-reports.server'
import { payingStudent } from './fees.fixture'
import {
  findColumns,
  readStatementRows,
  statementDay,
  statementLines,
  statementPaise,
  utrOf,
  type Cell,
} from './statement-parse.server'
import { ignoreLine, importStatement, openLines, recordLine } from './statements.server'

const store = withTestDatabase()
const NOW = new Date('2026-11-27T06:00:00.000Z')
const STAFF = 'asha@realworktech.in'
const saved = { ...process.env }
beforeEach(() => {
  process.env.GSTIN = '29AAMCR4821K1Z6'
})
afterEach(() => {
  process.env = { ...saved }
})

/** An HDFC-style export: the account's lines above the table, a header row, credits and debits, then totals. */
const HDFC_CSV = (rows: string[]) =>
  [
    'HDFC BANK Ltd.,,,,,,',
    'Account No. :50200012345678,,,,,,',
    'Statement From : 01/11/2026 To : 27/11/2026,,,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    ...rows,
    'STATEMENT SUMMARY,,,,,,',
  ].join('\r\n')

const utf8 = (text: string) => new TextEncoder().encode(text)

async function read(bank: string, bytes: Uint8Array) {
  const rows = await readStatementRows(bytes)
  if ('problem' in rows) throw new Error(rows.problem)
  const found = findColumns(rows)
  if ('problem' in found) throw new Error(found.problem)
  return statementLines(bank, rows, found)
}

describe('reading a statement', () => {
  it('reads an HDFC CSV: credits only, the UTR from the narration, the header and totals left out', async () => {
    const statement = await read(
      'HDFC current account',
      utf8(
        HDFC_CSV([
          '24/11/26,UPI-KAVYA REDDY-KAVYA@OKHDFC-HDFC0001234-432112345678-FEE,0000432112345678,24/11/26,,"3,500.00","1,23,500.00"',
          '25/11/26,NEFT DR-HDFC0000001-OFFICE RENT,N3291234567,25/11/26,"40,000.00",,"83,500.00"',
          '26/11/26,NEFT CR-SBIN0001234-ROHAN IYER-FE-2612-002,SBINN52026112612345,26/11/26,,7000,"90,500.00"',
        ]),
      ),
    )
    expect(statement.columns).toEqual({
      date: 'Date',
      narration: 'Narration',
      reference: 'Chq./Ref.No.',
      credit: 'Deposit Amt.',
    })
    expect(statement.debits).toBe(1)
    expect(statement.lines.map((l) => [l.onDay, l.amountPaise, l.utr])).toEqual([
      ['2026-11-24', 350000, '432112345678'],
      ['2026-11-26', 700000, 'SBINN52026112612345'],
    ])
  })

  it('reads an XLSX export with dates as dates and amounts as numbers', async () => {
    const bytes = await writeXlsxFile([
      ['ICICI Bank', null, null, null, null],
      [
        'Transaction Date',
        'Transaction Remarks',
        'Withdrawal Amount (INR )',
        'Deposit Amount (INR )',
        'Balance (INR )',
      ],
      [
        { value: new Date('2026-11-20T00:00:00Z'), type: Date, format: 'dd/mm/yyyy' },
        'UPI/432198765012/Fee FE/divya@okaxis',
        null,
        20000,
        150000,
      ],
    ]).toBuffer()
    const statement = await read('ICICI', new Uint8Array(bytes))
    expect(statement.lines).toMatchObject([{ onDay: '2026-11-20', amountPaise: 2000000, utr: '432198765012' }])
  })

  it('reads the days, amounts and UTRs banks print', () => {
    expect(
      ['05/01/27', '05-01-2027', '05.01.2027', '05 Jan 2027', '05-Jan-27', '2027-01-05'].map(statementDay),
    ).toEqual(Array(6).fill('2027-01-05'))
    expect(['31/02/2027', 'Opening balance', ''].map(statementDay)).toEqual([undefined, undefined, undefined])
    expect(
      ['1,20,000.00', '₹ 7,000', '7000.5 Cr', '', '-', 12.34, 'twelve'].map((c) => statementPaise(c as Cell)),
    ).toEqual([12000000, 700000, 700050, 0, 0, 1234, undefined])
    expect(utrOf('', 'UPI/432198765012/Fee')).toBe('432198765012')
    expect(utrOf('HDFCR52026112700001234', 'RTGS CR')).toBe('HDFCR52026112700001234')
    expect(utrOf('', 'Cash deposit at branch 1234')).toBeNull()
  })

  it('says which headers it found when the columns are not there, and refuses what is not a statement', async () => {
    const rows = (await readStatementRows(utf8('Name,City,Phone\nKavya,Bengaluru,98450\n'))) as Cell[][]
    expect(findColumns(rows)).toEqual({ problem: 'no-columns', headers: ['Name', 'City', 'Phone'] })
    expect(await readStatementRows(new Uint8Array([0xff, 0xfe, 0x00, 0x41]))).toEqual({ problem: 'unreadable' })
  })
})

const student = (name: string) => payingStudent(store.db, name, STAFF, NOW)

describe(`importing and matching credits (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('imports each credit once: the same statement uploaded again adds nothing', async () => {
    const statement = await read(
      'HDFC',
      utf8(
        HDFC_CSV([
          '24/11/26,UPI-432112345678-FEE,,24/11/26,,3500,10000',
          '24/11/26,UPI-432112345678-FEE,,24/11/26,,3500,13500',
        ]),
      ),
    )
    const first = await importStatement(
      store.db,
      { bank: 'HDFC', columns: statement.columns, lines: statement.lines, by: STAFF },
      NOW,
    )
    expect(first).toEqual({ added: 2, already: 0 })
    const again = await importStatement(
      store.db,
      { bank: 'HDFC', columns: statement.columns, lines: statement.lines, by: STAFF },
      NOW,
    )
    expect(again).toEqual({ added: 0, already: 2 })
    expect(await store.db.selectFrom('bank_statement_lines').select('id').execute()).toHaveLength(2)
  })

  it('proposes by reported UTR, by reference, by amount, and names near misses; records once with the report', async () => {
    const kavya = await student('Kavya Reddy')
    const rohan = await student('Rohan Iyer')
    const meera = await student('Meera Das')
    await reportPayment(store.db, kavya.token, { amount: 350000, onDay: '2026-11-24', utr: '432112345678' }, null, NOW)
    await reportPayment(store.db, meera.token, { amount: 150000, onDay: '2026-11-20', utr: '432100000001' }, null, NOW)
    const statement = await read(
      'HDFC',
      utf8(
        HDFC_CSV([
          '24/11/26,UPI-KAVYA-432112345678-FEE,,24/11/26,,3500,10000',
          `25/11/26,NEFT CR-ROHAN IYER-${rohan.reference},SBIN0000000000000001,25/11/26,,2000,12000`,
          '22/11/26,UPI-MEERA-432100000009,,22/11/26,,1500,13500',
          '23/11/26,CASH DEPOSIT,,23/11/26,,999,14499',
        ]),
      ),
    )
    await importStatement(
      store.db,
      { bank: 'HDFC', columns: statement.columns, lines: statement.lines, by: STAFF },
      NOW,
    )
    const lines = await openLines(store.db, NOW)
    const byAmount = (paise: number) => lines.find((l) => l.amountPaise === paise)!
    expect(byAmount(350000).proposals[0]).toMatchObject({ enrolmentId: kavya.enrolmentId, reason: { kind: 'utr' } })
    expect(byAmount(350000).proposals[0]!.reportId).not.toBeNull()
    expect(byAmount(200000).proposals[0]).toMatchObject({
      enrolmentId: rohan.enrolmentId,
      reason: { kind: 'reference' },
    })
    expect(byAmount(150000).proposals[0]).toMatchObject({
      enrolmentId: meera.enrolmentId,
      reportId: null,
      reason: { kind: 'nearDay', day: '2026-11-20' },
    })
    expect(byAmount(99900).proposals).toEqual([])

    // Recorded through the ledger's review step, then for real: the report is confirmed with it, a second press refused.
    const line = byAmount(350000)
    const input = { lineId: line.id, enrolmentId: kavya.enrolmentId, reportId: line.proposals[0]!.reportId, by: STAFF }
    const review = await recordLine(store.db, input, NOW, { review: true })
    expect(review).toMatchObject({ ok: true, email: 'kavya@example.com' })
    expect(await store.db.selectFrom('payments').select('id').execute()).toHaveLength(0)
    const recorded = await recordLine(store.db, input, NOW)
    expect(recorded).toMatchObject({ ok: true, documentNumber: expect.any(String) })
    expect(await recordLine(store.db, input, NOW)).toEqual({ ok: false, reason: 'line-settled' })
    const stored = await store.db
      .selectFrom('bank_statement_lines')
      .selectAll()
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ status: 'recorded', decided_by: STAFF })
    expect(
      await store.db.selectFrom('pay_reports').select('status').where('utr', '=', '432112345678').execute(),
    ).toEqual([{ status: 'confirmed' }])
    expect((await feeAccount(store.db, { enrolmentId: kavya.enrolmentId }))!.receivedPaise).toBe(350000)

    // Set aside: out of the list, still imported.
    expect(await ignoreLine(store.db, byAmount(99900).id, STAFF, NOW)).toBe(true)
    expect(await ignoreLine(store.db, byAmount(99900).id, STAFF, NOW)).toBe(false)
    expect((await openLines(store.db, NOW)).map((l) => l.amountPaise).sort()).toEqual([150000, 200000])
  })

  it('names a credit whose UTR is already recorded, and refuses to record it twice', async () => {
    const kavya = await student('Kavya Reddy')
    const statement = await read('HDFC', utf8(HDFC_CSV(['24/11/26,UPI-432155555555-FEE,,24/11/26,,1000,10000'])))
    await importStatement(
      store.db,
      { bank: 'HDFC', columns: statement.columns, lines: statement.lines, by: STAFF },
      NOW,
    )
    const [line] = await openLines(store.db, NOW)
    await recordLine(store.db, { lineId: line!.id, enrolmentId: kavya.enrolmentId, reportId: null, by: STAFF }, NOW)
    // The same credit from a second account's statement (another bank name): its UTR is on a payment already.
    const other = await read('HDFC savings', utf8(HDFC_CSV(['24/11/26,UPI-432155555555-FEE,,24/11/26,,1000,10000'])))
    await importStatement(
      store.db,
      { bank: 'HDFC savings', columns: other.columns, lines: other.lines, by: STAFF },
      NOW,
    )
    const [again] = await openLines(store.db, NOW)
    expect(again!.recordedAs).toMatch(/\d/)
    expect(
      await recordLine(store.db, { lineId: again!.id, enrolmentId: kavya.enrolmentId, reportId: null, by: STAFF }, NOW),
    ).toMatchObject({ ok: false, reason: 'duplicate-utr' })
  })
})
