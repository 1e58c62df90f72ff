import { formatEuro } from '~/lib/format'
import { bookableDate } from '../support/booking-dates'
import { firstPriceList } from '../support/price-lists'
import { expect, fillInvoiceAddress, login, test } from './fixtures'
import { linkFromMail } from './mail'
import { mollieSays, payOpenInvoiceByIdeal, refundsAtMollie, webhook } from './mollie'

/**
 * One agreement per booking (docs/decisions/040-one-agreement-per-booking.md), in Chromium: a
 * visitor mails themselves a quote under this year's list; the owner publishes a dearer list for
 * that date and sets accepted quotes to be confirmed at once; the customer accepts the quote from
 * its mail at the quoted price, is booked at once and pays the aanbetaling by iDEAL in the same
 * visit; then the venue has to cancel, and everything goes back through Mollie. The quote's
 * acceptance a week later (the clock moved on) is tests/integration/quote-acceptance.test.ts. It
 * publishes lists and switches the owner's setting, so it runs after every other journey
 * (playwright.config.ts); `npx playwright test tests/e2e/quote-acceptance.spec.ts --no-deps` runs it alone.
 */
test('a quote accepted online at its price though a dearer list came since, paid at once, cancelled by us', async ({
  page,
  visitor,
}) => {
  test.slow()
  // This year's list, for a date of its own: a list published later of the same date wins.
  const date = bookableDate(60)
  const { id: _, ...list } = firstPriceList
  const terms = { ...list.terms, depositPercent: 30, depositTermDays: 7, balanceDaysBefore: 14 }
  await login(page)
  const publish = async (draft: typeof list) =>
    expect((await page.request.post('/api/admin/prices', { data: draft })).status()).toBe(201)
  await publish({ ...list, name: 'Voorjaarstarieven', validFrom: date, terms })

  // The visitor mails themselves a quote: ochtend, 8 people, basisarrangement.
  const email = 'floor.offerte@voorbeeld.nl'
  const quoted = formatEuro(27_715)
  await visitor.goto(`/tarieven?datum=${date}&personen=8&dagdeel=1&arrangement=basis`)
  await visitor.getByRole('link', { name: 'Offerte per e-mail' }).click()
  const dialog = visitor.getByRole('dialog', { name: 'Offerte per e-mail' })
  await expect(dialog).toContainText(quoted)
  await dialog.getByLabel('Naam').fill('Floor Visser')
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByRole('button', { name: 'Mail mij de offerte' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'Offerte verzonden' })).toBeVisible()

  // The owner raises the room's price for that date, and confirms accepted quotes at once from now on.
  const room = { ...list.room, halfDayCents: list.room.halfDayCents + 5_000 }
  await publish({ ...list, name: 'Voorjaarstarieven, duurder', validFrom: date, room, terms })
  await page.goto('/admin/prijzen')
  await page.getByRole('button', { name: 'Voortaan meteen bevestigen' }).click()
  await expect(page.getByRole('button', { name: 'Voortaan zelf bevestigen' })).toBeVisible()

  try {
    // The customer opens the quote from its mail: the quoted price, the aanbetaling, the terms.
    await visitor.goto(await linkFromMail(page, email, /^Je offerte/, '/offerte'))
    const summary = visitor.getByRole('complementary', { name: 'Je offerte' })
    await expect(summary).toContainText(quoted)
    await expect(visitor.getByRole('region', { name: 'Betalen' })).toContainText('aanbetaling van 30 %')
    await expect(visitor.getByText(/geen wettelijke bedenktijd/)).toBeVisible()
    const accept = visitor.getByRole('form', { name: 'Offerte accepteren' })
    await expect(accept.getByLabel('Naam')).toHaveValue('Floor Visser')
    await fillInvoiceAddress(accept)
    await accept
      .getByRole('button', { name: 'Offerte accepteren en definitief boeken (met betalingsverplichting)' })
      .click()
    await expect(visitor.getByRole('status')).toContainText('Je hebt de offerte geaccepteerd: je boeking is bevestigd.')
    await expect(visitor.getByRole('definition').filter({ hasText: /^Bevestigd$/ })).toBeVisible()
    // At the quote's price, not the dearer list's; the aanbetaling is paid in the same visit.
    const invoices = visitor.getByRole('region', { name: 'Facturen' })
    await expect(invoices).toContainText(/Voorschotfactuur \d{4}-\d{4}/)
    const customerLink = visitor.url().replace(/&melding=[^&]+/, '')
    const payment = await payOpenInvoiceByIdeal(visitor, /^Voorschotfactuur/)
    await visitor.goto(customerLink)
    await expect(invoices).toContainText('betaald')

    // The owner sees where the booking came from, and has to cancel it: no costs, all of it back.
    await page.goto('/admin?tab=boekingen')
    await page.getByRole('link', { name: 'Floor Visser' }).first().click()
    await expect(page.getByText(/^Uit offerte/)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Gegevens' })).toContainText(quoted)
    await page.getByRole('button', { name: 'Annuleren door ons' }).click()
    const cancel = page.getByRole('dialog', { name: 'Wij annuleren de boeking' })
    await cancel
      .getByLabel('Waarom annuleren we? (de klant leest dit in de mail)')
      .fill('Door een lekkage is de ruimte die week niet te gebruiken.')
    await cancel.getByRole('button', { name: 'Versturen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'geannuleerd' })).toBeVisible()
    // The cron sends the iDEAL part back through Mollie within a minute; Mollie pays it out.
    expect((await page.request.get('/cdn-cgi/handler/scheduled')).status()).toBe(200)
    const [refund] = await refundsAtMollie(page.request, [payment])
    expect(refund?.amount.value).toBe((8_315 / 100).toFixed(2))
    await mollieSays(page.request, '/__refund-status', { id: refund?.id ?? '', status: 'refunded' })
    await webhook(page.request, payment)
    await visitor.goto(customerLink)
    await expect(
      visitor.getByRole('definition').filter({ hasText: 'Geannuleerd door ons, zonder kosten' }),
    ).toBeVisible()
    await expect(invoices).toContainText(/We hebben €\s?83,15 teruggestort\./)
    await expect(visitor.getByRole('region', { name: 'Een andere datum?' })).toBeVisible()
  } finally {
    await page.goto('/admin/prijzen')
    await page.getByRole('button', { name: 'Voortaan zelf bevestigen' }).click()
    await expect(page.getByRole('button', { name: 'Voortaan meteen bevestigen' })).toBeVisible()
  }
})
