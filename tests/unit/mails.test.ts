/**
 * The words of every mail kind, in Node: each kind has its own test below (and the last test
 * fails when one has none), and every mail to a customer has one greeting, one sign-off and one
 * subject pattern.
 */
import { describe, expect, test } from 'vitest'
import {
  cancellationTermsOf,
  depositUnpaidTerm,
  MANAGE_BUTTON_LABEL,
  quoteTerms,
  venueCancelTerm,
} from '~/content/terms'
import { venue } from '~/content/venue'
import { addDays } from '~/lib/dates'
import { capitalised, formatDate, formatEuro, formatLongDate } from '~/lib/format'
import { ROOM_INCLUDES } from '~/lib/pricing'
import { OPTIE_BUTTON_LABEL } from '~/server/bookings/mails/facts'
import type { MailDraft } from '~/server/mail/draft'
import { greeting } from '~/server/mail/draft'
import { renderMail } from '~/server/mail/layout.server'
import { depositDays, type MailKind, mailSamples, oneDay, SITE, TODAY, twoDays } from '../support/mail-samples'
import { firstPriceList } from '../support/price-lists'

const VENUE_INBOX = 'info@oudepaardenslagerij.test'
const SIGN_OFF = `Met vriendelijke groet,\n${venue.name}`
const text = (draft: MailDraft) => renderMail(draft).text
const samples = Object.entries(mailSamples).flatMap(([kind, variants]) =>
  Object.entries(variants as Record<string, MailDraft>).map(([variant, draft]) => ({ kind, variant, draft })),
)
const toCustomer = samples.filter(({ draft }) => draft.to !== VENUE_INBOX)
const toVenue = samples.filter(({ draft }) => draft.to === VENUE_INBOX)

const tested = new Set<string>()
/** A test of one kind's words; the last test checks that every kind has one. */
function mailTest<K extends MailKind>(kind: K, name: string, check: (variants: (typeof mailSamples)[K]) => void) {
  tested.add(kind)
  test(`${kind}: ${name}`, () => check(mailSamples[kind]))
}

describe('every mail to a customer', () => {
  test.each(toCustomer.map(({ kind, variant, draft }) => [`${kind} (${variant})`, draft] as const))(
    '%s: one greeting, one sign-off, the subject pattern',
    (_name, draft) => {
      const body = text(draft)
      const [, opening = ''] = body.split('\n\n')
      expect(opening).toMatch(/^(Beste [A-Z][a-z]+,|Goedendag,)$/)
      expect(body.match(/Beste |Goedendag,|Hallo/g)).toHaveLength(1)
      expect(body.split(SIGN_OFF)).toHaveLength(2)
      expect(draft.subject).toMatch(new RegExp(`^[A-Z].* – ${venue.name}$`))
      expect(draft.subject).not.toContain(' - ')
    },
  )

  // The morning mail is about a day, not one customer: it has no one to reply to (its own test below).
  const aboutOneCustomer = toVenue.filter(({ kind }) => kind !== 'morning-mail')
  test.each(aboutOneCustomer.map(({ kind, variant, draft }) => [`${kind} (${variant})`, draft] as const))(
    '%s (to the venue): no greeting, a reply reaches the customer',
    (_name, draft) => {
      expect(text(draft)).not.toMatch(/Beste |Goedendag,|Hallo/)
      expect(draft.subject).not.toContain(venue.name)
      expect(draft.replyTo).toMatch(/@voorbeeld\.nl$/)
    },
  )

  test('an address anyone could have typed is greeted without a name; a customer the owner saw by first name', () => {
    for (const draft of [mailSamples.quote['een-datum'], mailSamples['request-received']['een-datum']]) {
      expect(text(draft)).toContain('Goedendag,')
      expect(text(draft)).not.toContain('Anouk')
    }
    expect(text(mailSamples.invoices.bevestiging)).toContain('Beste Anouk,')
    expect(text(mailSamples.invoices.bevestiging)).not.toContain('de Boer')
  })
})

