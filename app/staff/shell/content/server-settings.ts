/**
 * The server's settings staff may find missing, in the words staff use: never the environment variables behind them
 * (docs/operations.md#environment maps each to its variable), which only whoever runs the server can change.
 */
export const SERVER_SETTINGS = {
  upi: { name: 'The UPI ID students pay to', variables: ['UPI_ID'] },
  bank: {
    name: 'The bank account for transfers',
    variables: ['BANK_ACCOUNT_NAME', 'BANK_ACCOUNT_NUMBER', 'BANK_IFSC', 'BANK_NAME'],
  },
  gstin: { name: 'The company’s GSTIN', variables: ['GSTIN'] },
  mail: { name: 'Outgoing mail', variables: ['SMTP_URL', 'MAIL_TO'] },
  backups: { name: 'The folder for the server’s own backups', variables: ['BACKUP_DIR'] },
  backupKey: { name: 'The key that encrypts backups', variables: ['BACKUP_KEY'] },
} as const satisfies Record<string, { name: string; variables: readonly string[] }>

export type ServerSetting = keyof typeof SERVER_SETTINGS

/** Who can fix a missing setting: said once under the list of what is missing. */
export const SETTINGS_FIXER =
  'Only whoever runs the website’s server (your developer or hosting contact) can set these; no staff page changes them. The operations guide names each one.'

/** The same, in a line of its own (a mail's state). */
export const SETTINGS_FIXER_SHORT = 'Only whoever runs the website’s server can set it up.'

/** "The company’s GSTIN is not set up on the server, so payments get a receipt …". */
export function settingMissing(setting: ServerSetting, effect: string): string {
  return `${SERVER_SETTINGS[setting].name} is not set up on the server, so ${effect}.`
}
