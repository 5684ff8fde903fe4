import { expect, test } from './fixtures'

// The honest notice: every form says under its submit button what the data is used for, how long it is kept, and
// links the privacy policy, which states the same periods (app/lib/retention.ts, defaults 180 days and 2 years).
const FORMS = [
  { path: '/enquiry', form: 'Enquiry form', kept: 'We erase your message 2 years after we close it.' },
  {
    path: '/realworkstudio/contact',
    form: 'Ask about a course',
    kept: 'We erase your message 2 years after we close it.',
  },
  {
    path: '/services/contact',
    form: 'Services contact form',
    kept: 'We erase your message 2 years after we close it.',
  },
  {
    path: '/realworkstudio/register',
    form: 'Registration form',
    kept: 'We delete your resume and ID proof 6 months after your registration is closed or you enrol.',
  },
  {
    path: '/careers',
    form: 'Join our talent pool',
    kept: 'We delete your résumé 6 months after we close your application, and the rest 2 years after.',
  },
]

test.describe('the notice under every submit button', () => {
  test.use({ javaScriptEnabled: false })
  for (const { path, form, kept } of FORMS) {
    test(`${path} says what the data is for, how long it is kept, and links the policy`, async ({ page }) => {
      await page.goto(path)
      const notice = page
        .getByRole('form', { name: form })
        .locator('button[type=submit] ~ p, div:has(> button[type=submit]) + p')
      await expect(notice).toHaveCount(1)
      await expect(notice).toContainText('We use your details')
      await expect(notice).toContainText(kept)
      await notice.getByRole('link', { name: 'Privacy policy' }).click()
      await expect(page).toHaveURL('/privacy-policy')
      const policy = page.getByRole('main')
      await expect(policy).toContainText('then 2 years after we close them')
      await expect(policy).toContainText('deleted automatically 6 months after we close your registration')
      await expect(policy).toContainText('kept for 2 weeks, then deleted')
      await expect(policy).toContainText(
        'To ask for a copy of your data or for its erasure, email legal@realworktech.in',
      )
    })
  }
})
