import { CircleCheck } from 'lucide-react'

/** The confirmation shown once the server has stored a submission. */
export function SentPanel({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="flex flex-col items-center rounded-xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center">
      <CircleCheck aria-hidden="true" className="h-12 w-12 text-emerald-600" />
      <p className="mt-4 text-xl font-bold text-slate-900">{title}</p>
      <p className="mt-2 max-w-sm text-slate-700">{text}</p>
    </div>
  )
}
