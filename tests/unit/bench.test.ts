import { expect, test } from 'vitest'
import { adminOnlyFiles, withStaticImports } from '../../scripts/bench/admin-chunks'
import { judge } from '../../scripts/bench/budgets'
import { heroPreloadOffset, scriptPaths } from '../../scripts/bench/page-weight'

test('a chunk shared by an admin route and a public route is not admin-only', () => {
  const manifest = {
    'app/routes/admin/index.tsx?__react-router-build-client-route': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_admin.js', '_shared.js'],
    },
    'app/routes/site/home.tsx?__react-router-build-client-route': {
      file: 'assets/home-b.js',
      isEntry: true,
      imports: ['_shared.js'],
    },
    '_admin.js': { file: 'assets/admin-c.js', dynamicImports: ['_lazy.js'] },
    '_lazy.js': { file: 'assets/lazy-d.js' },
    '_shared.js': { file: 'assets/shared-e.js' },
  }
  expect([...adminOnlyFiles(manifest)].sort()).toEqual([
    '/assets/admin-c.js',
    '/assets/index-a.js',
    '/assets/lazy-d.js',
  ])
})

test('the hero preload is found whatever the order of its attributes', () => {
  const html = Buffer.from(
    '<head><link rel="stylesheet" href="/a.css"/><link rel="preload" href="/hero.avif" as="image" ' +
      'fetchPriority="high"/>',
  )
  expect(heroPreloadOffset(html)).toBe(html.indexOf('<link rel="preload"'))
  expect(heroPreloadOffset(Buffer.from('<link as="image" rel="preload" href="/x.webp">'))).toBe(0)
  expect(heroPreloadOffset(Buffer.from('<link rel="preload" as="font" href="/f.woff2">'))).toBeNull()
})

test('a figure that could not be measured misses its budget; one without a budget gets no verdict', () => {
  const figure = {
    section: 'Home HTML',
    subject: '/',
    name: 'hero preload',
    unit: 'B',
    budget: 'heroPreloadOffset' as const,
  }
  expect(judge({ ...figure, value: 4095 }).verdict).toBe('met')
  expect(judge({ ...figure, value: 4096 }).verdict).toBe('missed')
  expect(judge({ ...figure, value: null }).verdict).toBe('missed')
  expect(judge({ ...figure, value: 1, skipped: true }).verdict).toBe('skipped')
  expect(judge({ section: 'Load', subject: '/', name: 'requests/s', unit: '', value: 12 }).verdict).toBe('no budget')
})

test('only the scripts a browser loads count, not files the inline route manifest merely names', () => {
  const html = [
    '<link rel="modulepreload" href="/assets/entry.client-a.js"/><link href="/assets/site-b.js" rel="modulepreload"/>',
    '<script>window.__reactRouterManifest = ' +
      '{"routes":{"home":{"module":"/assets/home-c.js"}},"url":"/assets/manifest-d.js"};</script>',
    '<script type="module" async="">import * as route0 from ' +
      '"/assets/root-e.js";\nimport("/assets/entry.client-a.js");</script>',
  ].join('')
  expect(scriptPaths(html).sort()).toEqual(['/assets/entry.client-a.js', '/assets/root-e.js', '/assets/site-b.js'])
})

test('a page also loads what its scripts import statically, however deep, but not what they import on demand', () => {
  const manifest = {
    'app/root.tsx': { file: 'assets/root-e.js', imports: ['_site-b.js'] },
    '_site-b.js': { file: 'assets/site-b.js', imports: ['_react-f.js'], dynamicImports: ['app/lazy.tsx'] },
    '_react-f.js': { file: 'assets/react-f.js', imports: ['_site-b.js'] },
    'app/lazy.tsx': { file: 'assets/lazy-g.js' },
  }
  expect(withStaticImports(manifest, ['/assets/root-e.js', '/assets/unknown.js']).sort()).toEqual([
    '/assets/react-f.js',
    '/assets/root-e.js',
    '/assets/site-b.js',
    '/assets/unknown.js',
  ])
})
