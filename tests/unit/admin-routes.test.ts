import { expect, test } from 'vitest'
import routes from '~/routes'

/**
 * The owner's area has one guard, the admin layout's middleware (app/server/admin/guard.server.ts):
 * a route under /admin outside that layout would have none.
 */
test('every route under /admin is nested under the admin layout, whose middleware guards it', () => {
  const outside = routes.filter((entry) => entry.path?.startsWith('admin') && entry.file !== 'routes/admin/layout.tsx')
  expect(outside).toEqual([])
  const layout = routes.find((entry) => entry.file === 'routes/admin/layout.tsx')
  expect(layout?.children?.length).toBeGreaterThan(10)
})
