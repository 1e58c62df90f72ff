import type { Page } from '@playwright/test'
import { expect, fillContactForm, test, waitForHydration } from './fixtures'

/**
 * /contact loads no JavaScript when opened directly (ADR 019); a visitor who comes to it from a
 * page that does (the calculator) gets it rendered by React, with inline checks and toasts.
 */
async function contactWithJavaScript(page: Page) {
  await page.goto('/tarieven')
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('form', { name: 'Contactformulier' })).toBeVisible()
}

test('the contact form validates inline, sends, shows the toast and clears itself', async ({ page }) => {
  await contactWithJavaScript(page)
  const form = page.getByRole('form', { name: 'Contactformulier' })
  await form.getByRole('button', { name: 'Verstuur bericht' }).click()
  await expect(form.getByText('Vul je naam in (minstens 2 tekens).')).toBeVisible()
  await expect(form.getByText('Vul een geldig e-mailadres in.')).toBeVisible()
  await expect(form.getByText('Vul een onderwerp in (minstens 2 tekens).')).toBeVisible()
  await expect(form.getByText('Je bericht is te kort (minstens 10 tekens).')).toBeVisible()
  await expect(form.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true')

  await fillContactForm(form, {
    name: 'Marieke de Boer',
    email: 'marieke@voorbeeld.nl',
    subject: 'Heisessie',
    message: 'Is de ruimte op 12 maart vrij voor tien personen?',
  })
  await expect(form.getByText('Vul je naam in (minstens 2 tekens).')).toBeHidden()
  await form.getByRole('button', { name: 'Verstuur bericht' }).click()

  const toast = page.getByRole('status').filter({ hasText: 'Bericht verzonden' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.')
  await expect(form.getByLabel('Naam')).toHaveValue('')
  await expect(form.getByLabel('Bericht')).toHaveValue('')
  await expect(page).toHaveURL('/contact')
})

test(
  'a contact field is checked when it loses focus, ' +
    'then on every keystroke; submitting focuses the first invalid field',
  async ({ page }) => {
    await contactWithJavaScript(page)
    const form = page.getByRole('form', { name: 'Contactformulier' })
    const name = form.getByLabel('Naam')
    await name.fill('A')
    await expect(form.getByText('Vul je naam in (minstens 2 tekens).')).toBeHidden()
    await form.getByLabel('E-mail').focus()
    await expect(form.getByText('Vul je naam in (minstens 2 tekens).')).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAttribute('aria-describedby', 'contactformulier-name-error')
    await expect(form.getByText('Vul een geldig e-mailadres in.')).toBeHidden()
    await name.fill('An')
    await expect(form.getByText('Vul je naam in (minstens 2 tekens).')).toBeHidden()
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('Onderwerp').fill('Vraag')
    await form.getByRole('button', { name: 'Verstuur bericht' }).click()
    await expect(form.getByLabel('E-mail')).toBeFocused()
    await expect(form.getByText('Je bericht is te kort (minstens 10 tekens).')).toBeVisible()
  },
)

test('the contact form on the home page (no JavaScript) sends and confirms on its own page', async ({ page }) => {
  await page.goto('/#contact')
  const form = page.locator('#contact').getByRole('form', { name: 'Contactformulier' })
  await fillContactForm(form, {
    name: 'Pieter Bakker',
    email: 'pieter@voorbeeld.nl',
    subject: 'Rondleiding',
    message: 'Mag ik volgende week een keer langskomen?',
  })
  await form.getByRole('button', { name: 'Verstuur bericht' }).click()
  await expect(page).toHaveURL('/contact/verzonden')
  await expect(page.getByRole('status')).toContainText('Bedankt voor je bericht')
})

test('the button says "Bezig met verzenden..." and is disabled while sending', async ({ page }) => {
  await contactWithJavaScript(page)
  // The answer is held back until the busy button has been seen, however slow the machine.
  let release = () => {}
  const seen = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/contact.data*', async (route) => {
    await seen
    await route.continue()
  })
  const form = page.getByRole('form', { name: 'Contactformulier' })
  await fillContactForm(form, {
    name: 'Sanne de Vries',
    email: 'sanne@voorbeeld.nl',
    subject: 'Offerte',
    message: 'Graag een offerte voor een hele dag.',
  })
  await form.getByRole('button', { name: 'Verstuur bericht' }).click()
  const busy = form.getByRole('button', { name: 'Bezig met verzenden...' })
  await expect(busy).toBeVisible()
  await expect(busy).toBeDisabled()
  release()
  await expect(page.getByRole('status').filter({ hasText: 'Bericht verzonden' })).toBeVisible()
})

test('too many messages show the destructive toast with the server’s message', async ({ page }) => {
  await contactWithJavaScript(page)
  const form = page.getByRole('form', { name: 'Contactformulier' })
  for (let index = 1; index <= 6; index += 1) {
    await fillContactForm(form, {
      name: 'Snelle Typist',
      email: 'snel@voorbeeld.nl',
      subject: `Vraag ${index}`,
      message: 'Nog een vraag over de beschikbaarheid.',
    })
    await form.getByRole('button', { name: 'Verstuur bericht' }).click()
    // The form empties once the server has stored the message and queued its mail: on two busy cores
    // that took over 5 s once.
    if (index < 6) await expect(form.getByLabel('Naam')).toHaveValue('', { timeout: 15_000 })
  }
  const alert = page.getByRole('alert').filter({ hasText: 'Er is iets misgegaan' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('te vaak verstuurd')
  // What was typed is kept, so nothing is lost.
  await expect(form.getByLabel('Onderwerp')).toHaveValue('Vraag 6')
})

test('the newsletter form subscribes and says to confirm by e-mail', async ({ page }) => {
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/nieuwsbrief(\.data)?$/.test(new URL(request.url()).pathname)) posts += 1
  })
  await page.goto('/tarieven')
  const form = page.getByRole('form', { name: 'Inschrijven voor de nieuwsbrief' })
  await expect(form).toContainText('afmelden kan altijd')
  await form.getByLabel('E-mailadres').fill('lotte@')
  await form.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(form.getByText('Vul een geldig e-mailadres in.')).toBeVisible()
  await form.getByLabel('E-mailadres').fill('lotte@voorbeeld.nl')
  await form.getByRole('button', { name: 'Inschrijven' }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Bijna klaar: bevestig je inschrijving' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Klik op de link daarin om je inschrijving af te ronden.')
  await expect(form.getByLabel('E-mailadres')).toHaveValue('')
  // The server validates: one post per press of the button, none while typing.
  expect(posts).toBe(2)
})

