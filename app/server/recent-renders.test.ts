import { describe, expect, it } from 'vitest'
import { recentRenders } from './recent-renders.server'

describe('recentRenders', () => {
  it('renders a key once, keeps the most recently used, and forgets a failed render', async () => {
    const memo = recentRenders<string>(2)
    let renders = 0
    const render = (value: string) => () => Promise.resolve(`${value}#${++renders}`)
    expect(await memo('a', render('a'))).toBe('a#1')
    expect(await memo('a', render('a'))).toBe('a#1')
    await memo('b', render('b'))
    await memo('a', render('a')) // a is now the most recent
    await memo('c', render('c')) // b goes
    expect(await memo('a', render('a'))).toBe('a#1')
    expect(await memo('b', render('b'))).toBe('b#4')
    await expect(memo('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(await memo('x', render('x'))).toBe('x#5')
  })
})
