/** A claimed figure and its basis (migration 018); `as_of` is 'YYYY-MM-DD' or null, `counts` '' while unconfirmed. */
export interface ClaimTable {
  id: string
  position: number
  figure: string
  label: string
  counts: string
  as_of: string | null
  source_url: string | null
  updated_at: string
}
