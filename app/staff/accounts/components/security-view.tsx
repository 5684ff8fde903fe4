import type { ReactNode } from 'react'
import { FormAlert } from '~/components/forms/form-extras'
import { StaffNotice } from '~/staff/shell/components/staff-table'
import { AppSection } from './security-app'
import { PasskeysSection } from './security-passkeys'
import { PasswordSection, SessionsSection } from './security-account'
import { SignatureSection } from './signature-section'
import type { SecurityAnswer, SecurityData } from './security-types'

/** A titled section of the security page; the heading is its landmark's name. */
export function SecuritySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="scroll-mt-6 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Each staff member's own page: the name and role they sign with, passkeys, the authenticator app and its recovery codes, password, sessions. */
export function SecurityView({ answer, ...page }: SecurityData & { answer: SecurityAnswer | null }) {
  const confined = page.required && !page.hasFactor
  // Errors of a form are shown at that form; the rest (a passkey that could not be removed) at the top.
  const general = answer?.error && !answer.field && !/^passkey-(add|rename)/.test(answer.intent) ? answer.error : null
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">Security</h1>
      <p className="mt-2 text-slate-700">
        Behind this sign-in sit visitors’ names, phone numbers, résumés and ID scans. A passkey or an authenticator app
        keeps them safe even if your password leaks.
      </p>
      {confined ? (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <p className="font-semibold">An owner requires a second factor for every account.</p>
          <p className="mt-1">
            Add a passkey or set up an authenticator app below. Until then, this page is the only one you can open.
          </p>
        </div>
      ) : null}
      {page.done && !answer ? <StaffNotice>{page.done}</StaffNotice> : null}
      {general ? (
        <div className="mt-4">
          <FormAlert message={general} />
        </div>
      ) : null}
      <SignatureSection signature={page.signature} answer={answer} limits={page.signatureLimits} />
      <PasskeysSection passkeys={page.passkeys} answer={answer} />
      <AppSection app={page.app} answer={answer} />
      <PasswordSection email={page.email} answer={answer} />
      <SessionsSection sessions={page.sessions} />
    </div>
  )
}
