import { priceDays } from '~/lib/booking-days'
import { formatEuro, formatLongDate } from '~/lib/format'
import { bookableDates } from '../support/booking-dates'
import { firstPriceList } from '../support/price-lists'
import { confirmAsOwner, openAsOwner } from './bookings'
import { expect, fillInvoiceAddress, test } from './fixtures'
import { linkFromMail } from './mail'

/**
 * A request of two dates from the calculator, with JavaScript (docs/decisions/028-multi-day-bookings.md):
 * the second date gets its own day part and people, the price shows both, and the owner confirms
 * the whole booking.
 */

test('a two-date request from the calculator is confirmed by the owner', async ({ page, visitor }) => {
  test.slow()
  const [first, second] = bookableDates(2, 150) as [string, string]
  const email = 'jurre.tweedaags@voorbeeld.nl'
  await visitor.goto(`/tarieven?datum=${first}&personen=8&dagdeel=1&arrangement=basis`)
  const calculator = visitor.getByRole('form', { name: 'Prijscalculator' })
  await calculator.getByRole('button', { name: 'Datum toevoegen' }).click()
  await calculator.getByLabel('Datum (datum 2)').fill(second)
  await calculator.getByLabel('Dagdeel (datum 2)').selectOption({ label: 'Hele dag (8.30-17.00 uur)' })
  await calculator.getByText('Ander aantal personen, arrangement of lunch op deze datum').click()
  await calculator.getByLabel('Aantal personen (datum 2)').fill('12')

  const price = priceDays([
    {
      date: first,
      dayParts: 1,
      numPeople: 8,
      meetingType: 'basis',
      lunchType: 'geen',
      extras: [],
      list: firstPriceList,
    },
    {
      date: second,
      dayParts: 3,
      numPeople: 12,
      meetingType: 'basis',
      lunchType: 'geen',
      extras: [],
      list: firstPriceList,
    },
  ])
  const summary = visitor.getByRole('complementary', { name: 'Jouw berekening' })
  await expect(summary).toContainText(`2 datums, vanaf ${formatLongDate(first)}`)
  await expect(summary.getByTestId('totaal')).toHaveText(formatEuro(price.totals.totalCents))
  // Each date with its own price excl. btw.
  await expect(summary.getByRole('list', { name: 'Prijs per datum' }).getByRole('listitem')).toHaveText(
    price.days.map(({ calculation }) => new RegExp(`${formatEuro(calculation.subtotalCents)}excl. btw$`)),
  )

  await visitor.getByRole('link', { name: 'Boeking aanvragen' }).click()
  const dialog = visitor.getByRole('dialog', { name: 'Boeking aanvragen' })
  await expect(dialog).toContainText('2 datums')
  await dialog.getByLabel('Naam').fill('Jurre Tweedaags')
  await dialog.getByLabel('E-mail').fill(email)
  await fillInvoiceAddress(dialog)
  await dialog.getByRole('button', { name: 'Boeking aanvragen' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'Aanvraag ontvangen' })).toBeVisible()

  await openAsOwner(page, 'Jurre Tweedaags')
  const main = page.getByRole('main')
  for (const date of [first, second]) await expect(main).toContainText(new RegExp(formatLongDate(date), 'i'))
  await confirmAsOwner(page)

  // The customer's own page shows both dates and the total of both.
  await visitor.goto(await linkFromMail(page, email, /^Bevestiging van je boeking/, '/mijn-boeking'))
  for (const date of [first, second])
    await expect(visitor.getByRole('main')).toContainText(new RegExp(formatLongDate(date), 'i'))
  await expect(visitor.getByRole('main')).toContainText(formatEuro(price.totals.totalCents))
})