test('a toast closes with its button, F8 moves focus to it, and only one shows at a time', async ({ page }) => {
  await page.goto('/boeken')
  const form = page.getByRole('form', { name: 'Inschrijven voor de nieuwsbrief' })
  await form.getByLabel('E-mailadres').fill('een@voorbeeld.nl')
  await form.getByRole('button', { name: 'Inschrijven' }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Bijna klaar: bevestig je inschrijving' })
  await expect(toast).toBeVisible()
  const first = await toast.elementHandle()
  await form.getByLabel('E-mailadres').fill('twee@voorbeeld.nl')
  await form.getByRole('button', { name: 'Inschrijven' }).click()
  // The second answer's toast replaced the first: the first is gone, one shows. The form empties as
  // soon as the answer is in, and the toast comes once the page's data is fresh, a moment later:
  // closing before that closed the first and left the second open.
  await first?.waitForElementState('hidden')
  await expect(form.getByLabel('E-mailadres')).toHaveValue('')
  await expect(page.getByRole('region', { name: 'Meldingen (F8)' }).locator('li')).toHaveCount(1)

  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: 'Meldingen (F8)' }).getByRole('list')).toBeFocused()
  await page.getByRole('button', { name: 'Melding sluiten' }).click()
  await expect(toast).toBeHidden()
})

test('a toast goes away by itself after 5 seconds, and with a swipe to the right', async ({ page }) => {
  await page.goto('/tarieven')
  // The page's clock runs only when the test moves it: 5 seconds pass without waiting for them.
  await page.clock.install()
  const form = page.getByRole('form', { name: 'Inschrijven voor de nieuwsbrief' })
  await form.getByLabel('E-mailadres').fill('drie@voorbeeld.nl')
  await form.getByRole('button', { name: 'Inschrijven' }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Bijna klaar: bevestig je inschrijving' })
  await expect(toast).toBeVisible()
  await page.mouse.move(0, 0)
  await page.clock.runFor(4_900)
  await expect(toast).toBeVisible()
  await page.clock.runFor(200)
  await expect(toast).toBeHidden()

  await form.getByLabel('E-mailadres').fill('vier@voorbeeld.nl')
  await form.getByRole('button', { name: 'Inschrijven' }).click()
  // The toast comes with the server's answer (the sign-up stored, its mail queued): on two busy
  // cores that took over 5 s once.
  await expect(toast).toBeVisible({ timeout: 15_000 })
  const box = await toast.boundingBox()
  if (!box) throw new Error('toast has no box')
  await page.mouse.move(box.x + 20, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 4 })
  await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 4 })
  await page.mouse.up()
  await expect(toast).toBeHidden()
})

test('when the network fails the visitor keeps the page and the input and sees "Probeer het later opnieuw"', async ({
  page,
}) => {
  await contactWithJavaScript(page)
  await page.route('**/contact.data*', (route) => route.abort('internetdisconnected'))
  const form = page.getByRole('form', { name: 'Contactformulier' })
  await fillContactForm(form, {
    name: 'Sanne de Vries',
    email: 'sanne@voorbeeld.nl',
    subject: 'Offerte',
    message: 'Graag een offerte voor een hele dag.',
  })
  await form.getByRole('button', { name: 'Verstuur bericht' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Er is iets misgegaan' })
  await expect(alert).toContainText('Probeer het later opnieuw')
  await expect(form.getByLabel('Bericht')).toHaveValue('Graag een offerte voor een hele dag.')
  await expect(form.getByRole('button', { name: 'Verstuur bericht' })).toBeEnabled()
})

test('a form sent before JavaScript has started gets the answer a browser without JavaScript gets', async ({
  context,
}) => {
  // A page of its own, without the fixture's wait for React: this visitor does not wait.
  const page = await context.newPage()
  // The scripts are held back until the form is sent, so React cannot start before that on the
  // calculator page, however slow the machine.
  let sent = () => {}
  const formSent = new Promise<void>((resolve) => {
    sent = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await formSent
    await route.continue()
  })
  // Not 'domcontentloaded': that waits for the page's module scripts, and React starts right after.
  await page.goto('/tarieven', { waitUntil: 'commit' })
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Inschrijven voor de nieuwsbrief' })
  await form.getByLabel('E-mailadres').fill('vroeg@voorbeeld.nl')
  await form.getByLabel('E-mailadres').press('Enter')
  sent()

  await expect(page).toHaveURL('/nieuwsbrief/aangemeld')
  await expect(page.getByRole('status')).toContainText('Bijna klaar: bevestig je inschrijving')
  await waitForHydration(page)
})
