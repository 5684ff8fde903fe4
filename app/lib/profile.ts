/** Whose profile it is: a studio mentor (the studio's about page) or a member of the team (the main site). */
export type ProfileKind = 'mentor' | 'team'

/** What a public page shows of a mentor or team profile (read from the database, docs/decisions/022). */
export interface Profile {
  id: string
  name: string
  role: string
  bio: string
  /** Years of industry experience. */
  years: number
  linkedin: string | null
  /** The photo's address ('/media/{id}'), or null: the card shows the name's initial. */
  image: string | null
}
