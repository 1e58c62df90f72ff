/**
 * Every text that states a business rule reads it from the rule's constant or from the price list's
 * terms (docs/decisions/036-the-offer-as-data.md): a number typed by hand beside the rule would stay
 * behind when the rule changes. The phrases are made from the constants and the first list's terms
 * themselves; the app's text (string literals, comments left out) may not contain one typed out,
 * outside the modules that define the rules and the venue's own facts.
 */
import { expect, test } from 'vitest'
import { bookingFaq } from '~/content/booking-faq'
import { faq, hero, serviceCards } from '~/content/home'
import { indicativePrices } from '~/content/prices'
import { servicePages } from '~/content/services'
import {
  bookingTerms,
  cancellationTerms,
  cancellationTermsOf,
  paymentTerms,
  quoteTerms,
  vatTerm,
} from '~/content/terms'
import { windowText } from '~/lib/availability'
import { lifecycleMessages } from '~/lib/booking-lifecycle'
import { countWord } from '~/lib/format'
import { payBy, REFUND_TERM_DAYS } from '~/lib/invoicing'
import { localBusiness } from '~/lib/local-business'
import { entriesOf, type PriceList } from '~/lib/price-list'
import { dayPartInfo, dayPartValues, dutchTime, type PriceInput, priceInputProblem } from '~/lib/pricing'
import { reminderLabels, SOON_BEFORE_HOURS } from '~/lib/reminders'
import { sourceLiterals } from '../support/node/source-texts'
import { firstPriceList } from '../support/price-lists'

