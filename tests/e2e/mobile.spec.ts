import { expect, test } from './fixtures'

test('on a phone the menu button opens the links and choosing one closes the menu', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden()
  const mobileMenu = page.getByRole('navigation', { name: 'Mobiel menu' })
  await expect(mobileMenu).toBeHidden()

  await page.getByText('Menu', { exact: true }).click()
  await expect(mobileMenu).toBeVisible()
  for (const name of [
    'Home',
    'Vergaderen',
    'Workshops',
    'Coaching & training',
    'Fotoshoots',
    'Teambuilding',
    'Tarieven',
    'Geschiedenis',
    'Contact',
    'Boeken',
  ]) {
    await expect(mobileMenu.getByRole('link', { name, exact: true })).toBeVisible()
  }

  await mobileMenu.getByRole('link', { name: 'Geschiedenis' }).click()
  await expect(page).toHaveURL('/geschiedenis')
  await expect(mobileMenu).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Het verhaal van')
})

test('on a phone the menu closes with Escape (on a page with JavaScript)', async ({ page }) => {
  await page.goto('/tarieven')
  const mobileMenu = page.getByRole('navigation', { name: 'Mobiel menu' })
  await page.getByText('Menu', { exact: true }).click()
  await expect(mobileMenu).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(mobileMenu.getByRole('link', { name: 'Home' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(mobileMenu).toBeHidden()
  await expect(page.getByLabel('Menu openen')).toBeFocused()

  // Escape straight after the tap, before the browser has told React the menu opened.
  await page.evaluate(() => {
    const menu = document.querySelector('header details')
    menu?.querySelector('summary')?.click()
    menu?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
  await expect(mobileMenu).toBeHidden()
})

test('the page does not scroll sideways on a 390 px wide screen', async ({ page }) => {
  for (const path of ['/', '/tarieven', '/diensten/vergaderen', '/bestaat-niet']) {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})
