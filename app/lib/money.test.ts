import { describe, expect, it } from 'vitest'
import { amountInWords, decimalRupees, formatAmount, formatPaise, indianWords, paiseFromRupees } from './money'

describe('money in paise', () => {
  it('reads rupees as staff type them, and refuses anything else', () => {
    expect(paiseFromRupees('7000')).toBe(700000)
    expect(paiseFromRupees('7,000.5')).toBe(700050)
    expect(paiseFromRupees(' 3500.05 ')).toBe(350005)
    for (const bad of ['', '7e3', '-5', '1.234', 'seven', '0x10', '1000000000'])
      expect(paiseFromRupees(bad)).toBeUndefined()
  })

  it('reads commas only where Indian or international grouping puts them', () => {
    const read = {
      '7000': 700000,
      '7000.5': 700050,
      '7000.50': 700050,
      '7,000': 700000,
      '1,20,000.50': 12000050,
      '12,34,56,789': 123456789_00,
      '99,99,99,999.99': 999999999_99,
      // International grouping spells the same digits, so it cannot change the amount.
      '120,000': 12000000,
      '1,234,567': 123456700,
      '0': 0,
    }
    for (const [text, paise] of Object.entries(read)) expect(paiseFromRupees(text), text).toBe(paise)
    for (const bad of [
      '7,0,0,0',
      '70,00',
      ',700',
      '7000,',
      '7,000,',
      '7,00',
      '1,2,000',
      '12,3456',
      '1,20,00,0',
      '1,234,56,789',
      '0,700',
      '07,000',
      '7,,000',
      '7,000.5,0',
      '7.000,50',
      '7,000.',
      '.50',
      '₹7,000',
      '7 000',
      '1,00,00,00,000',
    ])
      expect(paiseFromRupees(bad), bad).toBeUndefined()
  })

  it('writes amounts with Indian grouping, paise only when there are some', () => {
    expect(formatPaise(700000)).toBe('₹7,000')
    expect(formatPaise(12345678)).toBe('₹1,23,456.78')
    expect(formatPaise(-350000)).toBe('-₹3,500')
    expect(formatPaise(5)).toBe('₹0.05')
    expect(formatAmount(12345678)).toBe('1,23,456.78')
    expect(formatAmount(-5)).toBe('-0.05')
    expect(decimalRupees(700000)).toBe('7000.00')
    expect(decimalRupees(-105)).toBe('-1.05')
  })

  it('writes an amount in Indian words', () => {
    expect(indianWords(7000)).toBe('Seven Thousand')
    expect(indianWords(150000)).toBe('One Lakh Fifty Thousand')
    expect(indianWords(12345678)).toBe('One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight')
    expect(indianWords(101)).toBe('One Hundred One')
    expect(amountInWords(700000)).toBe('Indian Rupees Seven Thousand Only')
    expect(amountInWords(593220)).toBe('Indian Rupees Five Thousand Nine Hundred Thirty Two and Twenty Paise Only')
  })
})
