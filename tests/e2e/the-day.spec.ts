import type { Locator, Page } from '@playwright/test'
import { amsterdamInstant } from '~/lib/availability'
import { addDays } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { bookableDate } from '../support/booking-dates'
import { readPdf } from '../support/pdf'
import { confirmAsOwner, openAsOwner } from './bookings'
import { expect, fillInvoiceAddress, severeViolations, test } from './fixtures'
import { linkFromMail } from './mail'

/**
 * The day itself in Chromium, with JavaScript (docs/decisions/043-the-day-sheet-and-the-catering-order.md,
 * 045-dieetwensen.md, 044-the-thank-you.md): a request with dietary needs, changed on the customer's
 * page; the owner's day sheet and catering order (its CSV parsed, its PDF read); a booking too near
 * for the customer to change them, changed by the owner; the morning mail and the thank-you from the
 * cron. It runs the cron days ahead, so it runs after the other journeys (playwright.config.ts).
 */

/** The visitor asks for a booking in the calculator's dialog, with these dietary needs. */
async function requestWithDiet(visitor: Page, search: string, who: { name: string; email: string }, diet: string[][]) {
  await visitor.goto(`/tarieven?${search}`)
  await visitor.getByRole('link', { name: 'Boeking aanvragen' }).click()
  const dialog = visitor.getByRole('dialog', { name: 'Boeking aanvragen' })
  await dialog.getByLabel('Naam').fill(who.name)
  await dialog.getByLabel('E-mail').fill(who.email)
  await fillInvoiceAddress(dialog)
  await dialog.getByText('Dieetwensen (niet verplicht)').click()
  for (const [label = '', value = ''] of diet) await dialog.getByLabel(label, { exact: true }).fill(value)
  await dialog.getByRole('button', { name: 'Boeking aanvragen' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'Aanvraag ontvangen' })).toBeVisible()
}

/** The text of the newest mail whose address or subject matches `query` and whose subject matches `subject`. */
async function mailText(page: Page, query: string, subject: RegExp): Promise<string> {
  await page.goto(`/admin?tab=mail&q=${encodeURIComponent(query)}`)
  await page.getByRole('link', { name: subject }).first().click()
  return (await page.locator('pre').textContent()) ?? ''
}

const field = (region: Locator, label: string) => region.getByLabel(label, { exact: true })

test('dieetwensen from the request to the caterer, the morning mail and the thank-you', async ({ page, visitor }) => {
  test.setTimeout(150_000) // two bookings, two browsers, the cron twice
  const date = bookableDate(45)
  const anna = { name: 'Anna Dagblad', email: 'anna.dagblad@voorbeeld.nl' }
  await requestWithDiet(visitor, `datum=${date}&personen=12&dagdeel=3&arrangement=basis&lunch=basis`, anna, [
    ['Vegetarisch', '3'],
    ['Glutenvrij', '1'],
    ['Toelichting', 'Eén gast mag geen selderij'],
  ])
  await openAsOwner(page, anna.name)
  await expect(page.getByRole('definition').filter({ hasText: '3 vegetarisch, 1 glutenvrij' })).toBeVisible()
  await confirmAsOwner(page)

  // The customer adds two halal guests on their page, weeks before the date.
  await visitor.goto(await linkFromMail(page, anna.email, /^Bevestiging van je boeking/, '/mijn-boeking'))
  const diet = visitor.getByRole('region', { name: 'Dieetwensen' })
  await expect(field(diet, 'Vegetarisch')).toHaveValue('3')
  await field(diet, 'Halal').fill('2')
  await diet.getByRole('button', { name: 'Dieetwensen opslaan' }).click()
  await expect(visitor.getByRole('status')).toContainText('Je dieetwensen zijn opgeslagen.')
  const all = '3 vegetarisch, 1 glutenvrij, 2 halal; Eén gast mag geen selderij'
  await expect(visitor.getByRole('definition').filter({ hasText: all })).toBeVisible()
  expect(await severeViolations(visitor)).toEqual([])

  // The owner's day sheet and the caterer's order say them, on a phone too.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/admin/dag/${date}`)
  await expect(page.getByRole('article').filter({ hasText: anna.name })).toContainText(all)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await severeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/admin/catering?van=${date}&tot=${date}`)
  await expect(page.getByText('Basislunch: 12 (waarvan 3 vegetarisch, 1 glutenvrij, 2 halal)')).toBeVisible()
  const csv = await (await page.request.get(`/admin/catering/bestelling.csv?van=${date}&tot=${date}`)).text()
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'))
  const header = rows[0] ?? []
  const lunch = rows.find((row) => row[1] === 'Basislunch') ?? []
  const column = (name: string) => lunch[header.indexOf(name)]
  expect([column('Aantal'), column('Vegetarisch'), column('Glutenvrij'), column('Halal')]).toEqual([
    '12',
    '3',
    '1',
    '2',
  ])
  expect(column('Toelichting dieet')).toBe('Eén gast mag geen selderij')
  const pdf = await page.request.get(`/admin/catering/bestelling.pdf?van=${date}&tot=${date}`)
  expect((await readPdf(await pdf.body())).text).toContain(`Dieetwensen: ${all}`)

  // A booking three days ahead: past the customer's term, so only the owner changes its needs.
  const near = bookableDate(3)
  const bram = { name: 'Bram Dagblad', email: 'bram.dagblad@voorbeeld.nl' }
  await requestWithDiet(visitor, `datum=${near}&personen=6&dagdeel=2&arrangement=basis&lunch=basis`, bram, [
    ['Vegetarisch', '1'],
  ])
  await openAsOwner(page, bram.name)
  await confirmAsOwner(page)
  await visitor.goto(await linkFromMail(page, bram.email, /^Bevestiging van je boeking/, '/mijn-boeking'))
  await expect(visitor.getByRole('definition').filter({ hasText: '1 vegetarisch' })).toBeVisible()
  await expect(visitor.getByRole('button', { name: 'Dieetwensen opslaan' })).toHaveCount(0)
  await openAsOwner(page, bram.name)
  const owned = page.getByRole('region', { name: 'Dieetwensen' })
  await field(owned, 'Veganistisch').fill('1')
  await owned.getByRole('button', { name: 'Dieetwensen opslaan' }).click()
  await expect(page.getByText('De dieetwensen zijn opgeslagen en de klant is gemaild.')).toBeVisible()
  expect(await mailText(page, bram.email, /^Dieetwensen aangepast/)).toContain('1 vegetarisch, 1 veganistisch')

  // At 7.00 on the day the owner gets the day sheet; the day after, the customer the thank-you, once.
  const cron = async (day: string) =>
    expect((await page.request.get(`/cdn-cgi/handler/scheduled?time=${amsterdamInstant(day, '07:00')}`)).status()).toBe(
      200,
    )
  await cron(near)
  const sheet = await mailText(page, 'Dagblad', new RegExp(`^Dagblad ${formatLongDate(near)}`))
  expect(sheet).toContain(bram.name)
  expect(sheet).toContain('Dieetwensen: 1 vegetarisch, 1 veganistisch')
  await cron(addDays(near, 1))
  await cron(addDays(near, 1))
  await page.goto(`/admin?tab=mail&q=${encodeURIComponent(bram.email)}`)
  await expect(page.getByRole('link', { name: /^Bedankt voor je bezoek/ })).toHaveCount(1)
})
