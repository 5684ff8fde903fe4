import { data, useNavigation } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/staff.templates'
import { staffPaths } from '~/content/staff-routes'
import { formText } from '~/staff/forms/form-text'
import { done, intent, staffAction } from '~/staff/server/staff-action.server'
import { staffMeta } from '~/staff/components/staff-meta'
import { TemplatesView } from '~/staff/components/templates-view'
import { requireStaff } from '~/staff/server/auth.server'
import { getDatabase } from '~/server/db/database.server'
import {
  deleteTemplate,
  listTemplates,
  saveTemplate,
  TEMPLATE_LIMITS,
  TEMPLATE_PLACEHOLDERS,
} from '~/server/reply-templates.server'

/** Reply templates are shared by everyone who replies; only owners change them. */
const OWNERS_ONLY = 'Only an owner can manage reply templates.'
async function requireTemplateOwner(request: Request) {
  const user = await requireStaff(request)
  if (user.role !== 'owner') throw data(OWNERS_ONLY, { status: 403 })
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

const Template = z.object({
  id: formText({ trim: true }),
  name: formText({ trim: true }),
  subject: formText({ trim: true }),
  body: formText({ trim: true }),
})
const TemplateRef = Template.pick({ id: true, name: true })

export async function action({ request }: Route.ActionArgs) {
  return staffAction({
    request,
    gate: { owner: OWNERS_ONLY },
    limits: { maxBytes: 64 * 1024, maxFields: 9, maxFieldBytes: 24 * 1024 },
    fallback: 'save',
    intents: {
      delete: intent(TemplateRef, async ({ id, name }, { db }) => {
        await deleteTemplate(db, id)
        return done(staffPaths.staffTemplates, { audit: { action: 'template-delete', target: name || id } })
      }),
      save: intent(Template, async (values, { db }) => {
        const template = { ...values, id: values.id || undefined }
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
        return done(staffPaths.staffTemplates, { audit: { action: 'template-save', target: template.name } })
      }),
    },
  })
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
