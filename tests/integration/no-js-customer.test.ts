/**
 * The optie without JavaScript (ADR 026): the owner's forms and the customer's page from the link
 * in the mail are plain HTML. The customer's withdrawal of a request stays a Chromium journey
 * (tests/e2e/customer-no-js.spec.ts).
 */

import { expect, test } from 'vitest'
import { OPTIE_CONFIRM_BUTTON } from '~/routes/site/mijn-boeking/optie-panel'
import { bookableDate } from '../support/booking-dates'
import { inDays, insertBooking } from '../support/worker/bookings'
import { Browser, ownerBrowser } from '../support/worker/browser'
import { cron } from '../support/worker/lifecycle'

const customer = 'klant1@voorbeeld.nl'

/** The owner gives booking 1 an optie until `until` through the form of its page. */
async function giveOptie(owner: Browser, until: string) {
  const booking = await owner.open('/admin/boekingen/1')
  const decision = await booking.follow('Optie geven')
  const given = await decision.form('Optie geven').fill('Optie tot en met', until).submit('Versturen')
  expect(given.messages('status').filter((text) => text.includes('Optie gegeven'))).toHaveLength(1)
}

test('without JavaScript the owner gives and extends an optie; reminded, the customer confirms it', async () => {
  await insertBooking(1, bookableDate(120))
  const owner = await ownerBrowser()
  await giveOptie(owner, inDays(1))
  const extended = await (await owner.open('/admin/boekingen/1'))
    .form({ button: 'Optie verlengen' })
    .fill('Optie verlengen tot en met', inDays(2))
    .submit('Optie verlengen')
  expect(extended.messages('status')).toEqual(['De optie is verlengd en de klant is gemaild.'])

  await cron()
  const page = await new Browser().openFromMail(customer, /^Je optie loopt overmorgen af/, '/mijn-boeking')
  const confirmed = await page.form({ button: OPTIE_CONFIRM_BUTTON }).submit(OPTIE_CONFIRM_BUTTON)
  expect(confirmed.messages('status')).toEqual([expect.stringContaining('Je optie is bevestigd')])
  expect(confirmed.texts('dd')).toContain('Bevestigd')
})

test('without JavaScript the customer lets an optie go, free of charge', async () => {
  await insertBooking(1, bookableDate(130))
  await giveOptie(await ownerBrowser(), inDays(10))
  const page = await new Browser().openFromMail(customer, /^Optie op/, '/mijn-boeking')
  const cancel = page.within('section', 'Optie laten vervallen')
  expect(cancel.text()).toContain('Een optie laten vervallen kost niets')
  const confirm = await cancel.follow('Optie laten vervallen')
  const lapsed = await confirm.form({ button: 'Ja, optie laten vervallen' }).submit('Ja, optie laten vervallen')
  expect(lapsed.messages('status')).toEqual([
    'Je optie is vervallen: de datum is weer vrij. Je krijgt een bevestiging per e-mail.',
  ])
  expect(lapsed.texts('dd').filter((text) => text.includes('Vervallen'))).toHaveLength(1)
})
