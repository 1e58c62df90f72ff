import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import {
  CheckboxField,
  FormMessage,
  InputField,
  PrivacyNote,
  PublicFormFields,
  RadioField,
  RequiredNote,
} from '~/components/forms'
import { PageHeader } from '~/components/page-header'
import { StatusPage } from '~/components/status-page'
import { pageTitle } from '~/content/venue'
import { bookingWindow, isValidIsoDate, monthsAhead } from '~/lib/availability'
import { WAITING_LIST_CONSENT, WaitingListSchema } from '~/lib/booking-schemas'
import { minuteCacheHeaders } from '~/lib/cache-policy'
import { countWord, formatLongDate } from '~/lib/format'
import { handlePublicForm } from '~/server/http/form-action.server'
import type { ServiceResult } from '~/server/http/public-forms.server'
import { currentPriceList } from '~/server/offer/price-lists.server'
import { services } from '~/server/services.server'
import { joinWaitingList } from '~/server/waiting-list/waiting-list.server'
import type { Route } from './+types/wachtlijst'

const intro = 'Is het dagdeel dat je wilt al bezet? Laat je e-mailadres achter: komt het vrij, dan hoor je het meteen.'

/** It states the booking window of the list in effect: kept a minute at the edge, as every page of the offer. */
export const headers = minuteCacheHeaders

/** /wachtlijst?datum=...&dagdeel=...: the waiting list for a full day part (FAQ, /boeken). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const date = url.searchParams.get('datum') ?? ''
  const now = Date.now()
  const { first, last } = bookingWindow(now, (await currentPriceList(services(context).db, now)).terms)
  return {
    date: isValidIsoDate(date) ? date : '',
    dayParts: ['1', '2', '3'].find((value) => value === url.searchParams.get('dagdeel')) ?? '3',
    first,
    last,
    sent: url.searchParams.get('aangemeld') === '1',
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  return handlePublicForm({
    request,
    services: app,
    schema: WaitingListSchema,
    bucket: 'waitinglist',
    successPath: '/wachtlijst?aangemeld=1',
    submit: async ({ email, date, dayParts }, now, count): Promise<ServiceResult> => {
      const { terms } = await currentPriceList(app.db, now)
      const { first, last } = bookingWindow(now, terms)
      if (date < first || date > last) {
        const message = `Kies een datum van vandaag tot ${monthsAhead(terms, countWord)} vooruit.`
        return { refusal: { field: 'date', message } }
      }
      return joinWaitingList(
        { email, date, dayParts: dayParts === '1' ? 1 : dayParts === '2' ? 2 : 3 },
        { db: app.db, links: app.links, now, count },
      )
    },
  })
}

export default function WaitingListPage({ loaderData, actionData }: Route.ComponentProps) {
  // Without JavaScript the action redirects to ?aangemeld=1; with it, it answers ok in place.
  if (loaderData.sent || actionData?.ok)
    return (
      <StatusPage title="Bijna klaar">
        <p>
          We hebben je een e-mail gestuurd. Bevestig daarin dat je op de wachtlijst wilt; komt het dagdeel vrij, dan
          mailen we je meteen.
        </p>
      </StatusPage>
    )
  return (
    <>
      <PageHeader title="Wachtlijst" intro={intro} />
      <div className="container-page max-w-2xl py-14">
        <WaitingListForm {...loaderData} lastResult={actionData?.result ?? undefined} />
      </div>
    </>
  )
}

function WaitingListForm({
  date,
  dayParts,
  first,
  last,
  lastResult,
}: {
  date: string
  dayParts: string
  first: string
  last: string
  lastResult?: SubmissionResult<string[]>
}) {
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm<{ email: string; date: string; dayParts: string; consent: string }>({
    id: 'wachtlijst',
    lastResult,
    defaultValue: { date, dayParts },
    constraint: getZodConstraint(WaitingListSchema),
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-label="Wachtlijst"
      className="space-y-5 rounded-xl border border-mortar bg-white p-6 shadow-sm sm:p-8"
    >
      <PublicFormFields />
      <FormMessage id={form.errorId} errors={form.errors} />
      {date ? <p className="font-medium first-letter:uppercase">{formatLongDate(date)}</p> : null}
      <InputField label="Datum" field={fields.date} type="date" min={first} max={last} required />
      <RadioField label="Dagdeel" field={fields.dayParts} options={{ 1: 'Ochtend', 2: 'Middag', 3: 'Hele dag' }} />
      <InputField label="E-mail" field={fields.email} type="email" required autoComplete="email" />
      <CheckboxField label={WAITING_LIST_CONSENT} field={fields.consent} />
      <RequiredNote />
      <PrivacyNote />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Bezig...' : 'Zet mij op de wachtlijst'}
      </button>
    </Form>
  )
}

export const meta = () => [{ title: pageTitle('Wachtlijst') }, { name: 'robots', content: 'noindex' }]
