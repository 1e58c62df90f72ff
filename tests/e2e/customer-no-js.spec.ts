import { bookableDate } from '../support/booking-dates'
import { expect, fillInvoiceAddress, login, test } from './fixtures'
import { linkFromMail } from './mail'

/**
 * The customer’s side without JavaScript: the link in the mail that acknowledges a request works as plain
 * HTML (fewer people, a request for another day part, withdrawing). The waiting list without
 * JavaScript is a form post: tests/integration/no-js-public.test.ts.
 */

test('without JavaScript a customer manages a request from the link in the mail', async ({ page, visitor }) => {
  test.slow()
  const date = bookableDate(70)
  const customer = 'joost.zonderjs@voorbeeld.nl'
  await visitor.goto(`/tarieven?datum=${date}&personen=10&dagdeel=1`)
  await visitor.getByRole('link', { name: 'Boeking aanvragen' }).click()
  const form = visitor.getByRole('form', { name: 'Boeking aanvragen' })
  await form.getByLabel('Naam').fill('Joost Zonderjs')
  await form.getByRole('textbox', { name: 'E-mail' }).fill(customer)
  await fillInvoiceAddress(form)
  await form.getByRole('button', { name: 'Boeking aanvragen' }).click()
  await expect(visitor).toHaveURL('/tarieven/aanvraag-ontvangen')

  await login(page)
  await visitor.goto(await linkFromMail(page, customer, /^We hebben je boekingsaanvraag ontvangen/, '/mijn-boeking'))
  await expect(visitor.getByRole('heading', { name: /^Aanvraag \d+$/ })).toBeVisible()
  await expect(visitor.getByRole('definition').filter({ hasText: /^Aanvraag:/ })).toBeVisible()

  const people = visitor.getByRole('region', { name: 'Aantal personen aanpassen' })
  await people.getByLabel('Aantal personen').fill('0')
  await people.getByRole('button', { name: 'Aanpassen' }).click()
  await expect(
    visitor
      .getByRole('region', { name: 'Aantal personen aanpassen' })
      .getByText('Kies een aantal van 1 tot 15 personen.'),
  ).toBeVisible()
  await people.getByLabel('Aantal personen').fill('7')
  await people.getByRole('button', { name: 'Aanpassen' }).click()
  await expect(visitor.getByRole('status')).toHaveText(
    'Het aantal personen is aangepast. Je krijgt een bevestiging per e-mail.',
  )
  await expect(visitor.getByRole('definition').filter({ hasText: /^7$/ })).toBeVisible()

  // Another day part goes to the owner as a request.
  const change = visitor.getByRole('region', { name: 'Andere datum of ander dagdeel?' })
  await change.getByRole('button', { name: 'Verzoek versturen' }).click()
  await expect(visitor.getByRole('region', { name: 'Andere datum of ander dagdeel?' }).getByRole('alert')).toBeVisible()
  await change.getByRole('radio', { name: 'Middag' }).check()
  await change.getByLabel('Toelichting').fill('Liever na de lunch.')
  await change.getByRole('button', { name: 'Verzoek versturen' }).click()
  await expect(visitor.getByRole('status')).toHaveText(
    'Je verzoek is verstuurd. We nemen zo snel mogelijk contact met je op.',
  )

  // Withdrawing an unconfirmed request costs nothing.
  const cancel = visitor.getByRole('region', { name: 'Aanvraag intrekken' })
  await expect(cancel).toContainText('Je aanvraag is nog niet bevestigd: intrekken kost niets.')
  await cancel.getByRole('link', { name: 'Aanvraag intrekken' }).click()
  await visitor.getByRole('button', { name: 'Ja, aanvraag intrekken' }).click()
  await expect(visitor.getByRole('definition').filter({ hasText: 'Ingetrokken' })).toBeVisible()
  await expect(visitor.getByRole('region', { name: 'Aanvraag intrekken' })).toHaveCount(0)

  // The owner has the change request in the inbox and sees the booking cancelled.
  await page.goto('/admin?tab=berichten&q=Joost+Zonderjs')
  const message = page.getByRole('region', { name: 'Berichten' }).getByRole('listitem').first()
  await expect(message).toContainText(/Wijzigingsverzoek boeking \d+/)
  await expect(message).toContainText('Gewenst dagdeel: middag')
  await expect(message).toContainText('Liever na de lunch.')
  await page.goto('/admin?tab=boekingen&q=Joost+Zonderjs')
  await expect(page.getByRole('row').filter({ hasText: 'Joost Zonderjs' }).first()).toContainText('geannuleerd')
})
