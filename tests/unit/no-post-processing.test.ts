/**
 * No post-processing of React Router's HTML anywhere (ADR 019): the code between React Router and
 * the browser (entry.server, root, the Worker) uses none of the tools of rewriting a document.
 * tests/integration/no-post-processing.test.ts compares the bytes.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

test('nothing between React Router and the browser rewrites HTML', () => {
  const files = [
    'app/entry.server.tsx',
    'app/root.tsx',
    ...readdirSync('worker', { recursive: true, encoding: 'utf8' }).map((file) => `worker/${file}`),
  ]
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    const source = readFileSync(file, 'utf8')
    for (const tool of ['HTMLRewriter', 'holdBackHydration', 'text/x-held-module', 'modulepreload', 'serverHtml']) {
      expect(source, `${file} uses ${tool}`).not.toContain(tool)
    }
  }
  // The document leaves entry.server as React's stream, not as text that could be edited.
  const entry = readFileSync('app/entry.server.tsx', 'utf8')
  expect(entry).toContain('new Response(body,')
  expect(entry).not.toMatch(/\.text\(\)|\.replace\(/)
})
