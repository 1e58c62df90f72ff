import { addDays, isoWeekday } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { bookableDate } from '../support/booking-dates'
import { expect, login, test } from './fixtures'

/**
 * The owner links their own calendar (docs/decisions/035-the-owners-own-calendar.md): its busy
 * morning is taken on the website, named in the owner's calendar, and a visitor cannot request it,
 * with JavaScript and without. The calendar is the fake one that playwright.config.ts serves on the
 * one http origin .dev.vars allows. One journey: the owner's calendars are read together, so two at
 * once would each read the other's.
 */
test('the owner links their own calendar; its busy morning is taken on the website', async ({
  page,
  visitor,
  browser,
  baseURL,
}) => {
  // A Monday far ahead that no other journey books.
  const start = bookableDate(120)
  const date = addDays(start, (8 - isoWeekday(start)) % 7)
  const label = 'Privé'
  const withoutJavaScript = await (await browser.newContext({ javaScriptEnabled: false, baseURL })).newPage()

  await login(page, '/admin/kalender')
  const section = page.getByRole('region', { name: 'Je eigen agenda' })
  await section.getByLabel('Naam').fill(label)
  await section.getByLabel('Geheim iCal-adres').fill(`http://127.0.0.1:8797/werkoverleg.ics?datum=${date}`)
  await section.getByRole('button', { name: 'Agenda koppelen' }).click()
  await expect(section.getByRole('status')).toContainText('De agenda is toegevoegd')
  await expect(section).toContainText(`${label}`)
  await expect(section).toContainText('1 afspraak in de komende maanden')
  // The address does not stay in the field.
  await expect(section.getByLabel('Geheim iCal-adres')).toHaveValue('')

  await page.goto(`/admin/kalender?week=${date}`)
  await expect(page.getByRole('link', { name: new RegExp(`${label}: Werkoverleg`) }).first()).toBeVisible()

  // The visitor: /boeken shows the morning taken and the afternoon free, and the request says so at the date.
  await visitor.goto(`/boeken?datum=${date}`)
  await expect(visitor.locator('[aria-current="date"]')).toContainText('ochtend bezet, middag vrij')
  await visitor.goto(`/tarieven/aanvragen?soort=boeking&datum=${date}&personen=8&dagdeel=1`)
  await expect(visitor.getByText(`De ochtend van ${formatLongDate(date)} is al bezet.`)).toBeVisible()
  await expect(visitor.getByText('Werkoverleg')).toHaveCount(0)
  await visitor.goto(`/tarieven/aanvragen?soort=boeking&datum=${date}&personen=8&dagdeel=2`)
  await expect(visitor.getByText('is al bezet')).toHaveCount(0)
  // Without JavaScript the request is refused on the server, and says why.
  await withoutJavaScript.goto(`/tarieven/aanvragen?soort=boeking&datum=${date}&personen=7&dagdeel=1`)
  await expect(withoutJavaScript.getByText(`De ochtend van ${formatLongDate(date)} is al bezet.`)).toBeVisible()

  // Removed, the morning is free again (a page not yet in the edge cache: a cached one keeps its
  // answer for its own lifetime, docs/decisions/035-the-owners-own-calendar.md).
  await page.goto('/admin/kalender')
  await section.getByRole('button', { name: `${label} verwijderen` }).click()
  await expect(section.getByRole('status')).toContainText('De agenda is verwijderd')
  await visitor.goto(`/tarieven/aanvragen?soort=boeking&datum=${date}&personen=9&dagdeel=1`)
  await expect(visitor.getByText('is al bezet')).toHaveCount(0)
  await withoutJavaScript.context().close()
})
