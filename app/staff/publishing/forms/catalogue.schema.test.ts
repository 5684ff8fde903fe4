import { describe, expect, it } from 'vitest'
import { BootcampFormSchema, CrashCourseFormSchema } from './catalogue.schema'

const bootcamp = {
  price: '7000',
  originalPrice: '10000',
  description: 'Typed React applications, reviewed by working engineers.',
  duration: '3 Months',
  level: 'Beginner → Advanced',
  technologies: 'HTML5\n\n  React  \nTypeScript',
  projects: 'Portfolio',
  careers: 'Frontend Developer',
  shown: 'on',
}

describe('catalogue forms', () => {
  it('reads whole rupees with or without ₹ and commas, and lists one item per line', () => {
    const parsed = BootcampFormSchema.parse({ ...bootcamp, price: '₹6,500', shown: undefined })
    expect(parsed).toMatchObject({ price: 6500, originalPrice: 10000, technologies: ['HTML5', 'React', 'TypeScript'] })
    expect(parsed.shown).toBe(false)
    expect(BootcampFormSchema.parse({ ...bootcamp, price: '1,000', originalPrice: '1,20,000' })).toMatchObject({
      price: 1000,
      originalPrice: 120000,
    })
    expect(BootcampFormSchema.parse({ ...bootcamp, originalPrice: '120,000' }).originalPrice).toBe(120000)
  })

  it.each([
    ['7000.50', 'whole rupees, without paise'],
    ['seven', 'as a number of rupees'],
    ['-5', 'as a number of rupees'],
    ['0', 'at least ₹1'],
    ['', 'in rupees'],
    ['7,0,0,0', 'only between digit groups'],
    ['70,00', 'only between digit groups'],
    ['7000,', 'only between digit groups'],
    ['7,0,0,0.50', 'only between digit groups'],
  ])('refuses the price %j with a clear message', (price, message) => {
    const result = BootcampFormSchema.safeParse({ ...bootcamp, price })
    expect(result.success).toBe(false)
    expect(result.error!.issues.find((i) => i.path[0] === 'price')!.message).toContain(message)
  })

  it('refuses a price above the original price', () => {
    const result = BootcampFormSchema.safeParse({ ...bootcamp, price: '12000' })
    expect(result.error!.issues[0]).toMatchObject({ path: ['price'] })
    expect(result.error!.issues[0]!.message).toMatch(/cannot be above the original price/)
  })

  it('bounds the lists and the description', () => {
    const many = Array.from({ length: 13 }, (_, i) => `Tool ${i}`).join('\n')
    expect(BootcampFormSchema.safeParse({ ...bootcamp, technologies: many }).success).toBe(false)
    expect(BootcampFormSchema.safeParse({ ...bootcamp, careers: '\n \n' }).success).toBe(false)
    expect(BootcampFormSchema.safeParse({ ...bootcamp, description: 'x'.repeat(601) }).success).toBe(false)
  })

  it('needs a known crash course category', () => {
    const course = {
      title: 'Rust',
      category: 'rust',
      price: '2000',
      duration: '1 Month',
      description: 'd',
      topics: 't',
    }
    expect(CrashCourseFormSchema.safeParse(course).error!.issues[0]!.path).toEqual(['category'])
    expect(CrashCourseFormSchema.parse({ ...course, category: 'programming' }).category).toBe('programming')
  })
})