mailTest('decision', "the owner's words open it; facts, link and terms follow; the optie's button", (mails) => {
  const confirmed = text(mails.bevestigd)
  expect(mails.bevestigd.subject).toBe(`Bevestiging van je boeking op maandag 11 januari 2027 – ${venue.name}`)
  expect(confirmed).toContain('Beste Anouk,\n\nGoed nieuws: je boeking op maandag 11 januari 2027 (ochtend')
  expect(confirmed).toContain(`${MANAGE_BUTTON_LABEL}: ${SITE}/mijn-boeking?token=klant`)
  for (const line of cancellationTermsOf(oneDay)) expect(confirmed).toContain(line)
  // One date: not a word about several, or about how several dates are cancelled.
  expect(confirmed).not.toContain('Je annuleert altijd de hele boeking')
  expect(confirmed).toContain(venueCancelTerm)
  expect(mails.bevestigd.attachments?.map((file) => file.filename)).toEqual([
    'bevestiging-boeking-9.pdf',
    'afspraak.ics',
  ])
  expect(confirmed).toContain('Je parkeert gratis voor de deur (zes plaatsen) of op het Kerkplein')
  expect(text(mails['bevestigd-twee-datums'])).toContain('maandag 18 januari 2027 (hele dag')
  expect(text(mails['bevestigd-twee-datums'])).toContain('dinsdag 19 januari 2027 (ochtend')
  // The confirmation states each date's dietary needs (ADR 045).
  expect(text(mails['bevestigd-twee-datums'])).toContain(
    'basislunch; dieetwensen: 3 vegetarisch, 1 glutenvrij; Eén gast is allergisch voor selderij.',
  )

  const optie = text(mails.optie)
  expect(mails.optie.heading).toBe('We houden de datum voor je vast')
  expect(optie).toContain(`Optie tot en met: ${formatLongDate(addDays(TODAY, 7))}`)
  expect(optie).toContain(`${OPTIE_BUTTON_LABEL}: ${SITE}/mijn-boeking?token=klant`)
  expect(optie).toContain('Op je boekingspagina (de knop hieronder) bevestig je de optie: dan is het een boeking')
  expect(optie).not.toContain(MANAGE_BUTTON_LABEL)
  expect(optie).not.toContain('annuleren')
  expect(text(mails['optie-twee-datums'])).toContain('deze datums voor je vast: niemand anders kan ze boeken')

  const rejected = text(mails.afgewezen)
  expect(rejected).toContain('Helaas kunnen we je aanvraag voor deze datum niet bevestigen.')
  expect(rejected).not.toContain('niet beschikbaar')
  expect(rejected).not.toContain(SITE)
  expect(text(mails['optie-beeindigd'])).toContain('Zoek je een andere datum?')
  expect(mails['optie-beeindigd'].heading).toBe('Over je optie')
  expect(mails.afgewezen.heading).toBe('Over je aanvraag')
  expect(text(mails.geannuleerd)).toContain('Zoals je ons vroeg, hebben we je hele boeking op maandag 18 januari 2027')
  expect(text(mails.geannuleerd)).toContain('Via deze link zie je je geannuleerde boeking en je facturen.')
})

mailTest('venue-cancel', 'an apology, why, what it costs (nothing), what comes back and another date', (mails) => {
  const paid = text(mails.betaald)
  expect(paid).toContain('Helaas moeten we je boeking op maandag 11 januari 2027')
  expect(paid).toContain('De reden: Door een lekkage is de vergaderruimte die week niet te gebruiken.')
  expect(paid).toContain(
    `Je betaalt niets. Wat je al betaalde, ${formatEuro(29_350)}, storten we binnen 14 dagen terug op de ` +
      'rekening waarvan je betaalde. De creditfactuur 2026-0007 sturen we je in een aparte e-mail.',
  )
  expect(paid).toContain(`Kies een andere datum: ${SITE}/boeken`)
  expect(paid).toContain('wachtlijst')
  expect(paid).not.toMatch(/annuleringskosten|Je annuleerde|Hierbij bevestigen/i)
  const unpaid = text(mails['niet-betaald'])
  expect(unpaid).toContain('Helaas moeten we je hele boeking op')
  expect(unpaid).toContain('Je betaalt niets.')
  expect(unpaid).not.toContain('storten we')
})

mailTest('customer-cancelled', 'the word for what ended, the documents that follow', (mails) => {
  expect(mails.boeking.subject).toBe(`Je boeking is geannuleerd – ${venue.name}`)
  // The product's own sentence (cancellationOutcome): what was cancelled, how long ahead, what it costs.
  expect(text(mails.boeking)).toContain(
    'Je hebt je boeking voor maandag 11 januari 2027, ochtend (8.30-12.30 uur) 12 dagen van tevoren geannuleerd. ' +
      `Volgens de voorwaarden betaal je 50 % van de zaalhuur: ${formatEuro(8_750)} excl. btw. Creditfactuur ` +
      '2026-0005 en factuur 2026-0006 sturen we je in een aparte e-mail.',
  )
  expect(text(mails.boeking).match(/geannuleerd/g)).toHaveLength(2)
  expect(text(mails.optie)).toContain('Je optie voor maandag 11 januari 2027, ochtend (8.30-12.30 uur) is vervallen.')
  expect(text(mails.aanvraag)).toContain('Goedendag,\n\nJe aanvraag voor maandag 11 januari 2027')
  expect(text(mails.aanvraag)).toContain('is ingetrokken.')
})

