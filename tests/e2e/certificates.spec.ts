import { execFileSync } from 'node:child_process'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import {
  axeViolations,
  expect,
  openSignedIn,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  staffCookie,
  test,
  waitForHydration,
  waitForReadingModule,
} from './fixtures'
import { hashPassword } from '~/staff/accounts/server/passwords.server'
import type { RunningServer } from './server-process'
import { addEditor, istDay } from './seed'

// Staff issue certificates at /staff/certificates (one, or a CSV batch) and revoke them; anyone verifies one at /verify
// by its link or ID, downloads its PDF and adds it to LinkedIn. On the worker's staff server (`staffServer` in
// tests/e2e/fixtures.ts): it reads only the certificates it issues, by their IDs and holders' names and emails, and is
// the only file there that looks up /verify, whose look-ups its last test uses up for this address.

let server: RunningServer
let dataDir: string
let issuedId = ''

async function signIn(page: Page) {
  await openSignedIn(page, server.origin, '/staff/certificates', STAFF_PASSWORD)
  await expect(page).toHaveURL(`${server.origin}/staff/certificates`)
  await waitForHydration(page)
}

async function publicPage(pathname: string) {
  const response = await fetch(`${server.origin}${pathname}`)
  return { status: response.status, cache: response.headers.get('x-page-cache'), html: await response.text() }
}

/** India's calendar day `days` from now ('YYYY-MM-DD'). */

