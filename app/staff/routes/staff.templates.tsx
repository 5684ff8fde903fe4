import { data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/staff.templates'
import { staffMeta } from '~/staff/components/staff-meta'
import { TemplatesView } from '~/staff/components/templates-view'
import { recordAudit } from '~/server/audit.server'
import { requireStaff } from '~/staff/server/auth.server'
import { BodyError, readForm } from '~/server/body.server'
import { getDatabase } from '~/server/db/database.server'
import {
  deleteTemplate,
  listTemplates,
  saveTemplate,
  TEMPLATE_LIMITS,
  TEMPLATE_PLACEHOLDERS,
} from '~/server/reply-templates.server'

/** Reply templates are shared by everyone who replies; only owners change them. */
async function requireTemplateOwner(request: Request) {
  const user = await requireStaff(request)
  if (user.role !== 'owner') throw data('Only an owner can manage reply templates.', { status: 403 })
  return user
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireTemplateOwner(request)
  const { db } = await getDatabase()
  return {
    templates: await listTemplates(db),
    placeholders: Object.entries(TEMPLATE_PLACEHOLDERS).map(([name, meaning]) => ({ name: `{${name}}`, meaning })),
    limits: TEMPLATE_LIMITS,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireTemplateOwner(request)
  const fields = ['intent', 'id', 'name', 'subject', 'body'] as const
  const form = await readForm(request, { maxBytes: 64 * 1024, maxFields: 9, maxFieldBytes: 24 * 1024, fields }).catch(
    (error: unknown) => {
      throw error instanceof BodyError ? data(error.message, { status: error.status }) : error
    },
  )
  const text = (name: (typeof fields)[number]) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  const { db } = await getDatabase()
  if (text('intent') === 'delete') {
    await deleteTemplate(db, text('id'))
    await recordAudit(db, user, 'template-delete', { target: text('name') || text('id') })
    return redirect('/staff/templates', 303)
  }
  const template = { id: text('id') || undefined, name: text('name'), subject: text('subject'), body: text('body') }
  const error = !template.name
    ? 'Give the template a name staff will recognise.'
    : !template.subject
      ? 'Give the template a subject.'
      : !template.body
        ? 'Write the template’s message.'
        : template.body.length > TEMPLATE_LIMITS.body
          ? `Keep the message within ${TEMPLATE_LIMITS.body} characters.`
          : null
  if (error) return data({ error, values: template }, { status: 400 })
  if (!(await saveTemplate(db, template))) throw data('Template not found', { status: 404 })
  await recordAudit(db, user, 'template-save', { target: template.name })
  return redirect('/staff/templates', 303)
}

export const meta: Route.MetaFunction = () => staffMeta('Reply templates')

export default function StaffTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return (
    <TemplatesView
      {...loaderData}
      error={actionData?.error}
      values={actionData?.values}
      submitting={navigation.state === 'submitting'}
    />
  )
}
