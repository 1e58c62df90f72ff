import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { adminTitle, EmptyState, Section, StatusNotice } from '~/components/admin/ui'
import { changedTerms } from '~/content/terms'
import { amsterdamDate } from '~/lib/dates'
import { previewOf } from '~/lib/offer-preview'
import { draftOf, formFieldOf, formValuesOf, PriceListFormSchema } from '~/lib/offer-schemas'
import { draftList, listOn, listsFrom, type PriceListDraft, priceListProblems } from '~/lib/price-list'
import { readTogether } from '~/server/db/batch.server'
import { readForm } from '~/server/http/form-body.server'
import { loadPriceBook, priceBookReading } from '~/server/offer/price-lists.server'
import { publishPriceList } from '~/server/offer/publish.server'
import { ownerSettingReading, setOwnerSetting } from '~/server/owner-settings.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/route'
import { ListCard } from './list-card'
import { NewListForm } from './new-list-form'
import { QuoteAcceptanceSetting } from './quote-acceptance'

/**
 * /admin/prijzen: the owner's prices (docs/decisions/036-the-offer-as-data.md). The lists that
 * price meetings from today on, and a form for a new list from a date: "Bekijk voorbeeld" shows
 * what typical meetings cost under it beside the list it follows; "Publiceren" makes it the
 * prices for every meeting on and after its date. Nothing already quoted or booked changes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = services(context)
  // One round trip: the lists and the owner's setting for quotes accepted online.
  const { book, autoConfirmQuotes } = await readTogether(db, {
    book: priceBookReading(db),
    autoConfirmQuotes: ownerSettingReading(db, 'autoConfirmQuotes'),
  })
  const today = amsterdamDate(new Date())
  const lists = listsFrom(book, today)
  const latest = lists.at(-1) ?? listOn(book, today)
  const nextYear = Number(today.slice(0, 4)) + 1
  const proposal: PriceListDraft = { ...latest, name: `Tarieven ${nextYear}`, validFrom: `${nextYear}-01-01` }
  return {
    today,
    lists,
    defaults: formValuesOf(proposal),
    published: new URL(request.url).searchParams.get('melding') === 'gepubliceerd',
    autoConfirmQuotes,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  const form = await readForm(request)
  // The owner's choice for quotes accepted online (docs/decisions/040-one-agreement-per-booking.md).
  if (form.get('intent') === 'offertes-bevestigen') {
    await setOwnerSetting(app.db, 'autoConfirmQuotes', form.get('aan') === 'ja', Date.now())
    throw redirect('/admin/prijzen#offertes-accepteren', 303)
  }
  const submission = parseWithZod(form, { schema: PriceListFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), preview: null }, { status: 400 })
  const draft = draftOf(submission.value)
  const refused = (problems: { field: string; message: string }[]) => {
    const fieldErrors = Object.fromEntries(
      problems.map((problem) => [formFieldOf(problem.field, submission.value), [problem.message]]),
    )
    return data({ result: submission.reply({ fieldErrors }), preview: null }, { status: 400 })
  }
  if (submission.value.intent === 'publiceren') {
    const outcome = await publishPriceList(app.db, draft, { now: Date.now(), actor: 'eigenaar' })
    if (!outcome.problems) throw redirect('/admin/prijzen?melding=gepubliceerd', 303)
    return refused(outcome.problems)
  }
  // A preview of a list that could not be published says why instead.
  const problems = priceListProblems(draft, amsterdamDate(new Date()))
  if (problems.length > 0) return refused(problems)
  const book = await loadPriceBook(app.db)
  const follows = listOn(book, draft.validFrom)
  return {
    result: submission.reply(),
    preview: {
      follows: follows.name,
      validFrom: draft.validFrom,
      rows: previewOf(follows, draftList(draft)),
      terms: changedTerms(follows, draftList(draft)),
    },
  }
}

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { today, lists, defaults, published, autoConfirmQuotes } = loaderData
  return (
    <>
      <h1 className="font-display text-3xl font-semibold">Prijzen</h1>
      <p className="mt-1 max-w-2xl text-ink-soft">
        Een prijslijst geldt voor bijeenkomsten vanaf haar ingangsdatum. Offertes, aanvragen en boekingen houden de
        prijzen waarmee ze zijn gemaakt; een nieuwe prijslijst verandert daar niets aan.
      </p>
      {published ? (
        <StatusNotice>
          De prijslijst is gepubliceerd. De website toont de nieuwe prijzen binnen een minuut.
        </StatusNotice>
      ) : null}
      <Section title="Prijslijsten">
        {lists.length === 0 ? (
          <EmptyState>Er is nog geen prijslijst.</EmptyState>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {lists.map((list, index) => (
              <ListCard key={list.id} list={list} current={index === 0} today={today} />
            ))}
          </ul>
        )}
      </Section>
      <NewListForm
        today={today}
        defaults={defaults}
        lastResult={actionData?.result}
        preview={actionData?.preview ?? null}
      />
      <QuoteAcceptanceSetting on={autoConfirmQuotes} />
    </>
  )
}

export const meta = () => [{ title: adminTitle('Prijzen') }, { name: 'robots', content: 'noindex, nofollow' }]
