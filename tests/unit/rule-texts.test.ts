/**
 * Every text that states a business rule reads it from the rule's constant: a number typed by hand
 * beside the rule would stay behind when the rule changes. The phrases are made from the constants
 * themselves; the app's text (string literals, comments left out) may not contain one typed out,
 * outside the modules that define the rules and the venue's own facts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { cancellationTerms } from '~/content/terms'
import { MAX_MONTHS_AHEAD, MIN_HOURS_AHEAD } from '~/lib/availability'
import { lifecycleMessages } from '~/lib/booking-lifecycle'
import {
  FREE_CANCELLATION_DAYS,
  FREE_CATERING_HOURS,
  HALF_ROOM_PERCENT,
  HALF_ROOM_WORKDAYS,
  PEOPLE_CHANGE_WORKDAYS,
} from '~/lib/cancellation'
import { countWord } from '~/lib/format'
import { PAYMENT_TERM_DAYS, REFUND_TERM_DAYS } from '~/lib/invoicing'
import { dayPartInfo, dayPartValues, FOOD_VAT_RATE, MAX_PEOPLE, ROOM_VAT_RATE } from '~/lib/pricing'
import { reminderLabels, SOON_BEFORE_HOURS } from '~/lib/reminders'

const phrases = [
  ...[ROOM_VAT_RATE, FOOD_VAT_RATE, HALF_ROOM_PERCENT].map((rate) => `${rate} %`),
  ...[FREE_CANCELLATION_DAYS, PAYMENT_TERM_DAYS, REFUND_TERM_DAYS].map((days) => `${days} dagen`),
  ...[FREE_CATERING_HOURS, SOON_BEFORE_HOURS, MIN_HOURS_AHEAD].map((hours) => `${hours} uur`),
  ...[PEOPLE_CHANGE_WORKDAYS, HALF_ROOM_WORKDAYS].flatMap((days) => [
    `${days} werkdagen`,
    `${countWord(days)} werkdagen`,
  ]),
  `${MAX_MONTHS_AHEAD} maanden`,
  `${countWord(MAX_MONTHS_AHEAD)} maanden`,
  `${MAX_PEOPLE} personen`,
  ...dayPartValues.flatMap((part) => [dayPartInfo[part].start, dayPartInfo[part].end]),
]

/** Where the rules are defined, and the venue's own facts (its opening hours are not a day part). */
const sources = new Set([
  'app/lib/pricing.ts',
  'app/lib/cancellation.ts',
  'app/lib/availability.ts',
  'app/lib/invoicing.ts',
  'app/lib/reminders.ts',
  'app/lib/booking-lifecycle.ts',
  'app/content/venue.ts',
])

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

/** The text of a module's string literals and JSX text, without its comments. */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  return code.match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`|>[^<>{}]+</g) ?? []
}

test('no text types a rule’s number by hand: it reads the constant', () => {
  const typed = files('app')
    .filter((path) => !sources.has(path))
    .flatMap((path) =>
      literals(readFileSync(path, 'utf8')).flatMap((literal) =>
        phrases
          .filter((phrase) =>
            new RegExp(`(^|[^\\d{])${phrase.replace(/[.*+?^$|()[\]\\]/g, '\\$&')}(?!\\w)`).test(literal),
          )
          .map((phrase) => `${path}: "${phrase}" in ${literal.slice(0, 80)}`),
      ),
    )
  expect(typed).toEqual([])
})

test('the texts that state the rules say what the constants say', () => {
  expect(cancellationTerms.join(' ')).toContain(`${FREE_CANCELLATION_DAYS} dagen`)
  expect(cancellationTerms.join(' ')).toContain(`${HALF_ROOM_PERCENT} %`)
  expect(cancellationTerms.join(' ')).toContain(`${FREE_CATERING_HOURS} uur`)
  expect(lifecycleMessages.peopleTooLate).toContain(`${countWord(PEOPLE_CHANGE_WORKDAYS)} werkdagen`)
  expect(reminderLabels['48u']).toBe(`${SOON_BEFORE_HOURS} uur vooraf`)
})
