import { expect, severeViolations, test } from './fixtures'

/** One test per page: no serious or critical axe violation (WCAG 2.1 A and AA, best practices). */
export function scanEach(paths: readonly string[]) {
  for (const path of paths) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      // axe on the home page (its FAQ, gallery and sections) takes over 12 s on two busy cores.
      test.setTimeout(60_000)
      await page.goto(path)
      expect(await severeViolations(page)).toEqual([])
    })
  }
}