mailTest('venue-cancelled', 'who, what, the costs and what goes back', (mails) => {
  expect(mails.kosten.subject).toBe('Boeking 9 geannuleerd door de klant')
  expect(text(mails.kosten)).toContain(`Annuleringskosten: ${formatEuro(10_588)}.`)
  expect(text(mails.kosten)).not.toContain('Terug te betalen')
  expect(text(mails.kosten)).toContain(`Bekijk de boeking: ${SITE}/admin/boekingen/9`)
})

mailTest('optie-extended', 'the new last day and the optie button', (mails) => {
  const until = formatLongDate(addDays(TODAY, 10))
  expect(mails.verlengd.subject).toBe(`Je optie loopt nu tot en met ${until} – ${venue.name}`)
  expect(text(mails.verlengd)).toContain(`Optie tot en met: ${until}`)
  expect(text(mails.verlengd)).toContain(`${OPTIE_BUTTON_LABEL}: ${SITE}/mijn-boeking?token=klant`)
})

mailTest('optie-reminder', 'when it ends, in words, and where to decide', (mails) => {
  expect(mails.overmorgen.subject).toBe(`Je optie loopt overmorgen af – ${venue.name}`)
  expect(text(mails.overmorgen)).toContain(
    `Je optie op maandag 11 januari 2027 loopt tot en met ${formatLongDate(addDays(TODAY, 2))}.`,
  )
  expect(text(mails.overmorgen)).toContain('laat de optie daar dan vervallen')
  expect(text(mails['twee-datums'])).toContain('Je optie op maandag 18 januari 2027 en dinsdag 19 januari 2027')
  expect(text(mails['twee-datums'])).toContain('Wil je ze niet meer')
})

mailTest('optie-lapsed', 'the day is free, said without blame', (mails) => {
  expect(mails.verlopen.subject).toBe(`Je optie op maandag 11 januari 2027 is verlopen – ${venue.name}`)
  expect(text(mails.verlopen)).toContain('Omdat we geen bevestiging kregen, is de datum weer vrij.')
  expect(text(mails.verlopen)).not.toContain('niets van je gehoord')
})

mailTest('optie-accepted', 'confirmed, with the invite, the link and the terms', (mails) => {
  expect(mails.bevestigd.subject).toBe(
    `Bevestiging van je boeking op 2 datums vanaf maandag 18 januari 2027 – ${venue.name}`,
  )
  expect(text(mails.bevestigd)).toContain('Je hebt je optie bevestigd: de datums zijn nu voor je geboekt.')
  expect(text(mails.bevestigd)).toContain(cancellationTermsOf(twoDays)[0])
  expect(mails.bevestigd.attachments?.map((file) => file.filename)).toEqual([
    'bevestiging-boeking-12.pdf',
    'afspraak.ics',
  ])
})

mailTest('venue-optie', 'taken or lapsed, for the owner', (mails) => {
  expect(mails.bevestigd.subject).toBe('Optie 9 bevestigd door de klant')
  expect(mails.verlopen.subject).toBe('Optie 9 verlopen')
  expect(text(mails.verlopen)).toContain('De dagdelen zijn weer vrij')
})

mailTest('people-changed', "each date's number and the new total", (mails) => {
  expect(text(mails['een-datum'])).toContain(
    `Voor maandag 11 januari 2027, ochtend (8.30-12.30 uur) rekenen we nu met 6 personen. Het nieuwe totaal is ` +
      `${formatEuro(26_080)} inclusief btw.`,
  )
  expect(text(mails['een-datum'])).not.toContain('aanbetaling')
  // A request has no invoices yet: its link is to the request.
  expect(text(mails['een-datum'])).toContain('Bekijk je aanvraag')
  expect(text(mails['een-datum'])).not.toContain('facturen')
  expect(text(mails['twee-datums'])).toContain('Bekijk of wijzig je boeking')
  // Before the eindfactuur the aanbetaling stays (ADR 039).
  expect(text(mails.aanbetaling)).toContain(
    `Je aanbetaling blijft staan; de eindfactuur van ${formatDate('2027-04-12')} rekent met het nieuwe aantal.`,
  )
  expect(text(mails['twee-datums'])).toContain(
    'We rekenen nu met 10 personen op maandag 18 januari 2027 en 8 op dinsdag 19 januari 2027.',
  )
})

