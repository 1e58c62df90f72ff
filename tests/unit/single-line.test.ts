import { expect, test } from 'vitest'
import { safeFilename, singleLine } from '~/lib/single-line'

test('line breaks and other control characters in a header value become one space', () => {
  expect(singleLine('Hallo\r\nBcc: iemand@voorbeeld.nl')).toBe('Hallo Bcc: iemand@voorbeeld.nl')
  expect(singleLine('a\nb\rc\td\u0000e\u007ff\u0085g\u2028h\u2029i')).toBe('a b c d e f g h i')
  expect(singleLine('  Vergadering   op\r\n\r\nmaandag  ')).toBe('Vergadering op maandag')
  expect(singleLine('Łukasz Őrs Дмитрий 🐴')).toBe('Łukasz Őrs Дмитрий 🐴')
})

test('a file name is one line without quotes or path separators', () => {
  expect(safeFilename('offerte-OFF-20261123-001.pdf')).toBe('offerte-OFF-20261123-001.pdf')
  expect(safeFilename('a"\r\nContent-Type: text/html.pdf')).toBe('a_ Content-Type: text_html.pdf')
  expect(safeFilename('../../etc/passwd')).toBe('.._.._etc_passwd')
  expect(safeFilename('\r\n')).toBe('bestand')
})
