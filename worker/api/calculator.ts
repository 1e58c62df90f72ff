import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { requestTexts } from '~/content/requests'
import { withFirstChoices } from '~/lib/calculator'
import { amsterdamDate } from '~/lib/dates'
import { type PriceBook, peopleLimit } from '~/lib/price-list'
import {
  bookingPayloadSchema,
  emailQuotePayloadSchema,
  quoteAcceptPayloadSchema,
  SUBMISSION_ID_PATTERN,
} from '~/lib/request-form'
import { submitBookingRequest } from '~/server/bookings/request.server'
import { runPublicSubmission, unavailableMessage } from '~/server/http/public-forms.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { acceptQuote } from '~/server/quotes/accept.server'
import { emailQuote } from '~/server/quotes/quotes.server'
import { type Services, servicesFor } from '~/server/services.server'
import { limitBody, parseJson, requireJson } from './json-body'
import { answer } from './public'

export const calculatorApi = new Hono<{ Bindings: Env }>()

/**
 * The price lists a payload is checked against (the room they allow), or undefined when D1 cannot
 * read them: a storage failure like a failed write.
 */
async function offerOf(services: Services): Promise<PriceBook | undefined> {
  try {
    return await loadPriceBook(services.db)
  } catch (error) {
    console.error('The price lists could not be read', error)
    return undefined
  }
}

const unavailable = () => answer({ kind: 'unavailable', message: unavailableMessage }, () => ({}), 201)

/**
 * The client's own key for a submission (Idempotency-Key header): a retry with the same key and
 * body gets the first answer; the same key with another body is refused. Without one, every
 * request is a new submission.
 */
const idempotencyKey = createMiddleware<{ Bindings: Env; Variables: { submissionId: string | undefined } }>(
  async (c, next) => {
    const key = c.req.header('Idempotency-Key')?.trim()
    if (key !== undefined && !SUBMISSION_ID_PATTERN.test(key)) {
      return c.json(
        { error: 'Ongeldige Idempotency-Key: gebruik 8 tot 100 letters, cijfers of de tekens - _ . :' },
        400,
      )
    }
    c.set('submissionId', key)
    await next()
  },
)

calculatorApi.post('/bookings', requireJson, limitBody, idempotencyKey, async (c) => {
  const services = servicesFor(c.env, c.executionCtx)
  const book = await offerOf(services)
  if (!book) return unavailable()
  const parsed = await parseJson(c, bookingPayloadSchema(peopleLimit(book, amsterdamDate(new Date()))))
  if (!parsed.ok) return parsed.response
  // The key comes from the Idempotency-Key header, never from the body.
  const fields = { ...parsed.value, submissionId: c.get('submissionId') }
  const outcome = await runPublicSubmission(c.req.raw, services, 'booking', (now, count) =>
    submitBookingRequest(fields, book, services, now, count),
  )
  return answer(
    outcome,
    (result) => ({
      bookingId: result.bookingId,
      message: `${requestTexts.boeking.success.title}. ${requestTexts.boeking.success.description}`,
    }),
    201,
  )
})

calculatorApi.post('/calculator/email-quote', requireJson, limitBody, idempotencyKey, async (c) => {
  const services = servicesFor(c.env, c.executionCtx)
  const book = await offerOf(services)
  if (!book) return unavailable()
  const parsed = await parseJson(c, emailQuotePayloadSchema(peopleLimit(book, amsterdamDate(new Date()))))
  if (!parsed.ok) return parsed.response
  const { customer, quote } = parsed.value
  const outcome = await runPublicSubmission(c.req.raw, services, 'quote', (now, count) =>
    emailQuote(
      {
        customer,
        days: withFirstChoices(
          {
            date: quote.preferredDate,
            numPeople: quote.numPeople,
            dayParts: quote.dayParts,
            meetingType: quote.meetingType,
            lunchType: quote.lunchType,
            extras: quote.extras,
          },
          quote.laterDates,
          book,
        ),
        submissionId: c.get('submissionId'),
      },
      { ...services, now, count },
    ),
  )
  return answer(
    outcome,
    (result) => ({
      quoteNumber: result.quoteNumber,
      message: `Offerte ${result.quoteNumber} is per e-mail verstuurd.`,
    }),
    201,
  )
})

/**
 * A quote accepted online (docs/decisions/040-one-agreement-per-booking.md): the token of the link in
 * the quote's mail, the customer's details as the page takes them, and `price` (`offerte` while the
 * quote is valid, `vandaag` after). Answers the booking and whether the owner's setting confirmed it.
 */
calculatorApi.post('/quotes/accept', requireJson, limitBody, async (c) => {
  const services = servicesFor(c.env, c.executionCtx)
  const parsed = await parseJson(c, quoteAcceptPayloadSchema)
  if (!parsed.ok) return parsed.response
  const { token, price, newsletter, ...customer } = parsed.value
  const quoteNumber = await services.links.subject('quote-accept', token, Date.now())
  if (!quoteNumber) return c.json({ error: 'Deze offertelink werkt niet (meer).' }, 404)
  const outcome = await runPublicSubmission(c.req.raw, services, 'offerte', (now, count) =>
    acceptQuote(quoteNumber, { customer, price, newsletter }, { ...services, now, count }),
  )
  return answer(
    outcome,
    (result) => ({ bookingId: result.bookingId, status: result.confirmed ? 'bevestigd' : 'aanvraag' }),
    201,
  )
})