mailTest('venue-people', "the lifecycle's summary for the owner", (mails) => {
  expect(mails.gewijzigd.subject).toBe('Boeking 9: ander aantal personen')
  expect(text(mails.gewijzigd)).toContain(
    `Aantal personen gewijzigd door de klant van 10 naar 6; nieuw totaal ${formatEuro(26_080)}.`,
  )
})

mailTest('diet-changed', "each date's dietary needs as the owner set them, the customer's link", (mails) => {
  const body = text(mails['twee-datums'])
  expect(mails['twee-datums'].subject).toBe('Dieetwensen aangepast – De Oude Paardenslagerij')
  expect(body).toContain('We hebben de dieetwensen bij je boeking aangepast. Zo staan ze nu genoteerd:')
  expect(body).toContain('Maandag 18 januari 2027: 3 vegetarisch, 1 glutenvrij; Eén gast is allergisch voor selderij.')
  expect(body).toContain('Dinsdag 19 januari 2027: 2 vegetarisch')
  expect(body).toContain('Bekijk of wijzig je boeking')
})

mailTest('venue-diet', "the lifecycle's summary for the owner, with what it was", (mails) => {
  expect(mails.gewijzigd.subject).toBe('Boeking 12: andere dieetwensen')
  expect(text(mails.gewijzigd)).toContain(
    'Dieetwensen gewijzigd door de klant voor dinsdag 19 januari 2027: 2 vegetarisch (was: geen).',
  )
})

mailTest('change-request', 'the wish as a message to the owner, replying to the customer', (mails) => {
  expect(mails.verzoek.subject).toBe('Nieuw bericht via de website: Wijzigingsverzoek boeking 9')
  expect(mails.verzoek.replyTo).toBe('anouk@voorbeeld.nl')
  expect(text(mails.verzoek)).toContain('> Gewenste datum: woensdag 13 januari 2027\n> Gewenst dagdeel: middag')
  expect(text(mails.verzoek)).toContain('> Toelichting: Een collega kan maandag niet.')
})

mailTest('receipt', 'what came in, where it went, what goes back', (mails) => {
  expect(mails.betaald.subject).toBe(`Betaling ontvangen voor factuur 2026-0002 – ${venue.name}`)
  expect(text(mails.betaald)).toContain(
    `We hebben je betaling van ${formatEuro(29_350)} voor factuur 2026-0002 ontvangen. Die factuur is nu betaald.`,
  )
  expect(text(mails.vervangen)).toContain(
    'Die factuur hadden we inmiddels vervangen door factuur 2026-0004; je betaling hebben we daarmee verrekend, ' +
      `zodat ook die betaald is. Het verschil, ${formatEuro(3_270)}, storten we binnen 14 dagen terug op je rekening.`,
  )
  expect(text(mails['na-annulering'])).toContain(
    'Je boeking was geannuleerd; je betaling hebben we verrekend met de annuleringskosten (factuur 2026-0006). ' +
      `De rest, ${formatEuro(18_762)}, storten we binnen 14 dagen terug op je rekening.`,
  )
  expect(text(mails['na-annulering'])).not.toContain('vervangen')
  expect(text(mails.gecrediteerd)).toContain('Die factuur hadden we inmiddels gecrediteerd.')
})

mailTest('venue-refund-due', 'how much goes back to whom', (mails) => {
  expect(mails.terug.subject).toBe(`Terug te betalen: ${formatEuro(3_270)} (boeking 9)`)
  expect(text(mails.terug)).toContain(
    `Er is ${formatEuro(29_350)} ontvangen voor factuur 2026-0002; daarvan is ${formatEuro(3_270)} te veel. Dat ` +
      `bedrag moet uiterlijk ${formatDate(addDays(TODAY, 14))} terug naar Anouk de Boer.`,
  )
})

mailTest(
  'thank-you',
  'thanks for the day, the invoice as it stands, and a review asked only with an address',
  (mails) => {
    const paid = text(mails['betaald-met-review'])
    expect(mails['betaald-met-review'].subject).toBe(`Bedankt voor je bezoek – ${venue.name}`)
    expect(paid).toContain('Bedankt dat je op maandag 11 januari 2027 bij ons was.')
    expect(paid).toContain('Factuur 2026-0002 is betaald; je hoeft niets meer te doen.')
    expect(paid).toContain('Schrijf een review')
    expect(paid).toContain('https://g.page/r/oude-paardenslagerij/review')
    expect(paid).toContain('we vragen het je niet nog eens')
    const open = text(mails['factuur-open'])
    expect(open).toMatch(/Factuur 2026-0002 staat nog open: €\s[\d.]+,\d\d, te betalen uiterlijk /)
    expect(open).not.toContain('review')
  },
)

