import { Form } from 'react-router'
import { LEAD_QUEUES } from '~/staff/leads/content/queues'
import { FormAlert } from '~/components/forms/form-extras'
import { Icon } from '~/components/ui/icon'
import {
  STAFF_INPUT,
  STAFF_PRIMARY,
  STAFF_SECONDARY,
  StaffField,
  StaffTextField,
} from '~/staff/shell/components/staff-fields'

interface Template {
  id: string
  name: string
  /** 'email' or 'whatsapp' */
  channel: string
  /** The queue it is offered in ('admissions', 'services', 'hiring'), null for every queue. */
  queue: string | null
  subject: string
  body: string
}

/** One template's form: a new one (no id) or an existing one, with Save and, for an existing one, Delete. */
function TemplateForm({
  template,
  limits,
  submitting,
}: {
  template: Partial<Template>
  limits: { name: number; subject: number; body: number }
  submitting: boolean
}) {
  const key = template.id ?? 'new'
  return (
    <Form method="post" className="grid gap-3" aria-label={template.id ? `Template ${template.name}` : 'New template'}>
      {template.id ? <input type="hidden" name="id" value={template.id} /> : null}
      <StaffTextField
        id={`${key}-name`}
        label="Name"
        name="name"
        required
        maxLength={limits.name}
        value={template.name}
      />
      <StaffField id={`${key}-channel`} label="Used for">
        {(wiring) => (
          <select {...wiring} name="channel" defaultValue={template.channel ?? 'email'} className={STAFF_INPUT}>
            <option value="email">An email reply</option>
            <option value="whatsapp">A WhatsApp message</option>
          </select>
        )}
      </StaffField>
      <StaffField id={`${key}-queue`} label="Offered for leads in">
        {(wiring) => (
          <select {...wiring} name="queue" defaultValue={template.queue ?? ''} className={STAFF_INPUT}>
            <option value="">Every queue</option>
            {LEAD_QUEUES.map((q) => (
              <option key={q.id} value={q.id}>
                {q.label}
              </option>
            ))}
          </select>
        )}
      </StaffField>
      <StaffTextField
        id={`${key}-subject`}
        label="Subject"
        hint="Emails only; a WhatsApp message has none."
        name="subject"
        maxLength={limits.subject}
        value={template.subject}
      />
      <StaffTextField
        id={`${key}-body`}
        label="Message"
        name="body"
        required
        rows={7}
        maxLength={limits.body}
        value={template.body}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="save" disabled={submitting} className={STAFF_PRIMARY}>
          <Icon name="save" className="h-4 w-4" />
          {template.id ? 'Save template' : 'Add template'}
        </button>
        {template.id ? (
          <button
            type="submit"
            name="intent"
            value="delete"
            formNoValidate
            disabled={submitting}
            className={STAFF_SECONDARY}
          >
            <Icon name="trash-2" className="h-4 w-4" />
            Delete<span className="sr-only"> {template.name}</span>
          </button>
        ) : null}
      </div>
    </Form>
  )
}

/** The reply templates staff start replies from, with the placeholders each reply fills in. */
export function TemplatesView({
  templates,
  placeholders,
  limits,
  error,
  values,
  submitting,
}: {
  templates: Template[]
  placeholders: { name: string; meaning: string }[]
  limits: { name: number; subject: number; body: number }
  error?: string
  values?: Partial<Template>
  submitting: boolean
}) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Reply templates</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Staff start an email reply on a lead&apos;s page from one of these and edit it before sending; the WhatsApp
        messages are what the lead page&apos;s WhatsApp links open with. These placeholders are filled in for each lead:
      </p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        {placeholders.map((p) => (
          <div key={p.name} className="contents">
            <dt className="font-mono font-semibold text-slate-900">{p.name}</dt>
            <dd className="text-slate-700">{p.meaning}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <FormAlert message={error} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {templates.map((t) => (
          <section key={t.id} aria-label={t.name} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <TemplateForm template={values?.id === t.id ? values : t} limits={limits} submitting={submitting} />
          </section>
        ))}
        <section
          aria-labelledby="new-template-title"
          className="rounded-lg border border-dashed border-slate-300 bg-white p-4"
        >
          <h2 id="new-template-title" className="mb-3 text-base font-bold text-slate-900">
            New template
          </h2>
          <TemplateForm template={values && !values.id ? values : {}} limits={limits} submitting={submitting} />
        </section>
      </div>
    </>
  )
}
