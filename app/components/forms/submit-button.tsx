import { LoaderCircle, Send } from 'lucide-react'
import { cn } from '~/lib/cn'

/** The submit button of every form: disabled with 'Sending...' and a spinner while the server stores the message. */
export function SubmitButton({
  submitting,
  label = 'Send Message',
  className,
}: {
  submitting: boolean
  label?: string
  className?: string
}) {
  return (
    <button
      type="submit"
      disabled={submitting}
      className={cn(
        'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-indigo-800 disabled:cursor-wait disabled:bg-indigo-500',
        className,
      )}
    >
      {submitting ? (
        <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
      ) : (
        <Send aria-hidden="true" className="h-5 w-5" />
      )}
      {submitting ? 'Sending...' : label}
    </button>
  )
}
