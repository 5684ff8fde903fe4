import { cn } from '~/lib/cn'
import { Icon } from '~/components/ui/icon'
import { Button } from '~/components/ui/button'

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
    <Button type="submit" disabled={submitting} className={cn('w-full disabled:cursor-wait', className)}>
      {submitting ? (
        <Icon name="loader-circle" className="h-5 w-5 animate-spin" />
      ) : (
        <Icon name="send" className="h-5 w-5" />
      )}
      {submitting ? 'Sending...' : label}
    </Button>
  )
}
