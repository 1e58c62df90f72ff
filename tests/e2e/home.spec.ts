import type { Route } from '@playwright/test'
import { gallery as photos } from '../../app/content/home'
import { expect, test } from './fixtures'

const photo = (index: number) => photos[index]?.alt ?? ''

test('the home page loads no JavaScript at all (ADR 019)', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('load')
  expect(scripts).toEqual([])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een inspirerende plek met karakter')
})

test(
  'the gallery opens a picture full-screen without JavaScript; ' + 'the button, a click beside it and Escape close it',
  async ({ page }) => {
    await page.goto('/#galerij')
    const gallery = page.locator('#galerij')
    // Each button names its picture once: "Vergroot: " and the picture's description.
    const first = gallery.getByRole('button', { name: `Vergroot: ${photo(0)}`, exact: true })
    await first.click()
    const overlay = page.getByRole('dialog', { name: photo(0), exact: true })
    await expect(overlay).toBeVisible()
    await expect(overlay.getByRole('img')).toBeVisible()
    expect(await overlay.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    // The page behind it does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(overlay).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')

    await gallery.getByRole('button', { name: `Vergroot: ${photo(1)}`, exact: true }).click()
    await page
      .getByRole('dialog', { name: photo(1), exact: true })
      .getByRole('button', { name: 'Sluiten' })
      .click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await gallery.getByRole('button', { name: `Vergroot: ${photo(2)}`, exact: true }).click()
    await expect(page.getByRole('dialog', { name: photo(2), exact: true })).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(page.getByRole('dialog')).toBeHidden()
  },
)

test('"Bekijk alle foto\'s" opens every picture in one scrollable overlay', async ({ page }) => {
  await page.goto('/#galerij')
  // The full-size files wait until every picture's box is measured: a slow connection's view.
  let waiting: Route[] | undefined = []
  await page.route(/\/images\/[a-z]+-1600\./, (route) => (waiting ? waiting.push(route) : route.continue()))
  await page.getByRole('button', { name: /Bekijk alle foto's \(6\)/ }).click()
  const overlay = page.getByRole('dialog', { name: "Alle foto's" })
  await expect(overlay).toBeVisible()
  await expect(overlay.getByRole('img')).toHaveCount(6)
  // Every picture has its height before it has loaded, so none pushes the last one out of view.
  const heights = await overlay.getByRole('img').evaluateAll((images) => images.map((image) => image.clientHeight))
  expect(Math.min(...heights)).toBeGreaterThan(200)
  const held = waiting
  waiting = undefined
  for (const route of held) await route.continue()
  await overlay.getByRole('img').last().scrollIntoViewIfNeeded()
  await expect(overlay.getByRole('img').last()).toBeInViewport()
  await overlay.getByRole('button', { name: 'Sluiten' }).click()
  await expect(overlay).toBeHidden()
})

test('the FAQ is a region named by its visible title, with plain questions as its summaries', async ({ page }) => {
  await page.goto('/')
  const faq = page.getByRole('region', { name: 'Veelgestelde vragen', exact: true })
  await expect(faq.locator('summary')).toHaveCount(8)
  await expect(faq.locator('summary :is(h1, h2, h3, h4, h5, h6, [role=heading])')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Goed om te weten' })).toHaveCount(0)
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

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('the hero moves in and its circles float, then rest (WCAG 2.2.2); with reduced motion all stand still', async ({
    page,
  }) => {
    await page.goto('/')
    const heroAnimations = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSAnimation && animation.animationName !== 'header-shadow')
          .map((animation) => ({
            name: (animation as CSSAnimation).animationName,
            iterations: animation.effect?.getComputedTiming().iterations,
          })),
      )
    const playing = await heroAnimations()
    expect(playing.map((animation) => animation.name).sort()).toEqual(['float', 'float', 'hero-enter', 'hero-enter'])
    for (const animation of playing) expect(animation.iterations).toBeLessThanOrEqual(2)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await heroAnimations()).toEqual([])
  })
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
