// List styles live on the <ul>/<ol> (child variants and markers), so a long roadmap carries no per-item icons or
// classes: the page's HTML holds every phase, and this keeps it light.

/** Indigo dot bullets. */
export const bulletList =
  '*:relative *:pl-6 *:leading-6 *:before:absolute *:before:top-2 *:before:left-1 *:before:h-2 *:before:w-2 *:before:rounded-full *:before:bg-indigo-600'

/** Tinted boxes for hands-on labs. */
export const labList = '*:rounded-lg *:bg-emerald-50 *:p-3 *:leading-6 *:text-slate-800 *:ring-1 *:ring-emerald-100'

/** Numbered list with bold indigo numbers. */
export const numberedList = 'list-decimal pl-6 *:pl-1.5 *:leading-6 marker:font-bold marker:text-indigo-800'