mailTest('morning-mail', 'the day with its bookings, and the catering that became final', (mails) => {
  const body = text(mails.dagblad)
  expect(mails.dagblad.subject).toBe('Dagblad maandag 11 januari 2027: 1 boeking')
  expect(mails.dagblad.replyTo).toBeUndefined()
  expect(body).not.toMatch(/Beste |Goedendag,/)
  expect(body).toContain('Anouk de Boer (Groen & Co Adviseurs)')
  expect(body).toContain('Graag de tafels in carréopstelling.')
  expect(body).toMatch(
    /Het aantal personen staat nu vast voor [a-z]+dag \d+ [a-z]+ \d{4}\. Bestel hiervoor de catering:/,
  )
  expect(body).toContain('Bekijk de cateringbestelling')
  expect(body).toContain('Uitzetten kan op het dagblad')
})

mailTest('refunded', 'how much is back, and where', (mails) => {
  expect(mails.ideal.subject).toBe(`We hebben ${formatEuro(3_270)} teruggestort – ${venue.name}`)
  expect(text(mails.ideal)).toContain(
    `We hebben ${formatEuro(3_270)} teruggestort op de rekening waarvan je met iDEAL betaalde, voor je boeking op ` +
      'maandag 11 januari 2027.',
  )
  expect(text(mails.overboeking)).toContain(
    `We hebben ${formatEuro(3_270)} teruggestort op je rekening, voor je boeking op maandag 11 januari 2027.`,
  )
  expect(text(mails.overboeking)).not.toContain('iDEAL')
})

mailTest('venue-refund-failed', 'that the money is due again, and what the owner can do', (mails) => {
  expect(mails.mislukt.subject).toBe(`Terugbetaling mislukt: ${formatEuro(3_270)} (boeking 9)`)
  expect(text(mails.mislukt)).toContain('aan Anouk de Boer via iDEAL is mislukt')
  expect(text(mails.mislukt)).toContain('Het bedrag staat weer open op de boeking.')
  expect(mails.geannuleerd.subject).toBe(`Terugbetaling geannuleerd: ${formatEuro(3_270)} (boeking 9)`)
})

mailTest('reminder', 'counted from the first date, what was booked, parking and the link', (mails) => {
  expect(mails.week.subject).toBe(`Herinnering: je bijeenkomst over 7 dagen, maandag 11 januari 2027 – ${venue.name}`)
  expect(text(mails.week)).toContain(`voor 10 personen. ${capitalised(ROOM_INCLUDES)} staan klaar.`)
  expect(text(mails.week)).toContain('Je hebt het basisarrangement geboekt.')
  expect(text(mails.week)).toContain(`${SITE}/downloads/parkeerwijzer.pdf`)
  expect(mails.morgen.heading).toBe('Tot morgen!')
  expect(text(mails.morgen)).toContain('is op 2 datums; de eerste is maandag 18 januari 2027, hele dag')
})

mailTest('unpaid-reminder', 'what is open, since when, a new term, and to a consumer the costs after it', (mails) => {
  // Two days after factuur 2026-0002 of today was due.
  const remindedOn = addDays(TODAY, 16)
  expect(mails.overmaken.subject).toBe(`Herinnering: factuur 2026-0002 – ${venue.name}`)
  expect(text(mails.overmaken)).toContain(`de betaaltermijn liep af op ${formatDate(addDays(TODAY, 14))}`)
  expect(text(mails.overmaken)).toContain(`Wil je het bedrag uiterlijk ${formatDate(addDays(remindedOn, 15))} betalen?`)
  expect(text(mails.overmaken)).not.toContain('iDEAL')
  expect(text(mails.overmaken)).not.toContain('incassokosten')
  // A consumer's reminder is the letter of art. 6:96 lid 6 BW: 14 days after receipt, the costs in euros.
  expect(text(mails.consument)).toContain(
    `Betaal je niet binnen 14 dagen na ontvangst van deze e-mail (uiterlijk ${formatDate(addDays(remindedOn, 15))}), ` +
      `dan brengen we incassokosten in rekening: ${formatEuro(4_403)}, volgens de wettelijke staffel, en ` +
      'daarnaast de wettelijke rente.',
  )
  expect(text(mails.ideal)).toContain(`Betaal ${formatEuro(29_350)} met iDEAL: ${SITE}/betalen/2026-0002?token=betaal`)
})