test.describe('certificates', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(({ staffServer }) => {
    ;({ server, dataDir } = staffServer)
  })

  test('staff issue a certificate; a recruiter verifies it by its ID, downloads the PDF and sees the LinkedIn link', async ({
    page,
    browser,
  }) => {
    test.slow() // staff page, public pages in a second browser, a PDF read back
    await signIn(page)
    await page.getByRole('button', { name: 'Issue certificate' }).click()
    await expect(page.getByRole('alert')).toHaveText('Nothing was issued. Please correct the fields marked below.')
    await expect(page.getByLabel('Graduate’s full name')).toHaveAccessibleDescription(/Enter the graduate’s full name/)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    await page.getByLabel('Graduate’s full name').fill('Priya Raman')
    await page.getByLabel('Graduate’s email').fill('priya.raman@example.com')
    await page.getByLabel('Course', { exact: true }).selectOption({ label: 'Frontend Development Bootcamp' })
    await page.getByLabel('Completion date').fill(istDay(-3))
    await page.getByLabel('Approving mentor').fill('Arjun Menon')
    await page.getByLabel('Grade (optional)').fill('Distinction')
    await page.getByLabel('Project 1 title (optional)').fill('Kanban task board')
    await page.getByLabel('Project 1 link (optional)').fill('https://github.com/priya-raman/kanban')
    await page.getByRole('button', { name: 'Issue certificate' }).click()
    const status = page.getByRole('status')
    await expect(status).toContainText('issued. The graduate’s mail is in the outbox.')
    issuedId = /RW(?:-[0-9A-Z]{4}){4}/.exec((await status.textContent()) ?? '')![0]
    await expect(page.getByRole('listitem').filter({ hasText: issuedId })).toContainText('Priya Raman')

    // A recruiter, without the staff cookie, types the ID the lazy way: lower case, no dashes.
    const recruiter = await browser.newPage()
    await recruiter.goto(`${server.origin}/verify`)
    await waitForReadingModule(recruiter)
    await recruiter.getByLabel('Certificate ID').fill(issuedId.replaceAll('-', '').toLowerCase())
    await recruiter.getByRole('button', { name: 'Verify' }).click()
    await expect(recruiter).toHaveURL(`${server.origin}/verify/${issuedId}`)
    await expect(recruiter.getByRole('heading', { level: 1 })).toHaveText('Priya Raman: Frontend Development Bootcamp')
    await expect(recruiter.getByText('Valid', { exact: true })).toBeVisible()
    await expect(recruiter.getByText('Arjun Menon')).toBeVisible()
    await expect(recruiter.getByRole('link', { name: 'Kanban task board' })).toHaveAttribute(
      'href',
      'https://github.com/priya-raman/kanban',
    )
    // after the page transition's fade, which axe would read as faint text
    await recruiter.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    expect(await axeViolations(recruiter)).toEqual([])

    const linkedIn = new URL((await recruiter.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href'))!)
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add')
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: 'Frontend Development Bootcamp',
      organizationName: 'RealWork Technologies',
      issueYear: String(Number(istDay(-3).slice(0, 4))),
      issueMonth: String(Number(istDay(-3).slice(5, 7))),
      certId: issuedId,
      certUrl: `https://realworktech.in/verify/${issuedId}`,
    })

    const download = recruiter.waitForEvent('download')
    await recruiter.getByRole('link', { name: 'Download the certificate (PDF)' }).click()
    const file = await (await download).path()
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    expect(text).toContain('Priya Raman')
    expect(text).toContain(issuedId)
    await recruiter.close()

    // The page is served from the page cache, kept out of search engines (no consent given), with its credential. The
    // recruiter's look-up above loaded it as a document (the verify pages are read without React, decision 031), which
    // put it in the cache: both answers come from there.
    const first = await publicPage(`/verify/${issuedId}`)
    const again = await publicPage(`/verify/${issuedId}`)
    expect([first.cache, again.cache]).toEqual(['HIT', 'HIT'])
    expect(again.html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(again.html).toContain('"@type":"EducationalOccupationalCredential"')
    expect(again.html).not.toContain('priya.raman@example.com')
    // The holder agrees later to be listed: one click, and the page loses its noindex at once.
    const staffRow = page.getByRole('listitem').filter({ hasText: issuedId })
    await expect(staffRow).toContainText('Hidden from search engines')
    await staffRow.getByRole('button', { name: /^The holder agreed: list it/ }).click()
    await expect(page.getByRole('status')).toContainText('search engines may now list its verification page')
    const listed = await publicPage(`/verify/${issuedId}`)
    expect(listed.cache).toBe('MISS')
    expect(listed.html).not.toContain('noindex')

    // Its share image is its own, with the holder's name and course.
    const image = /<meta property="og:image" content="https:\/\/realworktech\.in([^"]+)"/.exec(again.html)?.[1]
    expect(image).toBe(`/verify/${issuedId}/share.png`)
    const png = await fetch(`${server.origin}${image}`)
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png'])

    // On a 390 px phone the page fits, the actions stacked.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await phone.goto(`${server.origin}/verify/${issuedId}`)
    await waitForReadingModule(phone)
    await expect(phone.getByRole('link', { name: 'Add to LinkedIn' })).toBeVisible()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phone.close()
  })

  test('an owner revokes it with a reason: the verify page and the PDF say so at once, the audit log says who and why', async ({
    page,
  }) => {
    expect((await publicPage(`/verify/${issuedId}`)).cache).toBe('HIT') // cached before the revocation
    await signIn(page)
    const row = page.getByRole('listitem').filter({ hasText: issuedId })
    await row.getByText('Revoke: Priya Raman').click()
    await row
      .getByLabel('Reason (shown on the verification page)')
      .fill('Issued in error: the final project was not approved.')
    await row.getByRole('button', { name: 'Revoke certificate' }).click()
    await expect(page.getByRole('status')).toHaveText(
      `Certificate ${issuedId} revoked. Its verification page says so now.`,
    )

    const after = await publicPage(`/verify/${issuedId}`)
    expect(after.cache).toBe('MISS')
    expect(after.html).toContain('Revoked on')
    expect(after.html).toContain('Issued in error: the final project was not approved.')
    expect(after.html).not.toContain('linkedin.com/profile/add')
    const pdf = await fetch(`${server.origin}/verify/${issuedId}/certificate.pdf`)
    expect(pdf.status).toBe(410)

    await page.goto(`${server.origin}/staff/audit`)
    const entry = page.getByRole('listitem').filter({ hasText: 'Revoked a certificate' }).first()
    await expect(entry).toContainText(STAFF_EMAIL)
    await expect(entry).toContainText('Issued in error')
  })

  test('a CSV batch with a bad row issues nothing and names the row; corrected, it issues every row', async ({
    page,
  }) => {
    await signIn(page)
    const upload = async (csv: string) => {
      await page
        .getByLabel('CSV file', { exact: true })
        .setInputFiles({ name: 'cohort.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await page.getByRole('button', { name: 'Check and issue the batch' }).click()
    }
    const header = 'name,email,course,completed_on,mentor,grade,project1_title,project1_url,searchable'
    const good = [
      `Meera Iyer,meera.iyer@example.com,typescript,${istDay(-10)},Arjun Menon,A,,,yes`,
      `"Ravi Kumar, Jr.",ravi.kumar@example.com,Data Science Bootcamp,${istDay(-10)},Sana Qureshi,,,,no`,
    ]
    await upload(
      [header, good[0], `Kiran Das,kiran@,Underwater Basket Weaving,${istDay(-10)},Arjun Menon,,,,`, good[1]].join(
        '\n',
      ),
    )
    await expect(page.getByRole('alert')).toHaveText('Nothing was issued: 1 of 3 rows needs correcting.')
    const rows = page.getByRole('heading', { name: 'Rows to correct' }).locator('..')
    await expect(rows).toContainText('Row 3:')
    await expect(rows).toContainText('email: Enter a valid email address')
    await expect(rows).toContainText('course: Choose a bootcamp or crash course from the catalogue.')
    await expect(page.getByText('Meera Iyer')).toHaveCount(0)
    expect(await axeViolations(page, page.getByRole('main'))).toEqual([])

    await upload([header, ...good].join('\n'))
    await expect(page.getByRole('status')).toHaveText('2 certificates issued; each graduate’s mail is in the outbox.')
    const meera = page.getByRole('listitem').filter({ hasText: 'Meera Iyer' })
    const id = /RW(?:-[0-9A-Z]{4}){4}/.exec((await meera.textContent()) ?? '')![0]
    // Meera agreed to be listed: her page may be indexed.
    const { html } = await publicPage(`/verify/${id}`)
    expect(html).toContain('Meera Iyer: TypeScript')
    expect(html).not.toContain('noindex')
  })

  test('a CSV batch whose fields hold NUL and other control characters issues its rows without them (issue 37)', async ({
    page,
  }) => {
    await signIn(page)
    const csv = [
      'name,email,course,completed_on,mentor,grade',
      `Nul\u0000 Bai\u0007,nul.bai@example.com,typescript,${istDay(-10)},Arjun\u0000 Menon,A\u001b`,
      `Tab\tKumar,tab.kumar@example.com,typescript\u0000,${istDay(-10)},Sana Qureshi\u007f,`,
    ].join('\n')
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'nul.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Check and issue the batch' }).click()
    await expect(page.getByRole('status')).toHaveText('2 certificates issued; each graduate’s mail is in the outbox.')
    const db = new Database(path.join(dataDir, 'site.db'), { readonly: true })
    try {
      const rows = db
        .prepare(
          "select holder_name, mentor, grade from certificates where email in ('nul.bai@example.com', 'tab.kumar@example.com') order by email",
        )
        .all()
      expect(rows).toEqual([
        { holder_name: 'Nul Bai', mentor: 'Arjun Menon', grade: 'A' },
        { holder_name: 'Tab Kumar', mentor: 'Sana Qureshi', grade: null },
      ])
    } finally {
      db.close()
    }
  })

  test('an editor cannot revoke: no revoke control, and a forged revoke is refused', async ({ page }) => {
    const password = 'certificates-editor-password'
    const email = addEditor(dataDir, await hashPassword(password))
    await openSignedIn(page, server.origin, '/staff/certificates', password, email)
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible()
    const meera = page.getByRole('listitem').filter({ hasText: 'Meera Iyer' })
    await expect(meera).toContainText('Valid')
    await expect(meera.getByText(/^Revoke/)).toHaveCount(0)

    const id = /RW(?:-[0-9A-Z]{4}){4}/.exec((await meera.textContent()) ?? '')![0]
    const cookie = await staffCookie(server.origin, password, { email })
    const forged = await fetch(`${server.origin}/staff/certificates`, {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams({ intent: 'revoke', id, reason: 'An editor tried' }),
      redirect: 'manual',
    })
    expect(forged.status).toBe(403)
    expect((await publicPage(`/verify/${id}`)).html).not.toContain('An editor tried')
  })

  test('an unknown ID gets a helpful 404, a malformed one a message, and look-ups are limited per address', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${server.origin}/verify`)
    await page.getByLabel('Certificate ID').fill('RW-1234')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('That is not a certificate ID.')).toBeVisible()
    await page.getByLabel('Certificate ID').fill('RW-0000-0000-0000-0000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No certificate has this ID')
    await context.close()
    const scripted = await browser.newPage()
    const response = await scripted.goto(`${server.origin}/verify/RW-0000-0000-0000-0001`)
    expect(response?.status()).toBe(404)
    await waitForReadingModule(scripted)
    await expect(scripted.getByLabel('Certificate ID')).toBeVisible()
    expect(await axeViolations(scripted)).toEqual([])
    await scripted.close()

    let status = 0
    for (let i = 0; i < 40 && status !== 429; i++)
      status = (await publicPage(`/verify/RW-0000-0000-0000-00${String(i).padStart(2, '0')}`)).status
    expect(status).toBe(429)
    expect((await publicPage('/verify/RW-0000-0000-0000-0099')).html).toContain('Too many look-ups')
  })
})
