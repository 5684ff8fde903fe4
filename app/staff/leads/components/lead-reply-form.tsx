import { Form } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { REPLY_LIMITS } from '~/staff/shell/forms/limits'
import { STAFF_INPUT, STAFF_PRIMARY, StaffField, StaffTextField } from '~/staff/shell/components/staff-fields'

export interface ReplyDraft {
  templateId: string
  subject: string
  body: string
}

/**
 * A reply to the lead: pick a saved template (a GET that fills the subject and body in for this lead, so it works
 * without scripts), edit, send. The mail goes through the outbox, signed with the sender's name.
 */
export function LeadReplyForm({
  email,
  list,
  templates,
  draft,
  submitting,
}: {
  email: string
  /** The page's list parameters, kept when a template is picked. */
  list: string
  templates: { id: string; name: string }[]
  draft: ReplyDraft
  submitting: boolean
}) {
  const listParams = [...new URLSearchParams(list)]
  return (
    <section
      id="reply"
      aria-labelledby="reply-title"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="reply-title" className="text-base font-bold text-slate-900">
        Reply to {email}
      </h2>
      {templates.length > 0 ? (
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-2" preventScrollReset>
          {listParams.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <StaffField id="reply-template" label="Start from a template" className="min-w-0 flex-1">
            {(wiring) => (
              <select {...wiring} name="template" defaultValue={draft.templateId} className={STAFF_INPUT}>
                <option value="">No template</option>
                {templates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            )}
          </StaffField>
          <button type="submit" className={buttonClass({ variant: 'outline', size: 'md' })}>
            Use template
          </button>
        </Form>
      ) : null}
      <Form method="post" key={`${draft.templateId}:${draft.subject}`} className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="reply" />
        <StaffTextField
          id="reply-subject"
          label="Subject"
          name="subject"
          required
          maxLength={REPLY_LIMITS.subject}
          value={draft.subject}
        />
        <StaffTextField
          id="reply-body"
          label="Message"
          hint="Sent from the website's address; replies come to the team."
          name="body"
          required
          rows={8}
          maxLength={REPLY_LIMITS.body}
          value={draft.body}
        />
        <div>
          <button type="submit" disabled={submitting} className={STAFF_PRIMARY}>
            <Icon name="send" className="h-4 w-4" />
            Send reply
          </button>
        </div>
      </Form>
    </section>
  )
}
