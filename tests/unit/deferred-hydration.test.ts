import { expect, test } from 'vitest'
import { holdBackHydration } from '~/lib/deferred-hydration'

// The shape of what React Router's <Scripts /> renders, as React serializes it.
const page = [
  '<head><link rel="preload" as="image" href="/images/gevel-960.avif"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/site-b.js"/>',
  '<link rel="stylesheet" href="/assets/root-c.css"/></head><body><main>Welkom</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root-e.js";\nimport("/assets/entry.client-a.js");</script>',
  '</body>',
].join('')

test('the module preloads go and the bootstrap is kept, unchanged, in a script the browser does not run', () => {
  const held = holdBackHydration(page)
  expect(held).not.toContain('modulepreload')
  expect(held).not.toContain('type="module"')
  expect(held).toContain(
    '<script type="text/x-held-module" id="hydrate-after-load">import * as route0 from "/assets/root-e.js";\nimport("/assets/entry.client-a.js");</script>',
  )
  // The stylesheet, the image preload, the page and the other scripts stay as they were.
  expect(held).toContain('<link rel="preload" as="image" href="/images/gevel-960.avif"/>')
  expect(held).toContain('<link rel="stylesheet" href="/assets/root-c.css"/>')
  expect(held).toContain('<main>Welkom</main><script>window.__reactRouterContext = {};</script>')
})

test('a document without React Router’s bootstrap is left alone', () => {
  const other = '<link rel="modulepreload" href="/assets/x.js"/><p>Geen app</p>'
  expect(holdBackHydration(other)).toBe(other)
})
