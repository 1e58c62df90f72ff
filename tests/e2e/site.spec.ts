import { expect, test } from './fixtures'

test('on a page with JavaScript the header links navigate inside the app without a full page load', async ({
  page,
}) => {
  await page.goto('/boeken')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boek de ruimte')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' })
  await menu.getByRole('link', { name: 'Geschiedenis' }).click()
  await expect(page).toHaveURL('/geschiedenis')
  await expect(page).toHaveTitle(/Het verhaal van/)
  await menu.getByRole('link', { name: 'Tarieven' }).click()
  await expect(page).toHaveURL('/tarieven')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarieven')
  await menu.getByRole('link', { name: 'Boeken' }).click()
  await expect(page).toHaveURL('/boeken')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boek de ruimte')

  // Still the same document: React Router navigated on the client.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test('the Mogelijkheden menu opens on hover and lists the five services', async ({ page }) => {
  await page.goto('/')
  const services = page.locator('#menu-mogelijkheden')
  await expect(services).toBeHidden()
  await page.getByRole('button', { name: 'Mogelijkheden' }).hover()
  await expect(services).toBeVisible()
  await expect(services.getByRole('link')).toHaveText([
    'Vergaderen',
    'Workshops',
    'Coaching & training',
    'Fotoshoots',
    'Teambuilding',
  ])
  await services.getByRole('link', { name: 'Fotoshoots' }).click()
  await expect(page).toHaveURL('/diensten/fotoshoots')
  await expect(page).toHaveTitle(/^Fotoshoots \|/)
})

test('the Mogelijkheden menu opens on keyboard focus and closes with Escape', async ({ page }) => {
  await page.goto('/tarieven')
  const button = page.getByRole('button', { name: 'Mogelijkheden' })
  const services = page.locator('#menu-mogelijkheden')
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Home' }).focus()
  await page.keyboard.press('Tab')
  await expect(button).toBeFocused()
  await expect(services).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(services.getByRole('link', { name: 'Vergaderen' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(services).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('the header gains a shadow once the page is scrolled more than 10 px (CSS, no JavaScript)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 })
  await page.goto('/')
  const header = page.locator('body > div header').first()
  // No shadow reads as 'none' or as a fully transparent one (the animation at its start).
  const hasShadow = () =>
    header.evaluate((element) => {
      const shadow = getComputedStyle(element).boxShadow
      return shadow !== 'none' && !shadow.startsWith('rgba(0, 0, 0, 0)')
    })
  await expect.poll(hasShadow).toBe(false)
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }))
  await expect.poll(hasShadow).toBe(true)
  await page.evaluate(() => window.scrollTo({ top: 8, behavior: 'instant' }))
  await expect.poll(hasShadow).toBe(false)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await expect.poll(hasShadow).toBe(false)
})

test('an unknown path shows the Dutch not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/deze-pagina-bestaat-niet')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
  await page.getByRole('link', { name: 'Naar de homepage', exact: true }).click()
  await expect(page).toHaveURL('/')
})

test('an unknown service shows "Dienst niet gevonden" and leads back to the services section', async ({ page }) => {
  const response = await page.goto('/diensten/bestaat-niet')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dienst niet gevonden')
  await expect(page.getByRole('link', { name: 'Naar al onze mogelijkheden' })).toHaveAttribute('href', '/#diensten')
})
