import { z } from 'zod'
import { oneLineText, postedFile, postedId, postedText } from '~/staff/shell/forms/form-text'
import { statementsCopy } from '~/staff/fees/content/statements'

// The bank statements page's forms (decision 028): an upload (the account's name, the file, and the columns' headers
// only when they are not found by themselves), recording one credit for a student (through the review step), and
// setting a credit aside.

const header = oneLineText.pipe(z.string().max(80, 'A column header is at most 80 characters.'))

export const UploadStatementSchema = z.object({
  bank: oneLineText.pipe(
    z.string().min(1, statementsCopy.problems['no-bank']).max(80, 'Keep the name within 80 characters.'),
  ),
  statement: postedFile.refine((file) => file !== undefined, statementsCopy.problems['no-file']),
  date: header,
  narration: header,
  reference: header,
  credit: header,
})

export const RecordLineSchema = z.object({
  lineId: postedId,
  enrolmentId: postedId,
  reportId: postedText.transform((text) => text.trim() || null),
  confirm: z
    .string()
    .optional()
    .transform((value) => value === 'yes'),
})

export const IgnoreLineSchema = z.object({ lineId: postedId })
