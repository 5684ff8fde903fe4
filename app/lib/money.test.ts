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