mailTest('invoices', 'the documents, why, what is due by when, what was settled and goes back', (mails) => {
  expect(mails.bevestiging.subject).toBe(`Factuur 2026-0002 – ${venue.name}`)
  expect(text(mails.bevestiging)).toContain(
    `Graag ontvangen we ${formatEuro(29_350)} uiterlijk ${formatDate(addDays(TODAY, 14))}: je betaalt eenvoudig ` +
      'met iDEAL.',
  )
  expect(mails.bevestiging.attachments?.map((file) => file.filename)).toEqual(['factuur-2026-0002.pdf'])
  expect(mails.annulering.subject).toBe(`Creditfactuur 2026-0005 en factuur 2026-0006 – ${venue.name}`)
  expect(text(mails.annulering)).toContain(
    'Je boeking is geannuleerd, dus crediteren we factuur 2026-0002 met creditfactuur 2026-0005. De ' +
      'annuleringskosten staan op factuur 2026-0006.',
  )
  expect(text(mails.annulering)).toContain(
    `op ${venue.iban} ten name van ${venue.name}, onder vermelding van 2026-0006`,
  )
  // Every document is attached once, under the name the product gives it.
  expect(mails.annulering.attachments?.map((file) => file.filename)).toEqual([
    'creditfactuur-2026-0005.pdf',
    'factuur-2026-0006.pdf',
  ])
  // The aanbetaling (ADR 039): what it is, the rest with the eindfactuur's dates; then the eindfactuur.
  expect(mails.aanbetaling.subject).toBe(`Voorschotfactuur 2026-0008 – ${venue.name}`)
  expect(mails.aanbetaling.attachments?.map((file) => file.filename)).toEqual(['voorschotfactuur-2026-0008.pdf'])
  expect(text(mails.aanbetaling)).toContain(
    `Dit is de aanbetaling van 30 % van je boeking van ${formatEuro(29_350)}. Het restant van ` +
      `${formatEuro(20_544)} krijg je op de eindfactuur, die we je op ${formatDate('2027-04-12')} sturen ` +
      `en die je uiterlijk ${formatDate('2027-04-26')} betaalt.`,
  )
  expect(mails.eindfactuur.subject).toBe(`Creditfactuur 2027-0011 en eindfactuur 2027-0012 – ${venue.name}`)
  expect(mails.eindfactuur.attachments?.map((file) => file.filename)).toEqual([
    'creditfactuur-2027-0011.pdf',
    'eindfactuur-2027-0012.pdf',
  ])
  const final = text(mails.eindfactuur)
  expect(final).toContain(
    `Dit is de eindfactuur van je boeking: het hele bedrag, met je aanbetaling van ${formatEuro(8_806)} ervan ` +
      'afgetrokken. Daarvoor crediteren we voorschotfactuur 2026-0008 met creditfactuur 2027-0011.',
  )
  expect(final).not.toContain('voldaan uit wat je eerder betaalde')
  // Due in the year of its own number, on the day the terms say.
  expect(final).toContain(`Graag ontvangen we ${formatEuro(20_544)} uiterlijk ${formatDate('2027-04-26')}`)
  const people = text(mails['personen-na-betaling'])
  expect(people).toContain('vervangt factuur 2026-0004 je eerdere factuur 2026-0002')
  expect(people).toContain('rekenen we nu met 6 personen')
  expect(people).toContain(`Van factuur 2026-0004 is ${formatEuro(26_080)} voldaan uit wat je eerder betaalde`)
  expect(people).toContain(`we storten ${formatEuro(3_270)} binnen 14 dagen terug`)
  // No number names two documents in the samples.
  const documents = new Map<string, string>()
  for (const { draft } of samples)
    for (const file of draft.attachments ?? []) {
      const [, name, number] = file.filename.match(/^(\w+)-(\d{4}-\d{4})\.pdf$/) ?? []
      if (!number || !name) continue
      expect(documents.get(number) ?? name, number).toBe(name)
      documents.set(number, name)
    }
})

mailTest('deposit-reminder', 'the aanbetaling, its due date, the iDEAL button, once before it is due', (mails) => {
  expect(mails.ideal.subject).toBe(`Herinnering: je aanbetaling – ${venue.name}`)
  expect(text(mails.ideal)).toContain(
    `De aanbetaling van ${formatEuro(8_806)} voor je boeking op ${formatLongDate(depositDays[0]?.date ?? '')}, ` +
      'ochtend (8.30-12.30 uur) (voorschotfactuur 2026-0008) hebben we nog niet ontvangen. Wil je die uiterlijk ' +
      `${formatDate(addDays(TODAY, 14))} betalen?`,
  )
  expect(text(mails.ideal)).toContain(`Betaal ${formatEuro(8_806)} met iDEAL: ${SITE}/betalen/2026-0008?token=betaal`)
})

