import { describe, expect, it } from 'vitest'
import { levelColour } from './level-colour'

const hue = (classes: string) => /bg-(\w+)-100/.exec(classes)?.[1]

describe('levelColour', () => {
  it('android scale: Foundation blue … Expert red', () => {
    expect(hue(levelColour('Foundation', 'android'))).toBe('blue')
    expect(hue(levelColour('Beginner', 'android'))).toBe('green')
    expect(hue(levelColour('Intermediate', 'android'))).toBe('yellow')
    expect(hue(levelColour('Advanced', 'android'))).toBe('orange')
    expect(hue(levelColour('Expert', 'android'))).toBe('red')
  })
  it('standard scale: Absolute Beginner blue … Expert indigo', () => {
    expect(hue(levelColour('Absolute Beginner', 'standard'))).toBe('blue')
    expect(hue(levelColour('Beginner', 'standard'))).toBe('green')
    expect(hue(levelColour('Beginner to Intermediate', 'standard'))).toBe('yellow')
    expect(hue(levelColour('Intermediate', 'standard'))).toBe('orange')
    expect(hue(levelColour('Intermediate to Advanced', 'standard'))).toBe('red')
    expect(hue(levelColour('Advanced', 'standard'))).toBe('purple')
    expect(hue(levelColour('Expert', 'standard'))).toBe('indigo')
  })
  it('any other level is grey', () => {
    for (const level of ['Very Advanced', 'Production-Ready', 'Advanced+', '', 'beginner', 'constructor', 'toString']) {
      expect(hue(levelColour(level, 'standard')), level).toBe('gray')
    }
    expect(hue(levelColour('Absolute Beginner', 'android'))).toBe('gray')
    expect(hue(levelColour('Beginner to Intermediate', 'android'))).toBe('gray')
  })
  it('uses light tints with dark text', () => {
    for (const level of ['Foundation', 'Beginner', 'Intermediate', 'Advanced', 'Expert', 'Other']) {
      expect(levelColour(level, 'android')).toMatch(/^bg-\w+-100 text-\w+-800\b/)
    }
  })
})