const { terms } = firstPriceList
const phrases = [
  // The btw rates and terms are the price list's (the stored list 1 in production, this fixture here).
  ...[firstPriceList.room.vatRate, ...firstPriceList.entries.map((entry) => entry.vatRate), terms.halfRoomPercent].map(
    (rate) => `${rate} %`,
  ),
  ...[terms.freeCancellationDays, terms.paymentTermDays, terms.quoteValidDays, terms.optieDays, REFUND_TERM_DAYS].map(
    (days) => `${days} dagen`,
  ),
  ...[terms.freeCateringHours, SOON_BEFORE_HOURS, terms.minHoursAhead].map((hours) => `${hours} uur`),
  ...[terms.peopleChangeWorkdays, terms.halfRoomWorkdays].flatMap((days) => [
    `${days} werkdagen`,
    `${countWord(days)} werkdagen`,
  ]),
  `${terms.maxMonthsAhead} maanden`,
  `${countWord(terms.maxMonthsAhead)} maanden`,
  `${terms.maxPeople} personen`,
  ...dayPartValues.flatMap((part) => [dayPartInfo[part].start, dayPartInfo[part].end]),
  ...dayPartValues.flatMap((part) => [dutchTime(dayPartInfo[part].start), dutchTime(dayPartInfo[part].end)]),
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

test('no text types a rule’s number by hand: it reads the constant', () => {
  const typed = sourceLiterals('app')
    .filter(({ path }) => !sources.has(path))
    .flatMap(({ path, literal }) =>
      phrases
        .filter((phrase) =>
          new RegExp(`(^|[^\\d{])${phrase.replace(/[.*+?^$|()[\]\\]/g, '\\$&')}(?!\\w)`).test(literal),
        )
        .map((phrase) => `${path}: "${phrase}" in ${literal.slice(0, 80)}`),
    )
  expect(typed).toEqual([])
})

test('the texts that state the terms say what the price list says: change a term and every text changes', () => {
  const other: PriceList = {
    ...firstPriceList,
    terms: {
      quoteValidDays: 21,
      paymentTermDays: 10,
      peopleChangeWorkdays: 5,
      freeCancellationDays: 28,
      halfRoomWorkdays: 7,
      halfRoomPercent: 40,
      freeCateringHours: 72,
      maxPeople: 12,
      minHoursAhead: 48,
      maxMonthsAhead: 9,
      optieDays: 7,
      depositPercent: 30,
      depositTermDays: 10,
      balanceDaysBefore: 21,
    },
  }
  for (const list of [firstPriceList, other]) {
    const { terms } = list
    const cancellation = cancellationTerms(list).join(' ')
    expect(cancellation).toContain(`Annuleer je ${terms.freeCancellationDays} dagen of langer voor de datum`)
    expect(cancellation).toContain(`minstens ${terms.halfRoomWorkdays} hele werkdagen`)
    expect(cancellation).toContain(`${terms.halfRoomPercent} % van de zaalhuur`)
    expect(cancellation).toContain(`tot ${terms.freeCateringHours} uur voor het begin`)
    const quote = quoteTerms(list).join(' ')
    expect(quote).toContain(`Een offerte is ${terms.quoteValidDays} dagen geldig`)
    expect(quote).toContain(`minstens ${terms.peopleChangeWorkdays} hele werkdagen`)
    const payment = paymentTerms(list).join(' ')
    if (terms.depositPercent === 0) {
      expect(quote).toContain(`die betaal je binnen ${terms.paymentTermDays} dagen na de factuurdatum`)
      expect(payment).toContain(`die betaal je binnen ${terms.paymentTermDays} dagen na de factuurdatum`)
      expect(`${quote} ${payment}`).not.toContain('aanbetaling')
    } else {
      // The aanbetaling (ADR 039), as app/lib/deposit.ts applies it: with 10 + 21 + 10 days, the
      // eindfactuur comes 31 days before the date, and a booking confirmed 41 days ahead gets one invoice.
      for (const text of [quote, payment]) {
        expect(text).toContain(
          `een aanbetaling van ${terms.depositPercent} % van het totaal; die betaal je binnen ` +
            `${terms.depositTermDays} dagen`,
        )
        expect(text).toContain(
          'De eindfactuur voor het restant sturen we je 31 dagen voor je (eerste) datum; die betaal je uiterlijk ' +
            `${terms.balanceDaysBefore} dagen voor die datum.`,
        )
        expect(text).toContain(
          `Bevestigen we je boeking 41 dagen of korter voor je (eerste) datum, dan krijg je meteen één factuur, te ` +
            `betalen binnen ${terms.paymentTermDays} dagen.`,
        )
      }
      const after = { ...terms, balanceDaysBefore: 0 }
      expect(paymentTerms({ ...list, terms: after }).join(' ')).toContain(
        'Het restant staat op de eindfactuur, die we je de dag na je (laatste) bijeenkomst sturen; die betaal je ' +
          `binnen ${terms.paymentTermDays} dagen. Bevestigen we je boeking 10 dagen of korter`,
      )
    }
    expect(lifecycleMessages.peopleTooLate(terms.peopleChangeWorkdays)).toContain(
      `tot ${countWord(terms.peopleChangeWorkdays)} hele werkdagen voor de datum`,
    )
    // The room, the online window and the optie, wherever a page states them.
    const room = `${terms.maxPeople} personen`
    const booking = bookingTerms(list).join(' ')
    expect(booking).toContain(`De ruimte is er voor maximaal ${room}.`)
    expect(booking).toContain(`van ${terms.minHoursAhead} uur tot ${terms.maxMonthsAhead} maanden vooruit`)
    expect(booking).toContain(`meestal ${terms.optieDays} dagen`)
    expect(windowText(terms)).toBe(
      `Online boeken kan op werkdagen, van ${terms.minHoursAhead} uur tot ${terms.maxMonthsAhead} maanden vooruit.`,
    )
    const answers = faq(terms, entriesOf(list, 'lunch')).map((item) => item.answer)
    expect(answers).toContain(
      `Voor maximaal ${room}: aan één lange tafel, of voor een workshop in een losse opstelling.`,
    )
    expect(answers.join(' ')).toContain(
      `tot ${terms.minHoursAhead} uur van tevoren en tot ${terms.maxMonthsAhead} maanden`,
    )
    const onBookingPage = bookingFaq(terms)
      .map((item) => item.answer)
      .join(' ')
    expect(onBookingPage).toContain(`tot ${terms.maxMonthsAhead} maanden vooruit boeken`)
    expect(onBookingPage).toContain(`tot ${terms.minHoursAhead} uur van tevoren boeken`)
    expect(hero.text(terms.maxPeople)).toContain(`teams tot ${room}`)
    expect(serviceCards(terms.maxPeople)[0]?.features).toContain(`2 tot ${room}`)
    const meetings = servicePages.find((page) => page.slug === 'vergaderen')
    expect(meetings?.highlights(terms.maxPeople)).toContain(`2 tot ${room}`)
    expect(meetings?.description(terms.maxPeople)).toContain(`2 tot ${room}`)
    expect(localBusiness('https://venue.test', 'https://venue.test/a.jpg', terms.maxPeople).description).toContain(
      `tot ${room}`,
    )
    expect(indicativePrices(list)[0]?.prices.map((price) => price.detail)).toContain(`Ochtend of middag, tot ${room}`)
    const tooMany: PriceInput = {
      numPeople: terms.maxPeople + 1,
      dayParts: 1,
      meetingType: 'geen',
      lunchType: 'geen',
      extras: [],
    }
    expect(priceInputProblem(tooMany, list)).toBe(`Kies een aantal van 1 tot ${room}.`)
  }
  expect(reminderLabels['48u']).toBe(`${SOON_BEFORE_HOURS} uur vooraf`)
})

/** The app's texts outside the modules that define the rules, each with the file it is in. */
const texts = () => sourceLiterals('app').filter(({ path }) => !sources.has(path))
const offending = (pattern: RegExp) =>
  texts()
    .filter(({ literal }) => pattern.test(literal))
    .map(({ path, literal }) => `${path}: ${literal.slice(0, 100)}`)

test('no text types a number of people: the capacity and the coaching group read their constants', () => {
  expect(offending(/\btot \d+ (personen|deelnemers|teamleden|mensen|gasten)\b/i)).toEqual([])
  expect(offending(/\b\d+ (personen|deelnemers) (maximaal|max)\b/i)).toEqual([])
})

test('no text promises coffee or tea to everyone: what an arrangement includes is said where it is sold', () => {
  // arrangementInfo (app/lib/pricing.ts) says what each arrangement includes; everywhere else coffee and
  // tea are something the customer chooses, never "inbegrepen", "altijd" or "klaar" for everyone.
  expect(offending(/\b(koffie|thee)\b[^.!?;]*\b(inbegrepen|altijd|klaar|klaarstaat)\b/i)).toEqual([])
  expect(offending(/\b(inbegrepen|altijd)\b[^.!?;]*\b(koffie|thee)\b/i)).toEqual([])
})

test('an invoice is due "uiterlijk" its date (payBy), never "vóór" it', () => {
  expect(offending(/vóór \$\{formatDate|betalen vóór/i)).toEqual([])
  expect(payBy('2026-12-08')).toBe('uiterlijk 8 december 2026')
})

test('the texts catch what they look for', () => {
  const caught = (pattern: RegExp, text: string) => pattern.test(text)
  expect(caught(/\btot \d+ (personen|deelnemers|teamleden|mensen|gasten)\b/i, 'Tot 20 deelnemers')).toBe(true)
  expect(caught(/\b(koffie|thee)\b[^.!?;]*\b(inbegrepen|altijd|klaar|klaarstaat)\b/i, 'Koffie altijd inbegrepen')).toBe(
    true,
  )
  expect(caught(/\b(inbegrepen|altijd)\b[^.!?;]*\b(koffie|thee)\b/i, 'Altijd inbegrepen: koffie en thee')).toBe(true)
})

test('the FAQ names the lunches the list in effect offers, and none it stopped', () => {
  const lunchAnswer = (list: PriceList) =>
    faq(list.terms, entriesOf(list, 'lunch')).find((item) => item.question === 'Kunnen jullie zorgen voor lunch?')
      ?.answer
  expect(lunchAnswer(firstPriceList)).toBe(
    'Zeker. Kies in de calculator de basislunch (broodjes, soep en salade) of de luxe lunch (uitgebreide lunch met ' +
      'warme gerechten). Dieetwensen geven we graag door.',
  )
  const onlyBasis = { ...firstPriceList, entries: firstPriceList.entries.filter((entry) => entry.key !== 'luxe') }
  expect(lunchAnswer(onlyBasis)).toBe(
    'Zeker. Kies in de calculator de basislunch (broodjes, soep en salade). Dieetwensen geven we graag door.',
  )
  const none = { ...firstPriceList, entries: firstPriceList.entries.filter((entry) => entry.kind !== 'lunch') }
  expect(lunchAnswer(none)).toMatch(/^Op dit moment bieden we zelf geen lunch aan\./)
})

test('only a booking of several dates reads how several dates cancel', () => {
  const day = (date: string) =>
    ({
      date,
      numPeople: 8,
      dayParts: 1,
      meetingType: 'geen',
      lunchType: 'geen',
      extras: [],
      list: firstPriceList,
    }) as const
  const several = 'Heeft je boeking meer dan één datum, dan telt elke datum apart'
  expect(cancellationTermsOf([day('2027-01-11')]).join(' ')).not.toContain(several)
  expect(cancellationTermsOf([day('2027-01-11'), day('2027-01-12')]).join(' ')).toContain(several)
  expect(cancellationTermsOf([day('2027-01-11'), day('2027-01-12')]).join(' ')).toContain(
    'Je annuleert altijd de hele boeking; één datum apart annuleren kan niet online. Neem daarvoor contact met ons op.',
  )
})

test('the btw of a catering at two rates is a sentence of its own that says where to read which', () => {
  expect(vatTerm({ ...firstPriceList, entries: firstPriceList.entries.map((e) => ({ ...e, vatRate: 9 })) })).toBe(
    'Over de zaalhuur rekenen we 21 % btw, over de catering 9 % btw.',
  )
  const two = firstPriceList.entries.map((entry, index) => ({ ...entry, vatRate: index === 0 ? 21 : 9 }))
  expect(vatTerm({ ...firstPriceList, entries: two })).toBe(
    'Over de zaalhuur rekenen we 21 % btw. Over de catering rekenen we 9 % of 21 % btw; bij elke prijs staat welk ' +
      'tarief.',
  )
})