mailTest('venue-deposit-overdue', 'for the owner: what is open since when, and that nothing is cancelled', (mails) => {
  expect(mails['te-laat'].subject).toBe(`Aanbetaling niet ontvangen: ${formatEuro(8_806)} (boeking 10)`)
  expect(mails['te-laat'].to).toBe(VENUE_INBOX)
  expect(text(mails['te-laat'])).toContain(`moest uiterlijk ${formatDate(addDays(TODAY, 14))} betaald zijn`)
  expect(text(mails['te-laat'])).toContain('De boeking blijft staan')
})

mailTest('request-received', 'only what we checked, the link and the terms', (mails) => {
  const one = text(mails['een-datum'])
  expect(mails['een-datum'].subject).toBe(`We hebben je boekingsaanvraag ontvangen – ${venue.name}`)
  expect(one).toContain('Binnen één werkdag laten we je weten')
  expect(one).toContain(`Bekijk je aanvraag: ${SITE}/mijn-boeking?token=aanvraag`)
  expect(one).toContain('je kunt er het aantal personen aanpassen of de aanvraag intrekken')
  for (const line of cancellationTermsOf(oneDay)) expect(one).toContain(line)
  // What it will cost when, before the customer commits (ADR 040): one invoice, or the aanbetaling.
  expect(one).toContain('Na de bevestiging krijg je de factuur per e-mail; betaal die binnen 14 dagen')
  const deposit = text(mails['met-aanbetaling'])
  expect(deposit).toContain('Bevestigen we je boeking vandaag, dan vragen we een aanbetaling van 30 %')
  expect(deposit).toContain(depositUnpaidTerm)
  const accepted = text(mails['uit-offerte'])
  expect(mails['uit-offerte'].subject).toBe(`Je hebt offerte OFF-20261201-482 geaccepteerd – ${venue.name}`)
  expect(accepted).toContain('je hebt offerte OFF-20261201-482 geaccepteerd, tegen de prijs van de offerte')
  expect(one).not.toContain('beamer')
  expect(one.indexOf('Heb je dit niet zelf aangevraagd?')).toBeGreaterThan(one.indexOf(SIGN_OFF))
  expect(text(mails['twee-datums'])).toContain('Maandag 18 januari 2027')
})

mailTest('quote-confirmed', 'the quote accepted and the booking confirmed, with the invite and the terms', (mails) => {
  const confirmed = text(mails.bevestigd)
  expect(mails.bevestigd.subject).toBe(`Bevestiging van je boeking op maandag 11 januari 2027 – ${venue.name}`)
  expect(confirmed).toContain(
    'Je hebt offerte OFF-20261201-482 geaccepteerd, tegen de prijs van de offerte: de datum is nu voor je geboekt',
  )
  expect(confirmed).toContain(`${MANAGE_BUTTON_LABEL}: ${SITE}/mijn-boeking?token=klant`)
  for (const line of cancellationTermsOf(oneDay)) expect(confirmed).toContain(line)
  expect(mails.bevestigd.attachments?.map((file) => file.filename)).toEqual([
    'bevestiging-boeking-9.pdf',
    'afspraak.ics',
  ])
})

mailTest('venue-quote-confirmed', 'the owner hears the setting confirmed it', (mails) => {
  expect(mails.bevestigd.subject).toBe('Offerte OFF-20261201-482 geaccepteerd: boeking 9 bevestigd')
  expect(text(mails.bevestigd)).toContain('Zoals je instelling zegt, is de boeking meteen bevestigd')
})

mailTest('request-to-venue', 'everything the visitor typed, for the owner', (mails) => {
  expect(mails.aanvraag.subject).toBe('Nieuwe boekingsaanvraag: 2 datums vanaf maandag 18 januari 2027')
  expect(mails['uit-offerte'].subject).toBe('Offerte OFF-20261201-482 geaccepteerd: maandag 11 januari 2027, ochtend')
  expect(text(mails.aanvraag)).toContain('Graag een beamer voor twee presentaties.')
  expect(text(mails.aanvraag)).toContain('Telefoon: 06 12345678')
})

mailTest('waiting-list-confirm', 'the day part and the confirmation link', (mails) => {
  expect(mails.bevestigen.subject).toBe(`Bevestig je plek op de wachtlijst – ${venue.name}`)
  expect(text(mails.bevestigen)).toContain('zodra de ochtend van maandag 11 januari 2027 bij')
  expect(text(mails.bevestigen)).toContain(`Ja, zet mij op de wachtlijst: ${SITE}/wachtlijst/bevestigen?token=wacht`)
})

