/**
 * The studio's catalogue as staff edit it (migration 011). Prices are whole rupees; lists are JSON arrays of strings;
 * `shown` is 1 or 0; `position` orders the lists on the site.
 */
export interface CatalogueBootcampTable {
  id: string
  position: number
  description: string
  duration: string
  level: string
  price: number
  original_price: number
  technologies: string
  projects: string
  careers: string
  shown: number
  updated_at: string
}

export interface CatalogueCrashCourseTable {
  id: string
  position: number
  title: string
  category: string
  price: number
  duration: string
  description: string
  topics: string
  shown: number
  updated_at: string
}
