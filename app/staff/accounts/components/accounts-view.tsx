import { MissingSettings } from '~/staff/shell/components/missing-settings'
import { settingMissing } from '~/staff/shell/content/server-settings'
import { Form } from 'react-router'
import { FormAlert } from '~/components/forms/form-extras'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { StaffInput } from './account-fields'
import { StaffNotice } from '~/staff/shell/components/staff-table'
import { SecondFactorPolicy } from './second-factor-policy'
import { STAFF_INPUT, StaffField } from '~/staff/shell/components/staff-fields'
import { ACCOUNT_LIMITS } from '~/staff/shell/forms/limits'

export interface AccountRow {
  id: string
  name: string
  /** The role title they sign with, '' when none. */
  title: string
  email: string
  role: 'owner' | 'editor'
  roleLabel: string
  state: string
  /** Which second factors the person has, in words. */
  factors: string
}

export interface SessionRow {
  id: string
  who: string
  since: string
  lastSeen: string
  address: string
  browser: string
  current: boolean
}

/** The small actions of the account and session lists (the kit's outline button). */
const SMALL_BUTTON = { variant: 'outline', size: 'xs', className: 'disabled:cursor-wait' } as const
const SELECT =
  'block rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-base text-slate-900 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none'

const ROLE_HELP = [
  { role: 'editor', label: 'Editor', text: 'reads the inbox, follows leads up and publishes blog posts.' },
  { role: 'owner', label: 'Owner', text: 'all of that, plus accounts, sessions and the audit log.' },
] as const

