import { formatEuro } from '~/lib/format'
import { bookableDate } from '../support/booking-dates'
import { expect, login, test } from './fixtures'

/**
 * The owner raises the half-day price from a date far ahead (docs/decisions/036-the-offer-as-data.md),
 * previews it and publishes; a visitor sees the new price for a date from then on and the old price
 * the day before. It runs in a project of its own after every other journey (playwright.config.ts),
 * so none meets the new list; `npx playwright test tests/e2e/prices.spec.ts --no-deps` runs it
 * alone. Without JavaScript the same page is driven in tests/integration/price-lists.test.ts.
 */
test('the owner raises the half-day price from a date ahead; the calculator prices each date by its list', async ({
  page,
  visitor,
}) => {
  const from = bookableDate(160)
  const before = bookableDate(150)
  await login(page, '/admin/prijzen')
  const form = page.getByRole('region', { name: 'Nieuwe prijslijst' })
  await form.getByLabel('Geldt voor bijeenkomsten vanaf').fill(from)
  await form.getByLabel('Dagdeel (ochtend of middag)').fill('185,00')
  await form.getByRole('button', { name: 'Bekijk voorbeeld' }).click()
  const preview = form.getByRole('status').filter({ hasText: 'Voorbeeld' })
  // Ochtend, 8 people, basisarrangement: the room at 175,00 now and at 185,00 from then on.
  await expect(preview).toContainText(formatEuro(17_500 + 3_675 + 6_000 + 540))
  await expect(preview).toContainText(formatEuro(18_500 + 3_885 + 6_000 + 540))
  await form.getByRole('button', { name: 'Publiceren' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'De prijslijst is gepubliceerd.' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: /^Tarieven 20\d\d$/ })).toBeVisible()

  const morning = (date: string) => `/tarieven?datum=${date}&dagdeel=1&personen=8&arrangement=basis`
  await visitor.goto(morning(from))
  const summary = visitor.getByRole('complementary', { name: 'Jouw berekening' })
  await expect(summary).toContainText(formatEuro(18_500))
  await visitor.goto(morning(before))
  await expect(summary).toContainText(formatEuro(17_500))
  await expect(visitor.getByText(/^Voor bijeenkomsten vanaf .* gelden nieuwe prijzen/)).toBeVisible()
})
