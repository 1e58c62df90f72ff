import { expect, test } from './fixtures'

test('the gallery opens a picture full-screen; backdrop, button and Escape close it and focus returns', async ({
  page,
}) => {
  await page.goto('/#gallerij')
  const gallery = page.locator('#gallerij')
  const first = gallery.getByRole('link').first()
  await first.click()
  const overlay = page.getByRole('dialog', { name: 'Foto 1 van 6' })
  await expect(overlay).toBeVisible()
  await expect(overlay.getByRole('img')).toBeVisible()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
  await expect(overlay.getByRole('button', { name: 'Sluiten' })).toBeFocused()

  // Focus stays inside: Tab cycles through the overlay's buttons.
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab')
    expect(await overlay.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('dialog', { name: 'Foto 2 van 6' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(first).toBeFocused()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

  await gallery.getByRole('link').nth(1).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await gallery.getByRole('link').nth(2).click()
  await page.mouse.click(5, 400)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('"Bekijk alle foto\'s" opens the overlay with every picture', async ({ page }) => {
  await page.goto('/#gallerij')
  await page.getByRole('button', { name: /Bekijk alle foto's/ }).click()
  await expect(page.getByRole('dialog', { name: 'Foto 1 van 6' })).toBeVisible()
  await page.getByRole('button', { name: 'Vorige foto' }).click()
  await expect(page.getByRole('dialog', { name: 'Foto 6 van 6' })).toBeVisible()
})

test('a picture that cannot load says "Afbeelding niet beschikbaar"', async ({ page }) => {
  await page.route('**/images/gevel-1600.*', (route) => route.abort())
  await page.goto('/#gallerij')
  await page.locator('#gallerij').getByRole('link').nth(1).click()
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Afbeelding niet beschikbaar')
})

test('the FAQ opens one answer at a time, closes the open one on click, and works by keyboard', async ({ page }) => {
  await page.goto('/')
  const question = (text: string) => page.locator('details', { has: page.locator('summary', { hasText: text }) })
  const first = question('Voor hoeveel personen is de ruimte geschikt?')
  const parking = question('Kan ik parkeren bij het pand?')
  await first.locator('summary').click()
  await expect(first).toHaveAttribute('open', '')
  await expect(first.getByText(/personen/).last()).toBeVisible()
  await parking.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(parking).toHaveAttribute('open', '')
  await expect(first).not.toHaveAttribute('open')
  const download = page.waitForEvent('download')
  await parking.getByRole('link', { name: /parkeerwijzer/ }).click()
  expect((await download).suggestedFilename()).toBe('parkeerwijzer-oude-paardenslagerij.pdf')
  await parking.locator('summary').click()
  await expect(parking).not.toHaveAttribute('open')
})

test('the static sections are the server’s HTML after hydration, and their links navigate without a reload', async ({
  page,
}) => {
  const reactErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') reactErrors.push(message.text())
  })
  await page.goto('/')
  await expect(page.locator('[data-static]')).toHaveCount(4)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een inspirerende plek met karakter')
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.locator('#over-ons').getByRole('link', { name: 'Lees onze geschiedenis' }).click()
  await expect(page).toHaveURL('/geschiedenis')
  expect(await page.evaluate(() => 'samePage' in window), 'navigated without a reload').toBe(true)
  expect(reactErrors).toEqual([])
})

test('coming to the home page from another page without a reload shows every section, and the gallery works', async ({
  page,
}) => {
  await page.goto('/geschiedenis')
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByRole('link', { name: /naar de homepage/ }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een inspirerende plek met karakter')
  for (const id of ['over-ons', 'diensten', 'gallerij', 'contact']) await expect(page.locator(`#${id}`)).toBeAttached()
  await expect(page.locator('summary', { hasText: 'Kan ik parkeren bij het pand?' })).toBeVisible()
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
  expect(await page.evaluate(() => 'samePage' in window), 'navigated without a reload').toBe(true)

  await page.locator('#gallerij').getByRole('link').first().click()
  await expect(page.getByRole('dialog', { name: 'Foto 1 van 6' })).toBeVisible()
  await page.keyboard.press('Escape')
  // Back and forward between the pages keep working without a reload.
  await page.goBack()
  await expect(page).toHaveURL('/geschiedenis')
  await page.goForward()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een inspirerende plek met karakter')
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
})

test('a picture opens as a plain image when the overlay’s code cannot load', async ({ page }) => {
  await page.route('**/assets/lightbox-*.js', (route) => route.abort())
  await page.goto('/#gallerij')
  // The image itself, as a stand-in document (Chromium's own image viewer trips our strict CSP).
  await page.route('**/images/gevel-1600.jpg', (route) => route.fulfill({ contentType: 'text/plain', body: 'gevel' }))
  const opened = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().endsWith('/images/gevel-1600.jpg'),
  )
  await page.locator('#gallerij').getByRole('link').nth(1).click()
  await opened
  await expect(page).toHaveURL(/\/images\/gevel-1600\.jpg$/)
})

test('anchor links scroll to their section', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Ontdek het pand' }).click()
  await expect(page).toHaveURL(/#over-ons$/)
  await expect(page.locator('#over-ons')).toBeInViewport()
  await page.locator('#over-ons').getByRole('link', { name: 'Neem contact op' }).click()
  await expect(page.locator('#contact')).toBeInViewport()
})

test('a service page starts at the top when entered from a scrolled page', async ({ page }) => {
  await page.goto('/')
  await page.locator('#diensten').scrollIntoViewIfNeeded()
  await page.getByRole('link', { name: 'Meer informatie over Workshops' }).click()
  await expect(page).toHaveURL('/diensten/workshops')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the pictures are served as AVIF, WebP and JPEG', async ({ request }) => {
  for (const [extension, type] of [
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
    ['jpg', 'image/jpeg'],
  ]) {
    const response = await request.get(`/images/vergaderruimte-960.${extension}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe(type)
  }
})