mailTest('waiting-list-free', 'free now, first come first served, the link to book', (mails) => {
  expect(mails.vrij.subject).toBe(`Er is plek: maandag 11 januari 2027, ochtend – ${venue.name}`)
  expect(text(mails.vrij)).toContain('wie het eerst aanvraagt, krijgt het dagdeel')
  expect(text(mails.vrij)).toContain(`${SITE}/tarieven?datum=2027-01-11&dagdeel=1`)
})

mailTest('quote', 'the summary, its validity and every term, the PDF attached', (mails) => {
  const quote = text(mails['een-datum'])
  expect(mails['een-datum'].subject).toBe(`Je offerte OFF-20261201-482 – ${venue.name}`)
  expect(quote).toContain(`De offerte is geldig tot en met ${formatDate(addDays(TODAY, 30))}. Akkoord?`)
  expect(quote).toContain(`Bekijk en accepteer je offerte: ${SITE}/offerte?sleutel=offerte`)
  for (const line of [...quoteTerms(firstPriceList), ...cancellationTermsOf(oneDay, { quote: true })])
    expect(quote).toContain(line)
  // A quote has no booking yet, and so no button to change one.
  expect(quote).toContain("Heb je geboekt, dan annuleer of wijzig je via de knop 'Bekijk of wijzig je boeking'")
  expect(quote).not.toContain('Reageer op deze e-mail of vraag de boeking aan')
  expect(quote).toContain('Totaal incl. btw')
  expect(quote).not.toContain('beamer')
  expect(mails['een-datum'].attachments?.map((file) => file.filename)).toEqual(['offerte-OFF-20261201-482.pdf'])
  expect(quote).not.toContain('aanbetaling')
  // Under a list with an aanbetaling (ADR 039) the quote says what it asks, with the amounts.
  expect(text(mails['met-aanbetaling'])).toContain(
    `Bevestigen we je boeking vandaag, dan vragen we een aanbetaling van 30 %: ${formatEuro(8_806)}, te betalen ` +
      `uiterlijk ${formatDate('2026-12-15')}. Het restant van ${formatEuro(20_544)} staat op de eindfactuur van ` +
      `${formatDate('2027-04-12')}, te betalen uiterlijk ${formatDate('2027-04-26')}.`,
  )
})

mailTest('quote-to-venue', "the owner's copy with what the visitor typed", (mails) => {
  expect(mails.kopie.subject).toBe('Offerte OFF-20261201-482 verstuurd aan Anouk de Boer')
  expect(text(mails.kopie)).toContain('Bedrijf: De Boer Advies')
})

mailTest('contact-message', 'the message quoted, the sender as reply-to', (mails) => {
  expect(mails.bericht.subject).toBe('Nieuw bericht via de website: Heisessie in maart')
  expect(text(mails.bericht)).toContain('> Kunnen we langskomen?')
})

mailTest('newsletter-confirm', 'the confirmation link, the consent, one-click unsubscribe', (mails) => {
  expect(text(mails.bevestigen)).toContain(
    `Ja, ik wil de nieuwsbrief ontvangen: ${SITE}/nieuwsbrief/bevestigen?token=ja`,
  )
  expect(mails.bevestigen.headers?.['List-Unsubscribe']).toBe(`<${SITE}/api/newsletter/unsubscribe?token=nee>`)
})

test('every kind of mail has a test of its own words', () => {
  expect([...tested].sort()).toEqual(Object.keys(mailSamples).sort())
})

test('the greeting uses the first word only when it is a first name; else the whole name as typed', () => {
  expect(greeting('Anouk de Boer')).toBe('Beste Anouk,')
  expect(greeting('Jan-Willem Smit')).toBe('Beste Jan-Willem,')
  expect(greeting("Ka'ena Vos")).toBe("Beste Ka'ena,")
  expect(greeting('Dhr. J. de Vries')).toBe('Beste Dhr. J. de Vries,')
  expect(greeting('J. Jansen')).toBe('Beste J. Jansen,')
  expect(greeting('mevr  Bakker')).toBe('Beste mevr Bakker,')
  expect(greeting('Dr Eva Bos')).toBe('Beste Dr Eva Bos,')
  expect(greeting('J Jansen')).toBe('Beste J Jansen,')
  expect(greeting('Özlem Kaya')).toBe('Beste Özlem,')
  expect(greeting('')).toBe('Goedendag,')
  expect(greeting(undefined)).toBe('Goedendag,')
})
