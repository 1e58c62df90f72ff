import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes'

/** The spec's route table, by hand (docs/decisions/004-route-table.md). */
export default [
  // Files generated on request (PDF), outside the page layout.
  route('tarieven/offerte.pdf', 'routes/site/tarieven-pdf.ts'),
  route('downloads/prijslijst.pdf', 'routes/site/prijslijst-pdf.ts'),
  route('downloads/parkeerwijzer.pdf', 'routes/site/parkeerwijzer-pdf.ts'),
  route('sitemap.xml', 'routes/site/sitemap.ts'),
  route('robots.txt', 'routes/site/robots.ts'),
  // The owner's calendar subscription: a secret URL, private, outside the page layout.
  route('kalender/:bestand', 'routes/site/kalender-feed.ts'),
  // The customer's invoices, from the link to their own booking page: private, outside the layout.
  route('mijn-boeking/factuur', 'routes/site/mijn-boeking-factuur.ts'),
  // The owner's area: its own layout, whose middleware checks the session on the server for all of it.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard/route.tsx'),
    route('uitloggen', 'routes/admin/uitloggen.tsx'),
    route('klanten', 'routes/admin/klanten.tsx'),
    route('klanten/:id', 'routes/admin/klant/route.tsx'),
    route('boekingen/:id', 'routes/admin/boeking/route.tsx'),
    route('offertes/:id', 'routes/admin/offerte.tsx'),
    route('mail/:id', 'routes/admin/mail.tsx'),
    route('sluitingen', 'routes/admin/sluitingen.tsx'),
    route('boekhouding', 'routes/admin/boekhouding/route.tsx'),
    route('prijzen', 'routes/admin/prijzen/route.tsx'),
    route('kalender', 'routes/admin/kalender.tsx'),
    // The day itself: the day sheet (today without a date) and the caterer's order.
    route('dag/:datum?', 'routes/admin/dag.tsx'),
    route('catering', 'routes/admin/catering.tsx'),
    route('agenda', 'routes/admin/agenda.tsx'),
    route('agenda/:id', 'routes/admin/agenda-item.tsx'),
    route('facturen/:id', 'routes/admin/factuur.tsx'),
    // Files (PDF, CSV): resource routes, under the layout only for its middleware, the one guard.
    route('facturen/:id/factuur.pdf', 'routes/admin/factuur-pdf.ts'),
    route('facturen/:id/e-factuur.xml', 'routes/admin/factuur-xml.ts'),
    route('boekingen/:id/bevestiging.pdf', 'routes/admin/bevestiging-pdf.ts'),
    route('offertes/:id/offerte.pdf', 'routes/admin/offerte-pdf.ts'),
    route('export/:bestand', 'routes/admin/export.ts'),
    route('dag/:datum/dagblad.pdf', 'routes/admin/dag-pdf.ts'),
    route('catering/:bestand', 'routes/admin/catering-bestand.ts'),
    route('klanten/:id/export/:bestand', 'routes/admin/klant-export.ts'),
  ]),
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('over-ons', 'routes/site/over-ons.tsx'),
    route('geschiedenis', 'routes/site/geschiedenis.tsx'),
    route('agenda', 'routes/site/agenda.tsx'),
    route('tarieven', 'routes/site/tarieven.tsx', { id: 'tarieven' }),
    route('calculator', 'routes/site/tarieven.tsx', { id: 'calculator' }),
    route('tarieven/aanvragen', 'routes/site/tarieven-aanvragen.tsx'),
    route('tarieven/offerte-verzonden', 'routes/site/tarieven-verzonden.tsx', { id: 'offerte-verzonden' }),
    route('tarieven/aanvraag-ontvangen', 'routes/site/tarieven-verzonden.tsx', { id: 'aanvraag-ontvangen' }),
    route('contact', 'routes/site/contact.tsx'),
    route('privacy', 'routes/site/privacy.tsx'),
    route('voorwaarden', 'routes/site/voorwaarden.tsx'),
    route('contact/verzonden', 'routes/site/contact-verzonden.tsx'),
    route('nieuwsbrief', 'routes/site/nieuwsbrief.tsx'),
    route('nieuwsbrief/aangemeld', 'routes/site/nieuwsbrief-aangemeld.tsx'),
    route('nieuwsbrief/bevestigen', 'routes/site/nieuwsbrief-link.tsx', { id: 'nieuwsbrief-bevestigen' }),
    route('nieuwsbrief/afmelden', 'routes/site/nieuwsbrief-link.tsx', { id: 'nieuwsbrief-afmelden' }),
    route('boeken', 'routes/site/boeken.tsx'),
    // The customer's own booking and the payment of an invoice: signed links from our mails, private.
    route('mijn-boeking', 'routes/site/mijn-boeking/route.tsx'),
    // A quote the customer accepts online (docs/decisions/040-one-agreement-per-booking.md): a signed link, private.
    route('offerte', 'routes/site/offerte.tsx'),
    route('betalen', 'routes/site/betalen.tsx'),
    route('wachtlijst', 'routes/site/wachtlijst.tsx'),
    route('wachtlijst/bevestigen', 'routes/site/wachtlijst-bevestigen.tsx'),
    // The five service pages and the generic /diensten/{service} page are one content-driven
    // route: app/content/services.ts knows every slug; any other slug answers 404.
    ...prefix('diensten', [route(':service', 'routes/site/service.tsx')]),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig
