import { dataNoticeCopy } from '~/content/data-notice'
import { sitePaths } from '~/content/site-routes'
import type { FormKind } from '~/forms/registry'

/** The line right below every form's submit button: purpose, how long the data is kept, the privacy policy. */
export function DataNotice({ form, hasFiles = false }: { form: FormKind; hasFiles?: boolean }) {
  const copy = dataNoticeCopy(form, hasFiles)
  return (
    <p className="text-xs leading-5 text-slate-600">
      {copy.text}{' '}
      <a href={sitePaths.privacyPolicy} className="underline">
        {copy.linkText}
      </a>
    </p>
  )
}