/** The owner's page: people and their roles, inviting someone, and every signed-in session. */
export function AccountsView({
  me,
  mailOff,
  accounts,
  sessions,
  done,
  error,
  values,
  submitting,
  policy,
}: {
  policy: { required: boolean; without: number }
  me: string
  mailOff: boolean
  accounts: AccountRow[]
  sessions: SessionRow[]
  done: string | null
  error?: string
  values?: { email: string; name: string; role: string }
  submitting: boolean
}) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Accounts</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Everyone signs in with their own email and password.{' '}
        {ROLE_HELP.map((r) => (
          <span key={r.role}>
            <strong>{r.label}</strong>: {r.text}{' '}
          </span>
        ))}
      </p>
      {done && !error ? <StaffNotice>{done}</StaffNotice> : null}
      {error ? (
        <div className="mt-4">
          <FormAlert message={error} />
        </div>
      ) : null}

      <section aria-labelledby="accounts" className="mt-8">
        <h2 id="accounts" className="text-lg font-bold text-slate-900">
          People
        </h2>
        <ul className="mt-3 space-y-3">
          {accounts.map((account) => (
            <li key={account.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-semibold break-words text-slate-900">
                  {account.name}
                  {account.id === me ? <span className="font-normal text-slate-600"> (you)</span> : null}
                </p>
                <span
                  className={cn(
                    'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
                    account.role === 'owner'
                      ? 'bg-indigo-50 text-indigo-800 ring-indigo-200'
                      : 'bg-slate-100 text-slate-800 ring-slate-300',
                  )}
                >
                  {account.roleLabel}
                </span>
              </div>
              {account.title ? <p className="text-sm text-slate-800">{account.title}</p> : null}
              <p className="text-sm break-all text-slate-700">{account.email}</p>
              <p className="mt-1 text-sm text-slate-600">{account.state}</p>
              <p className="text-sm text-slate-600">{account.factors}</p>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="account" value={account.id} />
                  <div>
                    <label htmlFor={`role-${account.id}`} className="block text-sm font-semibold text-slate-800">
                      Role<span className="sr-only"> of {account.name}</span>
                    </label>
                    <select
                      id={`role-${account.id}`}
                      name="role"
                      defaultValue={account.role}
                      className={cn(SELECT, 'mt-1')}
                    >
                      <option value="editor">Editor</option>
                      <option value="owner">Owner</option>
                    </select>
                  </div>
                  <Button type="submit" disabled={submitting} {...SMALL_BUTTON}>
                    Save role<span className="sr-only"> of {account.name}</span>
                  </Button>
                </Form>
                <details>
                  <summary className="cursor-pointer rounded-lg px-2 py-1.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50">
                    Name and title…<span className="sr-only"> of {account.name}</span>
                  </summary>
                  <Form method="post" className="mt-2 grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
                    <input type="hidden" name="intent" value="signature" />
                    <input type="hidden" name="account" value={account.id} />
                    <StaffInput
                      id={`signature-name-${account.id}`}
                      label={`Signs as (name of ${account.email})`}
                      name="name"
                      required
                      defaultValue={account.name}
                    />
                    <StaffInput
                      id={`signature-title-${account.id}`}
                      label={`Signature title of ${account.email}`}
                      name="title"
                      defaultValue={account.title}
                    />
                    <Button type="submit" disabled={submitting} {...SMALL_BUTTON}>
                      Save name and title<span className="sr-only"> of {account.email}</span>
                    </Button>
                  </Form>
                </details>
                <details className="group">
                  <summary className="cursor-pointer rounded-lg px-2 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50">
                    Remove…<span className="sr-only"> {account.name}</span>
                  </summary>
                  <Form method="post" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="account" value={account.id} />
                    <p className="text-sm text-red-900">
                      {account.name} can no longer sign in, and every session of theirs ends now. Their notes and the
                      audit log keep their name.
                    </p>
                    <Button
                      type="submit"
                      disabled={submitting}
                      variant="danger"
                      size="xs"
                      className="mt-2 disabled:cursor-wait"
                    >
                      Remove {account.name}
                    </Button>
                  </Form>
                </details>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <SecondFactorPolicy required={policy.required} without={policy.without} submitting={submitting} />

      <section aria-labelledby="invite" className="mt-10 max-w-lg">
        <h2 id="invite" className="text-lg font-bold text-slate-900">
          Invite a person
        </h2>
        <p className="mt-1 text-slate-700">
          They get a mail with a link that works once, for 72 hours, to choose their password.
        </p>
        {mailOff ? (
          <MissingSettings
            className="mt-3"
            lines={[settingMissing('mail', 'invitations wait in the outbox and go out once it is set up')]}
          />
        ) : null}
        <Form method="post" className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <input type="hidden" name="intent" value="invite" />
          <StaffInput
            id="invite-email"
            label="Email"
            name="email"
            type="email"
            required
            maxLength={ACCOUNT_LIMITS.email}
            autoComplete="off"
            defaultValue={values?.email}
          />
          <StaffInput
            id="invite-name"
            label="Name"
            name="name"
            required
            maxLength={ACCOUNT_LIMITS.name}
            autoComplete="off"
            defaultValue={values?.name}
          />
          <StaffField id="invite-role" label="Role">
            {(wiring) => (
              <select {...wiring} name="role" defaultValue={values?.role ?? 'editor'} className={STAFF_INPUT}>
                <option value="editor">Editor</option>
                <option value="owner">Owner</option>
              </select>
            )}
          </StaffField>
          <Button type="submit" disabled={submitting} size="md" className="disabled:cursor-wait">
            Send invitation
          </Button>
        </Form>
      </section>

      <section aria-labelledby="sessions" className="mt-10">
        <h2 id="sessions" className="text-lg font-bold text-slate-900">
          Signed-in sessions
        </h2>
        <p className="mt-1 text-slate-700">A session lasts 8 hours. Ending one signs that browser out at once.</p>
        <ul className="mt-3 space-y-3">
          {sessions.map((session) => (
            <li key={session.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
              <p className="font-semibold break-words text-slate-900">{session.who}</p>
              <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-slate-700 sm:grid-cols-[auto_1fr]">
                <dt className="font-medium text-slate-800">Since</dt>
                <dd>{session.since}</dd>
                <dt className="font-medium text-slate-800">Last seen</dt>
                <dd>{session.lastSeen}</dd>
                <dt className="font-medium text-slate-800">Address</dt>
                <dd className="break-all">{session.address}</dd>
                <dt className="font-medium text-slate-800">Browser</dt>
                <dd className="break-words">{session.browser}</dd>
              </dl>
              {session.current ? (
                <p className="mt-2 font-semibold text-emerald-800">This is your session.</p>
              ) : (
                <Form method="post" className="mt-2">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={session.id} />
                  <Button type="submit" disabled={submitting} {...SMALL_BUTTON}>
                    End session<span className="sr-only"> of {session.who}</span>
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
