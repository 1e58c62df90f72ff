/**
 * The venue says "je" to everyone: on the site, in its mails, on its documents and in the owner's
 * area. No text of the app (string literals and JSX text of app/, worker/ and the demo data in db/)
 * uses a formal form, and the owner's mail dialog warns when a message does.
 */
import { expect, test } from 'vitest'
import { formalAddress } from '~/lib/je-form'
import { sourceLiterals } from '../support/node/source-texts'

test('the formal forms are found as words, in any case, and nothing else is', () => {
  expect(formalAddress('Beste Piet, uw boeking is bevestigd. Kunt U de factuur betalen? Dank u.')).toEqual([
    'uw',
    'U',
    'u',
  ])
  expect(formalAddress('Uw referentie')).toEqual(['Uw'])
  expect(formalAddress('Je huurt de ruimte per uur; een u-bocht, menu, nu en duur.')).toEqual([])
})

test('no text of the app addresses anyone with "u" or "uw"', () => {
  const formal = sourceLiterals('app', 'worker', 'db')
    // Prose has words; a lone 'u' is a regular expression's flag, not a word to a reader.
    .filter(({ literal }) => /\p{L}+\s+\p{L}+/u.test(literal) && formalAddress(literal).length > 0)
    .map(({ path, literal }) => `${path}: ${literal.slice(0, 100)}`)
  expect(formal).toEqual([])
})
