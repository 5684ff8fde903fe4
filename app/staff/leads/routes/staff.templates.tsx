import { data, useNavigation } from 'react-router'
import { firstMessage } from '~/staff/shell/forms/form-text'
import type { Route } from './+types/staff.templates'
import { staffPaths } from '~/content/staff-routes'
import { TemplateRefSchema, TemplateSchema } from '~/staff/leads/forms/lead.schema'
import { TEMPLATE_LIMITS } from '~/staff/shell/forms/limits'
import { done, intent, staffAction } from '~/staff/shell/server/staff-action.server'
import { staffMeta } from '~/staff/shell/components/staff-meta'
import { staffPagesCopy } from '~/staff/shell/content/staff-pages'
import { TemplatesView } from '~/staff/leads/components/templates-view'
import { requireStaff } from '~/staff/shell/server/session.server'
import { getDatabase } from '~/server/db/database.server'
import {
  deleteTemplate,
  listTemplates,
  saveTemplate,
  TEMPLATE_PLACEHOLDERS,
} from '~/staff/leads/server/reply-templates.server'

/** Reply templates are shared by everyone who replies; only owners change them. */
const copy = staffPagesCopy.templates
async function requireTemplateOwner(request: Request) {
  const user = await requireStaff(request)
  if (user.role !== 'owner') throw data(copy.ownersOnly, { status: 403 })
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
  return staffAction({
    request,
    gate: { owner: copy.ownersOnly },
    limits: { maxBytes: 64 * 1024, maxFields: 10, maxFieldBytes: 24 * 1024 },
    fallback: 'save',
    intents: {
      delete: intent(TemplateRefSchema, async ({ id, name }, { db }) => {
        await deleteTemplate(db, id)
        return done(staffPaths.staffTemplates, { audit: { action: 'template-delete', target: name || id } })
      }),
      save: intent(
        TemplateSchema,
        async (template, { db }) => {
          if (!(await saveTemplate(db, template))) throw data('Template not found', { status: 404 })
          return done(staffPaths.staffTemplates, { audit: { action: 'template-save', target: template.name } })
        },
        {
          // What was typed comes back with the first message, so nothing is lost.
          invalid: (errors, raw) =>
            data(
              {
                error: firstMessage(errors),
                values: Object.fromEntries(
                  ['id', 'channel', 'name', 'subject', 'body'].map((key) => [
                    key,
                    typeof raw[key] === 'string' ? raw[key] : '',
                  ]),
                ) as { id?: string; channel: string; name: string; subject: string; body: string },
              },
              { status: 400 },
            ),
        },
      ),
    },
  })
}

export const meta: Route.MetaFunction = () => staffMeta(copy.title)

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
