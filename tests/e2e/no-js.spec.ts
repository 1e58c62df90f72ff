import { expect, test } from '@playwright/test'

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

test('without JavaScript an unknown path still answers 404 with the Dutch page', async ({ page }) => {
  const response = await page.goto('/nergens')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
})
