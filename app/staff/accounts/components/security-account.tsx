import { Form, useNavigation } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { MIN_PASSWORD_LENGTH } from '~/staff/shell/forms/limits'
import { StaffInput, useClearedPasswords } from './account-fields'
import { STAFF_PRIMARY } from '~/staff/shell/components/staff-fields'
import { SecuritySection } from './security-view'
import type { SecurityAnswer, SecurityData } from './security-types'

/** Changing your own password: the current one first; the other sessions end. */
export function PasswordSection({ email, answer }: { email: string; answer: SecurityAnswer | null }) {
  const navigation = useNavigation()
  const form = useClearedPasswords(navigation.state)
  const mine = answer?.intent === 'password' ? answer : null
  return (
    <SecuritySection id="password" title="Password">
      <p className="mt-2 text-slate-700">
        For <strong className="break-all">{email}</strong>. Changing it signs you out everywhere else.
      </p>
      <Form ref={form} method="post" className="mt-4 max-w-sm space-y-4">
        <input type="hidden" name="intent" value="password" />
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        {mine ? <FormAlert message={mine.error} /> : null}
        <StaffInput
          id="current-password"
          label="Current password"
          name="current"
          type="password"
          required
          autoComplete="current-password"
          invalid={mine?.field === 'current'}
        />
        <StaffInput
          id="new-password"
          label="New password"
          name="password"
          type="password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          invalid={mine?.field === 'password'}
        />
        <StaffInput
          id="confirm-password"
          label="New password again"
          name="confirm"
          type="password"
          required
          autoComplete="new-password"
          invalid={mine?.field === 'password'}
        />
        <button type="submit" disabled={navigation.state === 'submitting'} className={STAFF_PRIMARY}>
          Change password
        </button>
      </Form>
    </SecuritySection>
  )
}

/** Where your account is signed in now; End signs that browser out. */
export function SessionsSection({ sessions }: { sessions: SecurityData['sessions'] }) {
  return (
    <SecuritySection id="sessions" title="Signed-in sessions">
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
            <div className="min-w-0 text-sm text-slate-700">
              <p className="font-semibold text-slate-900">
                {s.current ? 'This browser' : s.address}
                {s.current ? <span className="font-normal text-slate-600"> ({s.address})</span> : null}
              </p>
              <p className="break-words">{s.browser}</p>
              <p>
                Since {s.since}; last seen {s.lastSeen}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="end-session" />
              <input type="hidden" name="session" value={s.id} />
              <button
                type="submit"
                className="rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
              >
                {s.current ? 'Sign out here' : 'End'}
                <span className="sr-only">
                  {' '}
                  session from {s.address} since {s.since}
                </span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </SecuritySection>
  )
}
