import { expect, test } from '@playwright/test'

/**
 * What only a browser shows without JavaScript: the CSS menus and the FAQ's details. The links,
 * the 404 page and the public forms without JavaScript are server behaviour, tested as form posts
 * in tests/integration/no-js-public.test.ts.
 */

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
