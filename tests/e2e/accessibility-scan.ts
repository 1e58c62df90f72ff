import { expect, severeViolations, test } from './fixtures'

/** The pages of a scan grouped by what they are, so that one test scans a group in one browser page. */
const groups: [name: string, matches: (path: string) => boolean][] = [
  ['the home page', (path) => path === '/'],
  ['the service pages', (path) => path.startsWith('/diensten/')],
  ['the calculators, the requests and the booking calendar', (path) => /^\/(tarieven|calculator|boeken)\b/.test(path)],
  ['the owner’s login', (path) => path.startsWith('/admin')],
  ['the text pages, the forms, their answers and the error pages', () => true],
]

const pagesCount = (count: number) => (count === 1 ? '1 page' : `${count} pages`)

/**
 * No serious or critical axe violation (WCAG 2.1 A and AA, best practices) on any of `paths`: one
 * test per group of pages, each page opened in turn in the same browser page and every page's
 * violations reported together.
 */
export function scanEach(paths: readonly string[]) {
  const remaining = new Set(paths)
  for (const [name, matches] of groups) {
    const group = [...remaining].filter(matches)
    for (const path of group) remaining.delete(path)
    if (group.length === 0) continue
    test(`no serious or critical accessibility violations on ${name} (${pagesCount(group.length)})`, async ({
      page,
    }) => {
      // axe on the home page alone (its FAQ, gallery and sections) takes over 12 s on two busy cores.
      test.setTimeout(30_000 + 20_000 * group.length)
      const violations: string[] = []
      for (const path of group) {
        await page.goto(path)
        violations.push(...(await severeViolations(page)))
      }
      expect(violations).toEqual([])
    })
  }
}
