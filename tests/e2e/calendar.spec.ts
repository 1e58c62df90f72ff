import type { Page } from '@playwright/test'
import { demoBookings } from '../../db/seed-data'
import { expect, login, severeViolations, test } from './fixtures'

/** The demo data's whole-day confirmed booking (db/seed-data.ts): no journey cancels it. */
const wholeDay = demoBookings().find((booking) => booking.status === 'bevestigd' && booking.day_parts === 3)
const month = wholeDay?.date.slice(0, 7) ?? ''

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768

/** The links to bookings and closures that the page shows (the grid or the phone's list). */
const entryLinks = (page: Page) =>
  page.getByRole('main').locator('a[href^="/admin/boekingen/"], a[href="/admin/sluitingen"]').filter({ visible: true })

/**
 * The month and the week of the whole-day booking, each opened once and checked for everything a
 * page of the calendar owes its owner: axe, the whole-day booking once, every number of people in
 * full, and on a phone the list that fits the screen and that the keyboard walks through.
 */
test('the calendar as month and as week: axe, the whole day once, people in full, and a phone list', async ({
  page,
}) => {
  test.slow() // two full axe runs over the densest pages
  await login(page, `/admin/kalender?maand=${month}`)
  for (const path of [`/admin/kalender?maand=${month}`, `/admin/kalender?week=${wholeDay?.date}`]) {
    if (!page.url().endsWith(path)) await page.goto(path)
    await test.step(`${path}: axe with WCAG 2.2 AA, target size included`, async () => {
      expect(await severeViolations(page, { wcag22: true })).toEqual([])
    })
    const wholeDayLink = page
      .getByRole('main')
      .locator(`a[href="/admin/boekingen/${wholeDay?.id}"]`)
      .filter({ visible: true })
    await test.step(`${path}: a whole-day booking shows once, as a whole day`, async () => {
      await expect(wholeDayLink).toHaveCount(1)
      await expect(wholeDayLink).toHaveAccessibleName(
        new RegExp(`^hele dag: .*, ${wholeDay?.num_people} pers\\. \\(bevestigd\\)$`, 'i'),
      )
    })
    await test.step(`${path}: every entry shows its number of people in full`, async () => {
      const entries = entryLinks(page).filter({ hasText: 'pers.' })
      expect(await entries.count()).toBeGreaterThan(0)
      for (const entry of await entries.all()) {
        await expect(entry).toContainText(/, \d+ pers\./)
        const clipped = await entry.evaluate(
          (link) => link.scrollWidth > link.clientWidth || link.scrollHeight > link.clientHeight,
        )
        expect(clipped, (await entry.textContent()) ?? '').toBe(false)
      }
    })
    if (!isPhone(page)) continue
    await test.step(`${path}: on a phone the days are a list that fits the screen, reachable by keyboard`, async () => {
      const width = page.viewportSize()?.width ?? 0
      for (const link of await page.getByRole('main').getByRole('link').all()) {
        const box = await link.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= width, `${await link.textContent()} within the screen`).toBe(
          true,
        )
      }
      // From the period's heading, Tab reaches the whole-day booking.
      await page.getByRole('link', { name: 'Vandaag' }).focus()
      let reached = false
      for (let step = 0; step < 120 && !reached; step += 1) {
        await page.keyboard.press('Tab')
        reached = await wholeDayLink.evaluate((link) => link === document.activeElement)
      }
      expect(reached).toBe(true)
      await expect(wholeDayLink).toBeInViewport()
    })
  }
})

test('on a desktop weekdays get the room: the weekend columns are narrow and keep their days', async ({ page }) => {
  test.skip(isPhone(page), 'the desktop grid')
  // December 2026: tweede kerstdag is a Saturday.
  await login(page, '/admin/kalender?maand=2026-12')
  const grid = page.getByRole('table', { name: 'december 2026' })
  const monday = await grid.getByRole('columnheader', { name: 'ma', exact: true }).boundingBox()
  const saturday = await grid.getByRole('columnheader', { name: 'za', exact: true }).boundingBox()
  expect((monday?.width ?? 0) / (saturday?.width ?? 1)).toBeGreaterThan(1.8)
  const saturdayCell = grid.getByRole('cell').filter({ has: page.locator('[data-date="2026-12-26"]') })
  await expect(saturdayCell).toContainText('tweede kerstdag (gesloten)')
  const clipped = await saturdayCell.evaluate((cell) => cell.scrollWidth > cell.clientWidth)
  expect(clipped).toBe(false)
})

test('Vorige and Volgende say where they go, and go there', async ({ page }) => {
  await login(page, '/admin/kalender?maand=2026-12')
  await page.getByRole('link', { name: 'Volgende: januari 2027' }).click()
  await expect(page.locator('#kalender-periode')).toHaveText('januari 2027')
  await page.getByRole('link', { name: 'Vorige: december 2026' }).click()
  await expect(page.locator('#kalender-periode')).toHaveText('december 2026')
  await page.goto('/admin/kalender?week=2026-12-09')
  await page.getByRole('link', { name: 'Volgende: week van 14 december 2026 t/m 20 december 2026' }).click()
  await expect(page).toHaveURL(/week=2026-12-14$/)
})
