import { expect, type Page } from '@playwright/test'

/**
 * The link to `path` in the newest mail to `to` whose subject matches: read as the owner reads
 * mail in the local default, in /admin (the page must be logged in). Returns the path and query,
 * so the link opens on the test server whatever SITE_URL says.
 */
export async function linkFromMail(page: Page, to: string, subject: RegExp, path: string): Promise<string> {
  await page.goto(`/admin?tab=mail&q=${encodeURIComponent(to)}`)
  await page.getByRole('link', { name: subject }).first().click()
  const text = (await page.locator('pre').textContent()) ?? ''
  const link = text.match(/https?:\/\/\S+/g)?.find((href) => new URL(href).pathname === path)
  expect(link, `a link to ${path} in the mail "${subject}" to ${to}`).toBeTruthy()
  const url = new URL(link ?? '')
  return `${url.pathname}${url.search}`
}
