import { expect, test } from '@playwright/test'
import { fillContactForm } from './fixtures'

test('without JavaScript every header link is a working link', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een inspirerende plek met karakter')
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' })
  await menu.getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
  await menu.getByRole('link', { name: 'Geschiedenis' }).click()
  await expect(page).toHaveURL('/geschiedenis')
})

test('without JavaScript the Mogelijkheden menu still opens on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/')
  const services = page.locator('#menu-mogelijkheden')
  await expect(services).toBeHidden()
  await page.getByRole('button', { name: 'Mogelijkheden' }).hover()
  await expect(services).toBeVisible()
  await page.mouse.move(0, 600)
  await expect(services).toBeHidden()
  await page.getByRole('button', { name: 'Mogelijkheden' }).focus()
  await expect(services).toBeVisible()
  await services.getByRole('link', { name: 'Teambuilding' }).click()
  await expect(page).toHaveURL('/diensten/teambuilding')
})

test('without JavaScript the phone menu opens and its links work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const mobileMenu = page.getByRole('navigation', { name: 'Mobiel menu' })
  await expect(mobileMenu).toBeHidden()
  await page.getByText('Menu', { exact: true }).click()
  await expect(mobileMenu).toBeVisible()
  await mobileMenu.getByRole('link', { name: 'Tarieven' }).click()
  await expect(page).toHaveURL('/tarieven')
  // A new page load: the menu starts closed again.
  await expect(mobileMenu).toBeHidden()
})

test('without JavaScript the home page FAQ opens and closes its answers', async ({ page }) => {
  await page.goto('/')
  const question = page.locator('summary', { hasText: 'Kunnen jullie zorgen voor lunch?' })
  const answer = page.locator('details', { has: question }).locator('p').first()
  await expect(answer).toBeHidden()
  await question.click()
  await expect(answer).toBeVisible()
  await question.click()
  await expect(answer).toBeHidden()
})

test('without JavaScript an unknown path still answers 404 with the Dutch page', async ({ page }) => {
  const response = await page.goto('/nergens')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
})

test(
  'without JavaScript the contact form shows errors beside the fields, ' +
    'keeps the input, then confirms above an empty form for the next message',
  async ({ page, context }) => {
    await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '198.19.0.1' })
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Contactformulier' })
    await fillContactForm(form, {
      name: 'Marieke de Boer',
      email: 'marieke@',
      subject: 'Heisessie',
      message: 'Te kort',
    })
    await form.getByRole('button', { name: 'Verstuur bericht' }).click()

    await expect(page).toHaveURL('/contact')
    await expect(form.getByText('Voer een geldig e-mailadres in')).toBeVisible()
    await expect(form.getByText('Bericht is te kort (minimaal 10 tekens)')).toBeVisible()
    await expect(form.getByLabel('Naam')).toHaveValue('Marieke de Boer')
    await expect(form.getByLabel('Onderwerp')).toHaveValue('Heisessie')

    await form.getByLabel('E-mail').fill('marieke@voorbeeld.nl')
    await form.getByLabel('Bericht').fill('Is de ruimte op 12 maart vrij voor tien personen?')
    await form.getByRole('button', { name: 'Verstuur bericht' }).click()
    await expect(page).toHaveURL('/contact/verzonden')
    await expect(page.getByRole('status')).toContainText(
      'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.',
    )
    // ...beside the same form, empty, to send another message (spec §4, issue 19.7).
    const again = page.getByRole('form', { name: 'Contactformulier' })
    for (const field of ['Naam', 'E-mail', 'Onderwerp', 'Bericht'])
      await expect(again.getByLabel(field)).toHaveValue('')
    await fillContactForm(again, {
      name: 'Marieke de Boer',
      email: 'marieke@voorbeeld.nl',
      subject: 'Nog een vraag',
      message: 'Kunnen we ook de beamer gebruiken voor een video?',
    })
    await again.getByRole('button', { name: 'Verstuur bericht' }).click()
    await expect(page).toHaveURL('/contact/verzonden')
    await expect(page.getByRole('status')).toContainText('Bericht verzonden')
  },
)

test('without JavaScript the home page contact form posts to /contact', async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '198.19.0.2' })
  await page.goto('/')
  const form = page.locator('#contact').getByRole('form', { name: 'Contactformulier' })
  await fillContactForm(form, {
    name: 'Pieter Bakker',
    email: 'pieter@voorbeeld.nl',
    subject: 'Rondleiding',
    message: 'Mag ik volgende week een keer langskomen?',
  })
  await form.getByRole('button', { name: 'Verstuur bericht' }).click()
  await expect(page).toHaveURL('/contact/verzonden')
})

test('without JavaScript the newsletter form subscribes and explains the confirmation mail', async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': '198.19.0.3' })
  await page.goto('/geschiedenis')
  const form = page.getByRole('form', { name: 'Inschrijven voor de nieuwsbrief' })
  await form.getByLabel('E-mailadres').fill('lotte@')
  await form.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(page).toHaveURL('/nieuwsbrief')
  const pageForm = page.locator('main').getByRole('form', { name: 'Inschrijven voor de nieuwsbrief' })
  await expect(pageForm.getByText('Voer een geldig e-mailadres in')).toBeVisible()
  await expect(pageForm.getByLabel('E-mailadres')).toHaveValue('lotte@')
  await pageForm.getByLabel('E-mailadres').fill('lotte@voorbeeld.nl')
  await pageForm.getByRole('button', { name: 'Inschrijven' }).click()
  await expect(page).toHaveURL('/nieuwsbrief/aangemeld')
  const status = page.getByRole('status')
  await expect(status.getByRole('heading')).toHaveText('Bijna klaar: bevestig je inschrijving')
  await expect(status).toContainText('We hebben je een e-mail gestuurd met een bevestigingslink.')
})
