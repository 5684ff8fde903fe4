/**
 * Copy the sign-in routes answer with (sign in, second step, forgotten password, invitation, reset): page titles,
 * notices and the refusals the route writes itself. The forms' own labels live in their components.
 */
export const staffSignInCopy = {
  notConfigured: 'The staff inbox is not configured.',
  login: {
    title: 'Sign in',
    /** What the sign-in page says after `?done=`. */
    notices: {
      welcome: 'Your account is ready. Sign in with your email and the password you chose.',
      reset:
        'Your password is changed and every other session of your account has ended. Sign in with the new password.',
    } as Record<string, string>,
    passkeyNeedsScript: 'Signing in with a passkey needs JavaScript. Use your email and password instead.',
    accountGone: 'That account no longer exists.',
    /** The passkey options' refusal when one network asks too often. */
    passkeyTooMany: 'Too many attempts from your network. Please wait 5 minutes.',
  },
  code: {
    title: 'Second step of your sign-in',
    passkeyNeedsScript:
      'Using a passkey needs JavaScript. Turn it on and try again, or use your authenticator app’s code if you have one.',
  },
  forgot: {
    title: 'Forgot your password?',
    noEmail: 'Enter your email address.',
    tooMany: 'Too many password-reset requests. Please wait an hour, or ask an owner for help.',
  },
  invite: {
    title: 'Accept your invitation',
    heading: 'Welcome to the staff inbox',
    intro: 'Check your name and choose a password to finish setting up your account.',
    submit: 'Create my account',
  },
  reset: {
    title: 'Choose a new password',
    intro: 'Your other sessions end when you save it.',
    submit: 'Save the new password',
  },
} as const
