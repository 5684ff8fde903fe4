import { data, useNavigation } from 'react-router'
import type { Route } from './+types/staff.catalogue.bootcamps.$id'
import { CatalogueForm, type CatalogueField } from '~/components/staff/catalogue-form'
import { staffMeta } from '~/components/staff/staff-meta'
import { staffCataloguePage } from '~/content/staff-catalogue'
import type { BootcampFormValues } from '~/forms/catalogue.schema'
import { requireStaff } from '~/server/auth.server'
import { bootcampFormValues, handleBootcampForm, type CatalogueActionData } from '~/server/catalogue/editor.server'
import { readCatalogue } from '~/server/catalogue/store.server'
import { getDatabase } from '~/server/db/database.server'

async function findBootcamp(id: string) {
  const { db } = await getDatabase()
  const bootcamp = (await readCatalogue(db)).bootcamps.find((b) => b.id === id)
  if (!bootcamp) throw data('No such bootcamp', { status: 404 })
  return bootcamp
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request)
  const bootcamp = await findBootcamp(params.id)
  return { copy: staffCataloguePage, title: bootcamp.title, values: bootcampFormValues(bootcamp) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request)
  return handleBootcampForm(request, user, await findBootcamp(params.id))
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(`${loaderData?.title ?? 'Bootcamp'} bootcamp`)

const FIELDS: readonly CatalogueField[] = [
  { name: 'price', kind: 'price' },
  { name: 'originalPrice', kind: 'price' },
  { name: 'shown', kind: 'checkbox' },
  { name: 'description', kind: 'textarea', rows: 4 },
  { name: 'duration', kind: 'text' },
  { name: 'level', kind: 'text' },
  { name: 'technologies', kind: 'lines', rows: 10 },
  { name: 'projects', kind: 'lines', rows: 6 },
  { name: 'careers', kind: 'lines', rows: 5 },
]

export default function StaffBootcamp({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, title, values } = loaderData
  const failed = actionData as CatalogueActionData<BootcampFormValues> | undefined
  const submitting = useNavigation().state === 'submitting'
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{title} bootcamp</h1>
      <CatalogueForm
        key={JSON.stringify(failed?.values ?? values)}
        copy={copy}
        fields={FIELDS}
        values={failed?.values ?? values}
        errors={failed?.errors ?? {}}
        error={failed?.error}
        submit={copy.save}
        submitting={submitting}
      />
    </>
  )
}
