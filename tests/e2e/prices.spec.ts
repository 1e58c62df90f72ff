import { formatEuro } from '~/lib/format'
import { bookableDate } from '../support/booking-dates'
import { readPdf } from '../support/pdf'
import { expect, login, test } from './fixtures'

/**
 * The owner raises the half-day price, adds a borrel and stops the luxe lunch from a date far ahead
 * (docs/decisions/036-the-offer-as-data.md), previews it and publishes; a visitor sees the new price
 * and the borrel for a date from then on, and in the quote's PDF, and neither the day before. It
 * runs in a project of its own after every other journey (playwright.config.ts), so none meets the
 * new list; `npx playwright test tests/e2e/prices.spec.ts --no-deps` runs it alone. Without
 * JavaScript the same page is driven in tests/integration/price-lists.test.ts and extras.test.ts.
 */
test('the owner raises a price, adds a borrel and stops a lunch from a date ahead; the calculator follows', async ({
  page,
  visitor,
}) => {
  const from = bookableDate(160)
  const before = bookableDate(150)
  await login(page, '/admin/prijzen')
  const form = page.getByRole('region', { name: 'Nieuwe prijslijst' })
  await form.getByLabel('Geldt voor bijeenkomsten vanaf').fill(from)
  await form.getByLabel('Dagdeel (ochtend of middag)').fill('185,00')
  // A borrel at 21 %, new in this list.
  await form.getByLabel('Naam – nieuwe extra 1').fill('Borrel')
  await form.getByLabel('Prijs excl. btw – nieuwe extra 1').fill('12,50')
  await form.getByLabel('Btw – nieuwe extra 1', { exact: true }).selectOption('21')
  // The luxe lunch stops from the same date.
  await form.getByLabel('Naam – Luxe lunch').fill('')
  await form.getByRole('button', { name: 'Bekijk voorbeeld' }).click()
  const preview = form.getByRole('status').filter({ hasText: 'Voorbeeld' })
  // Ochtend, 8 people, basisarrangement: the room at 175,00 now and at 185,00 from then on.
  await expect(preview).toContainText(formatEuro(17_500 + 3_675 + 6_000 + 540))
  await expect(preview).toContainText(formatEuro(18_500 + 3_885 + 6_000 + 540))
  // Ochtend, 12 people, basisarrangement and borrel: new, so only its new price.
  const borrelRow = preview.getByRole('row', { name: /borrel/ }).getByRole('cell')
  await expect(borrelRow).toHaveText([
    'ochtend (8.30-12.30 uur), 12 personen, basisarrangement, borrel',
    'nieuw',
    formatEuro(18_500 + 9_000 + 15_000 + 7_035 + 810),
  ])
  await form.getByRole('button', { name: 'Publiceren' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'De prijslijst is gepubliceerd.' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: /^Tarieven 20\d\d$/ })).toBeVisible()

  const morning = (date: string) => `/tarieven?datum=${date}&dagdeel=1&personen=8&arrangement=basis`
  await visitor.goto(morning(from))
  const summary = visitor.getByRole('complementary', { name: 'Jouw berekening' })
  await expect(summary).toContainText(formatEuro(18_500))
  // The borrel, from the same date: 8 × 12,50 at 21 %, in the breakdown and in the quote's PDF.
  await visitor.getByRole('checkbox', { name: /^Borrel/ }).check()
  const borrel = 8 * 1_250
  const total = 18_500 + borrel + 6_000 + Math.round((18_500 + borrel) * 0.21) + 540
  await expect(summary).toContainText('Borrel')
  await expect(summary.getByTestId('totaal')).toHaveText(formatEuro(total))
  const pdf = await visitor.request.get(
    (await summary.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '',
  )
  const { text } = await readPdf(await pdf.body())
  expect(text).toContain('Borrel')
  expect(text).toContain(`Btw 21 % over ${formatEuro(18_500 + borrel)}`)

  // Another date under the list without the borrel: the borrel is no longer chosen, nor offered.
  await visitor.getByLabel('Datum', { exact: true }).fill(before)
  await expect(summary.getByTestId('totaal')).toHaveText(formatEuro(17_500 + 3_675 + 6_000 + 540))
  await expect(visitor.getByRole('checkbox', { name: /^Borrel/ })).toHaveCount(0)

  await visitor.goto(morning(before))
  await expect(summary).toContainText(formatEuro(17_500))
  await expect(visitor.getByText(/^Voor bijeenkomsten vanaf .* gelden nieuwe prijzen/)).toBeVisible()
  await expect(visitor.getByRole('checkbox', { name: /^Borrel/ })).toHaveCount(0)

  // The luxe lunch, chosen for a date before it stops: another date from then on no longer has it.
  await visitor.getByRole('radio', { name: /^Luxe lunch/ }).check()
  await expect(summary).toContainText('Luxe lunch')
  await visitor.getByLabel('Datum', { exact: true }).fill(from)
  await expect(visitor.getByRole('radio', { name: /^Luxe lunch/ })).toHaveCount(0)
  await expect(summary.getByTestId('totaal')).toHaveText(formatEuro(18_500 + 3_885 + 6_000 + 540))
})
