// Its own module: staff pages and mail use it, and public pages should not build this formatter on load.
const istFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** An ISO instant as Bengaluru time: '4 Mar 2025, 3:35 pm IST'. */
export function formatIst(iso: string): string {
  return `${istFormat.format(new Date(iso))} IST`
}
