import type { MailIntent } from '~/lib/booking-lifecycle'
import { formatDate, formatEuro, formatLongDate, listed } from '~/lib/format'
import { customerDraft, type MailDraft } from '../../mail/draft'
import type { MailBlock } from '../../mail/layout.server'
import { type BookingMailFacts, manageBlock } from './facts'

/** What the booking's invoice still asks, in a sentence; nothing when none was issued. */
function invoiceText(intent: Extract<MailIntent, { kind: 'thank-you' }>, facts: BookingMailFacts): string | null {
  const invoice = intent.invoice && facts.invoices.get(intent.invoice.invoiceId)
  if (!intent.invoice || !invoice) return null
  if (intent.invoice.openCents === 0) return `Factuur ${invoice.number} is betaald; je hoeft niets meer te doen.`
  return (
    `Factuur ${invoice.number} staat nog open: ${formatEuro(intent.invoice.openCents)}, te betalen uiterlijk ` +
    `${formatDate(invoice.dueOn)}. Betalen kan via de knop hieronder.`
  )
}

/**
 * The day after the meeting (docs/decisions/044-the-thank-you.md): thanks, the invoice's state, and
 * where the owner has a review address and the customer did not say no, one request for a review.
 */
export function thankYouMail(intent: Extract<MailIntent, { kind: 'thank-you' }>, facts: BookingMailFacts): MailDraft {
  const dates = listed(facts.days.map((day) => formatLongDate(day.date)))
  const invoice = invoiceText(intent, facts)
  const review: MailBlock[] = intent.reviewUrl
    ? [
        {
          kind: 'paragraph',
          text:
            'Wil je anderen vertellen hoe het was? Met een korte review help je ons, en iedereen die een plek zoekt ' +
            'om samen te komen.',
        },
        { kind: 'button', label: 'Schrijf een review', href: intent.reviewUrl },
        { kind: 'small', text: 'Liever niet? Laat deze mail dan gewoon liggen; we vragen het je niet nog eens.' },
      ]
    : []
  return customerDraft({
    to: facts.booking.email,
    name: facts.booking.name,
    topic: 'Bedankt voor je bezoek',
    heading: 'Bedankt',
    body: [
      {
        kind: 'paragraph',
        text: `Bedankt dat je op ${dates} bij ons was. We hopen dat het een goede bijeenkomst was.`,
      },
      ...(invoice ? [{ kind: 'paragraph' as const, text: invoice }] : []),
      ...review,
      { kind: 'paragraph', text: 'Tot een volgende keer!' },
    ],
    after: manageBlock(facts.manageUrl),
  })
}
