import { LIMITS } from '~/forms/limits'
import { TextField } from './field'

interface ContactFieldsProps {
  /** Field names as the form's schema spells them. */
  names?: { name: string; email: string; phone: string }
  labels?: { name: string; email: string; phone: string }
  values: Record<string, string | undefined>
  errors: Record<string, string | undefined>
  /** Email and phone side by side from the small breakpoint (default), or stacked. */
  layout?: 'grid' | 'stack'
}

const defaultNames = { name: 'name', email: 'email', phone: 'phone' }
const defaultLabels = { name: 'Full Name', email: 'Email Address', phone: 'Phone Number' }

/** The name, email and phone fields every form asks for, with the shared limits and autofill hints. */
export function ContactFields({
  names = defaultNames,
  labels = defaultLabels,
  values,
  errors,
  layout = 'grid',
}: ContactFieldsProps) {
  return (
    <>
      <TextField
        name={names.name}
        label={labels.name}
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        defaultValue={values[names.name]}
        error={errors[names.name]}
      />
      <div className={layout === 'grid' ? 'grid gap-5 sm:grid-cols-2' : 'space-y-4'}>
        <TextField
          name={names.email}
          label={labels.email}
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          defaultValue={values[names.email]}
          error={errors[names.email]}
        />
        <TextField
          name={names.phone}
          label={labels.phone}
          type="tel"
          required
          autoComplete="tel"
          maxLength={LIMITS.phone}
          placeholder="+91 98450 12345"
          defaultValue={values[names.phone]}
          error={errors[names.phone]}
        />
      </div>
    </>
  )
}
