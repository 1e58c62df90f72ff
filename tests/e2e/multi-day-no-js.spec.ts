import { priceDays } from '~/lib/booking-days'
import { formatEuro, formatLongDate } from '~/lib/format'
import { bookableDates } from '../support/booking-dates'
import { firstPriceList } from '../support/price-lists'
import { openAsOwner } from './bookings'
import { expect, fillInvoiceAddress, test } from './fixtures'

/**
 * A request of two dates without JavaScript (docs/decisions/028-multi-day-bookings.md): the
 * calculator always offers one empty date more, "Bereken prijs" adds it, and the request page
 * posts every date.
 */

test('without JavaScript a two-date request from the calculator is confirmed by the owner', async ({
  page,
  visitor,
}) => {
  test.slow()
  const [first, second] = bookableDates(2, 160) as [string, string]
  await visitor.goto(`/tarieven?datum=${first}&personen=6&dagdeel=2`)
  const calculator = visitor.getByRole('form', { name: 'Prijscalculator' })
  await calculator.getByLabel('Datum (datum 2)').fill(second)
  await calculator.getByLabel('Dagdeel (datum 2)').selectOption({ label: 'Ochtend (8.30-12.30 uur)' })
  await calculator.getByText('Ander aantal personen, arrangement of lunch op deze datum').click()
  await calculator.getByLabel('Aantal personen (datum 2)').fill('4')
  await calculator.getByLabel('Arrangement (datum 2)').selectOption({ label: 'Luxe arrangement' })
  await calculator.getByRole('button', { name: 'Bereken prijs' }).click()

  const price = priceDays([
    {
      date: first,
      dayParts: 2,
      numPeople: 6,
      meetingType: 'geen',
      lunchType: 'geen',
      extras: [],
      list: firstPriceList,
    },
    {
      date: second,
      dayParts: 1,
      numPeople: 4,
      meetingType: 'luxe',
      lunchType: 'geen',
      extras: [],
      list: firstPriceList,
    },
  ])
  const summary = visitor.getByRole('complementary', { name: 'Jouw berekening' })
  await expect(summary).toContainText(`2 datums, vanaf ${formatLongDate(first)}`)
  await expect(summary.getByTestId('totaal')).toHaveText(formatEuro(price.totals.totalCents))
  // The next empty date is there to add a third.
  await expect(calculator.getByLabel('Datum (datum 3)')).toHaveValue('')

  await visitor.getByRole('link', { name: 'Boeking aanvragen' }).click()
  const form = visitor.getByRole('form', { name: 'Boeking aanvragen' })
  const overview = visitor.getByRole('complementary', { name: 'Samenvatting' })
  for (const date of [first, second]) await expect(overview).toContainText(new RegExp(formatLongDate(date), 'i'))
  await form.getByLabel('Naam').fill('Noor Zonderjs')
  await form.getByLabel('E-mail').fill('noor.zonderjs@voorbeeld.nl')
  await fillInvoiceAddress(form)
  await form.getByRole('button', { name: 'Boeking aanvragen' }).click()
  await expect(visitor).toHaveURL('/tarieven/aanvraag-ontvangen')

  await openAsOwner(page, 'Noor Zonderjs')
  for (const date of [first, second])
    await expect(page.getByRole('main')).toContainText(new RegExp(formatLongDate(date), 'i'))
  await page.getByRole('link', { name: 'Bevestigen' }).click()
  await page.getByRole('form', { name: 'Boeking bevestigen' }).getByRole('button', { name: 'Versturen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Boeking bevestigd' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(formatEuro(price.totals.totalCents))
})
