/**
 * Copy the account routes answer with (/staff/accounts, /staff/security): the page title, what a saved change says
 * (by the `done` value of the address) and the refusals the route writes itself. The stores' own messages stay
 * beside their checks.
 */
export const staffAccountsCopy = {
  title: 'Accounts',
  done: {
    invited: 'Invitation sent. The link in the mail works once, for 72 hours.',
    role: 'Role changed. It applies from that person’s next click.',
    signature: 'Name and role title saved. That person’s next replies are signed with them.',
    removed: 'Account removed. Its sessions have ended.',
    ended: 'Session ended. That browser is signed out.',
    policy: 'Saved. The second-factor rule applies from everyone’s next click.',
  } as Record<string, string>,
  /** Each account's line in the list; {when} is a date and time in India. */
  state: {
    lastSignIn: 'Last signed in {when}',
    neverSignedIn: 'Has not signed in yet',
    invited: 'Invited; the link works until {when}',
    inviteExpired: 'Invited; the link has expired (invite again)',
  },
  factors: {
    none: 'No second factor',
    one: 'Second factor: {list}',
    passkey: '1 passkey',
    passkeys: '{n} passkeys',
    app: 'authenticator app',
    and: ' and ',
  },
  /** A session whose browser did not say what it is. */
  unknownBrowser: 'Not given',
  chooseRole: 'Choose a role.',
  gone: 'That account no longer exists.',
  ownFactorFirst:
    'Set up your own passkey or authenticator app on your Security page first, then require it of everyone.',
} as const

export const staffSecurityCopy = {
  title: 'Security',
  done: {
    signature: 'Saved. Your next replies are signed with your name and role.',
    password: 'Your password is changed. Your other sessions have ended.',
    'passkey-add': 'Passkey added. Next time, choose Sign in with a passkey on the sign-in page.',
    'passkey-rename': 'Passkey renamed.',
    'passkey-remove': 'Passkey removed. It no longer signs you in.',
    'app-off': 'The authenticator app is off. Your recovery codes no longer work.',
    'app-cancel': 'Set-up cancelled.',
    ended: 'Session ended. That browser is signed out.',
  } as Record<string, string>,
  wrongAppCode: 'That code is not right. Type the six digits the app shows now.',
  passkeyNeedsScript: 'Adding a passkey needs JavaScript: the browser’s passkey API is a script.',
} as const
