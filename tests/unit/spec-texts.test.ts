/**
 * The spec's literal texts that only JavaScript shows (toasts, a button's label while sending) and
 * that the site keeps as written, each in the module that shows it. The texts a page renders are
 * held on the rendered pages (tests/integration/spec-texts.test.ts); the departures are listed in
 * docs/decisions/031-the-venues-own-facts-over-the-spec.md.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { literals } from '../support/node/source-texts'

const shownByJavaScript: Record<string, string[]> = {
  // Spec §4 and §8: the contact and newsletter forms.
  'app/components/contact-form.tsx': [
    'Bezig met verzenden...',
    'Bericht verzonden',
    'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.',
    'Er is iets misgegaan',
    'Probeer het later opnieuw',
  ],
  'app/components/newsletter-form.tsx': ['Bezig...', 'Er is iets misgegaan', 'Probeer het later opnieuw'],
  // Spec §4, §5 and §8: the quote and booking dialog.
  'app/components/rates/request-dialog.tsx': ['Bezig...', 'Ontbrekende gegevens', 'Vul alle verplichte velden in.'],
  'app/content/requests.ts': ['Offerte verzonden'],
  // Spec §5 and §8: the owner's toasts.
  // The add-customer messages are the copy review's (ADR 031); the form's own failure is the spec's.
  'app/components/admin/add-customer.tsx': ['Er is een fout opgetreden bij het toevoegen van de klant'],
  'app/lib/admin-schemas.ts': [
    // A contact moment's contactedBy when the owner leaves it empty (spec §3).
    'Admin',
  ],
  'app/routes/admin/boeking/mail-dialog.tsx': ['Fout'],
  'app/routes/admin/boeking/route.tsx': ['Status bijgewerkt', 'Fout: Status kon niet worden bijgewerkt'],
  'app/lib/booking-status.ts': ['Boeking bevestigd', 'Boeking geannuleerd'],
  'app/routes/admin/klant/route.tsx': ['Klant bijgewerkt', 'Contactmoment toegevoegd'],
}

/** A literal as the source writes it, its quotes or JSX brackets removed. */
const unquoted = (literal: string) => literal.slice(1, -1).trim()

test.each(Object.entries(shownByJavaScript))('%s keeps the spec’s texts as written', (path, texts) => {
  const own = new Set(literals(readFileSync(path, 'utf8')).map(unquoted))
  expect(texts.filter((text) => !own.has(text))).toEqual([])
})
