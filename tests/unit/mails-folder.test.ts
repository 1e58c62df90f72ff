import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { eml, writeMails } from '../../scripts/mails'
import { mailSamples } from '../support/mail-samples'

test('npm run mails writes every mail of every kind as HTML and .eml, with an index', () => {
  const folder = mkdtempSync(join(tmpdir(), 'mails-'))
  try {
    const files = writeMails(folder)
    const count = Object.values(mailSamples).reduce((sum, variants) => sum + Object.keys(variants).length, 0)
    expect(files).toHaveLength(1 + 2 * count)
    expect(readdirSync(folder).sort()).toEqual([...files].sort())
    const index = readFileSync(join(folder, 'index.html'), 'utf8')
    expect(index).toContain(`(${count})`)
    expect(index).toContain('href="optie-reminder--overmorgen.html"')
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})

test('an .eml carries the subject encoded, the reply-to, and the text and HTML parts', () => {
  const draft = mailSamples['request-to-venue'].aanvraag
  const file = eml(draft)
  expect(file).toContain(`Subject: =?UTF-8?B?${Buffer.from(draft.subject).toString('base64')}?=`)
  expect(file).toContain('Reply-To: anouk@voorbeeld.nl')
  expect(file).toContain('Content-Type: text/plain; charset=utf-8')
  expect(file).toContain('<html lang="nl">')
  expect(file.trimEnd().endsWith('--deel-grens--')).toBe(true)
})
