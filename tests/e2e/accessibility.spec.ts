import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { allPaths } from './routes'

for (const path of allPaths) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path)
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      // The map's frame is OpenStreetMap's page, not ours; its element and title are checked here.
      .options({ iframes: false })
      .analyze()
    const severe = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      )
    expect(severe).toEqual([])
  })
}
