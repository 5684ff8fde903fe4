import { expect, test } from './fixtures'

// Every studio form says, right before its Submit button, when we call, the next batch, how payment works and the
// refund rule with a link to the policy (content/studio/what-happens-next.ts).
const forms = [
  { path: '/realworkstudio/register?bootcamp=generative-ai', form: 'Registration form', submit: 'Submit Registration' },
  { path: '/realworkstudio/contact', form: 'Ask about a course', submit: 'Send Message' },
]

for (const { path, form: formName, submit } of forms) {
  test(`${path}: what happens next, payment and refund sit right before Submit @phone`, async ({ page }) => {
    await page.goto(path)
    const form = page.getByRole('form', { name: formName })
    const next = form.getByRole('region', { name: 'What happens next' })
    await expect(next).toContainText('calls or emails you within 24 hours')
    await expect(next).toContainText(/starts on \d{1,2} \w+ \d{4}|next batch dates are being set/)
    await expect(next).toContainText('The fee is ₹7,000 for the whole 3-month bootcamp')
    // This server has no UPI ID, bank account or gateway set up: the copy promises no way to pay it cannot keep.
    await expect(next).toContainText('we email you how to pay')
    await expect(next).not.toContainText(/card|net banking/)
    await expect(next).toContainText('Full refund if you ask within 14 days of the start')
    await expect(next.getByRole('link', { name: 'Read the refund policy' })).toHaveAttribute('href', '/refund-policy')
    // Read before sending: the box ends above the button, and nothing else stands between them.
    const box = await next.boundingBox()
    const button = await form.getByRole('button', { name: submit }).boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(button!.y)
    expect(button!.y - (box!.y + box!.height)).toBeLessThan(80)
  })
}

test('the registration names the chosen bootcamp in its batch line', async ({ page }) => {
  await page.goto('/realworkstudio/register?bootcamp=generative-ai')
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(
    /The Generative AI bootcamp starts on \d{1,2} \w+ \d{4}\./,
  )
})
