/** What a public page shows of a testimonial (read from the database, docs/decisions/016). */
export interface Testimonial {
  id: string
  name: string
  role: string
  /** '' when the role already names the company or there is none. */
  company: string
  text: string
  /** 1 to 5 stars, or null for none. */
  rating: number | null
  linkedin: string | null
  github: string | null
  /** The photo's address, or null: the card shows the name's initial. */
  image: string | null
}

/** 'Founder, Kaapi Trails Coffee', or the role alone. */
export function roleLine(t: Pick<Testimonial, 'role' | 'company'>): string {
  return t.company ? `${t.role}, ${t.company}` : t.role
}
