import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import { adminTitle, Badge, EmptyState, formatDateTime, Section, Table } from '~/components/admin/ui'
import { FormMessage, InputField, RadioField, SelectField } from '~/components/forms'
import { bookkeepingMessages, pushStatusText, unmappedRates, vatRates } from '~/lib/bookkeeping'
import { BackfillSchema, BookkeepingActionSchema, ConnectSchema, MappingSchema } from '~/lib/bookkeeping-schemas'
import { amsterdamDate } from '~/lib/dates'
import { PushError } from '~/server/bookkeeping/adapter'
import {
  backfill,
  connect,
  disconnect,
  readConnection,
  recentPushes,
  retryPush,
  saveMapping,
  testConnection,
  tokenCiphertext,
} from '~/server/bookkeeping/connection.server'
import { decryptToken, encryptToken } from '~/server/bookkeeping/token-crypto.server'
import { readForm } from '~/server/http/form-body.server'
import { type Services, services } from '~/server/services.server'
import type { Route } from './+types/boekhouding'

/** The stored token, opened with the Worker's secret, and the adapter that speaks with it. */
async function storedAdapter(app: Services) {
  const sealed = await tokenCiphertext(app.db)
  const token = sealed && app.bookkeeping.secret ? await decryptToken(app.bookkeeping.secret, sealed) : null
  return token ? app.bookkeeping.adapterFor(token) : undefined
}

/** /admin/boekhouding: the connection to Moneybird, its mapping, the backfill, and every push (ADR 046). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const [connection, pushes] = await Promise.all([readConnection(app.db), recentPushes(app.db)])
  let options: Awaited<ReturnType<NonNullable<Awaited<ReturnType<typeof storedAdapter>>>['options']>> | undefined
  let optionsError: string | undefined
  if (connection) {
    try {
      options = await (await storedAdapter(app))?.options(connection.administrationId)
    } catch (error) {
      if (!(error instanceof PushError)) throw error
      optionsError = error.message
    }
  }
  const url = new URL(request.url)
  const today = amsterdamDate(new Date())
  return {
    canConnect: Boolean(app.bookkeeping.secret),
    connection: connection && {
      ...connection,
      missingRates: unmappedRates({ ledgerAccountId: connection.ledgerAccountId, taxRates: connection.taxRates }),
    },
    options,
    optionsError,
    pushes,
    today,
    yearStart: `${today.slice(0, 4)}-01-01`,
    notice: url.searchParams.get('melding'),
    test: url.searchParams.get('test'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  const submission = parseWithZod(await readForm(request), { schema: BookkeepingActionSchema })
  if (submission.status !== 'success') {
    const intent = submission.payload.intent
    if (intent !== 'verbinden' && intent !== 'koppeling' && intent !== 'terugzetten')
      throw data('Dat verzoek kon niet worden gelezen.', { status: 400 })
    return data({ form: intent, result: submission.reply(), choose: undefined }, { status: 400 })
  }
  const asked = submission.value
  const now = Date.now()
  const deps = { ...app.bookkeeping, now }
  switch (asked.intent) {
    case 'verbinden': {
      const secret = app.bookkeeping.secret
      const token = asked.token ?? (asked.sealed && secret ? await decryptToken(secret, asked.sealed) : null)
      if (!token) return data({ form: 'verbinden', result: submission.reply(), choose: undefined }, { status: 400 })
      const outcome = await connect(token, asked.administrationId || undefined, deps)
      if (!outcome.ok)
        return data(
          {
            form: 'verbinden',
            result: submission.reply({ fieldErrors: { token: [outcome.message] }, hideFields: ['token'] }),
            choose: undefined,
          },
          { status: 400 },
        )
      if (!outcome.connected && secret)
        return data({
          form: 'verbinden',
          result: submission.reply({ hideFields: ['token'] }),
          choose: { sealed: await encryptToken(secret, token), administrations: outcome.administrations },
        })
      throw redirect('/admin/boekhouding?melding=verbonden', 303)
    }
    case 'koppeling': {
      const { ledgerAccountId, tax21, tax9, tax0 } = asked
      await saveMapping(app.db, { ledgerAccountId, taxRates: { '21': tax21, '9': tax9, '0': tax0 } })
      throw redirect('/admin/boekhouding?melding=koppeling', 303)
    }
    case 'testen': {
      const connection = await readConnection(app.db)
      const adapter = await storedAdapter(app)
      if (!connection || !adapter) throw redirect('/admin/boekhouding?test=geen', 303)
      const result = await testConnection(adapter, {
        id: connection.administrationId,
        name: connection.administrationName,
      })
      throw redirect(`/admin/boekhouding?test=${result.ok ? 'werkt' : 'mislukt'}`, 303)
    }
    case 'verbreken':
      await disconnect(app.db, now)
      throw redirect('/admin/boekhouding?melding=verbroken', 303)
    case 'terugzetten': {
      await backfill(app.db, { from: asked.from, to: asked.to }, now)
      app.pushAfterResponse()
      throw redirect('/admin/boekhouding?melding=klaargezet', 303)
    }
    case 'opnieuw': {
      if (!(await retryPush(app.db, asked.id))) throw data('Deze push is niet mislukt.', { status: 404 })
      app.pushAfterResponse()
      throw redirect('/admin/boekhouding?melding=opnieuw', 303)
    }
  }
}

const notices: Record<string, string> = {
  verbonden:
    'De koppeling met Moneybird is gemaakt. Nieuwe facturen, betalingen en terugbetalingen gaan er vanzelf heen.',
  koppeling: 'De omzetrekening en btw-tarieven zijn opgeslagen.',
  verbroken: 'De koppeling met Moneybird is verbroken en de sleutel is gewist.',
  klaargezet: 'De facturen uit die periode staan klaar en gaan binnen enkele minuten naar Moneybird.',
  opnieuw: 'We proberen het opnieuw, binnen een minuut.',
}

export default function BookkeepingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { canConnect, connection, options, optionsError, pushes, today, yearStart, notice, test } = loaderData
  const resultOf = (form: string) => (actionData?.form === form ? actionData.result : undefined)
  return (
    <>
      <h1 className="font-display text-3xl font-semibold">Boekhouding</h1>
      <p className="mt-1 max-w-2xl text-ink-soft">
        Met een koppeling komen alle facturen, creditfacturen, betalingen en terugbetalingen vanzelf in Moneybird, met
        de pdf erbij. Je boekhouder hoeft niets meer in te voeren.
      </p>
      {notice && notices[notice] ? (
        <p role="status" className="mt-4 rounded-md border border-frame-500 bg-white px-4 py-2 text-sm">
          {notices[notice]}
        </p>
      ) : null}
      {test ? <TestResult test={test} connection={connection} /> : null}
      {connection ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <ConnectionPanel connection={connection} />
          {options ? (
            <MappingForm connection={connection} options={options} lastResult={resultOf('koppeling')} />
          ) : (
            <p role="alert" className="self-start rounded-lg border border-brick-700 bg-white p-5 text-sm">
              {`De rekeningen en tarieven uit Moneybird konden niet worden gelezen. ${optionsError ?? ''}`}
            </p>
          )}
          <BackfillForm today={today} yearStart={yearStart} lastResult={resultOf('terugzetten')} />
        </div>
      ) : (
        <ConnectForm canConnect={canConnect} lastResult={resultOf('verbinden')} choose={actionData?.choose} />
      )}
      <PushList pushes={pushes} />
    </>
  )
}

type Connection = NonNullable<Route.ComponentProps['loaderData']['connection']>

function TestResult({ test, connection }: { test: string; connection: Connection | null | undefined }) {
  const name = connection?.administrationName ?? ''
  const text =
    test === 'werkt'
      ? bookkeepingMessages.works(name)
      : test === 'geen'
        ? bookkeepingMessages.notConnected
        : 'De verbinding werkt niet: Moneybird weigert de sleutel of is niet bereikbaar. ' +
          'Probeer het zo opnieuw, of verbind opnieuw met een nieuwe sleutel.'
  return (
    <p
      role={test === 'werkt' ? 'status' : 'alert'}
      className="mt-4 rounded-md border border-frame-500 bg-white px-4 py-2 text-sm"
    >
      {text}
    </p>
  )
}

function ConnectForm({
  canConnect,
  lastResult,
  choose,
}: {
  canConnect: boolean
  lastResult?: SubmissionResult<string[]>
  choose?: { sealed: string; administrations: { id: string; name: string }[] }
}) {
  const busy = useNavigation().formData?.get('intent') === 'verbinden'
  const [form, fields] = useForm({
    id: 'verbinden',
    lastResult,
    constraint: getZodConstraint(ConnectSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConnectSchema }),
  })
  if (!canConnect)
    return (
      <p role="alert" className="mt-6 max-w-2xl rounded-lg border border-brick-700 bg-white p-5 text-sm">
        {bookkeepingMessages.noSecret}
      </p>
    )
  return (
    <section aria-labelledby="verbinden-titel" className="mt-6 max-w-2xl rounded-lg border border-mortar bg-white p-5">
      <h2 id="verbinden-titel" className="font-display text-xl font-semibold">
        Verbinden met Moneybird
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-soft">
        <li>Ga in Moneybird naar Instellingen, Externe applicaties, en kies Nieuwe API-sleutel.</li>
        <li>Kopieer de sleutel en plak hem hieronder. We bewaren hem versleuteld en tonen alleen de laatste tekens.</li>
      </ol>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" autoComplete="off">
        <input type="hidden" name="intent" value="verbinden" />
        <FormMessage id={form.errorId} errors={form.errors} />
        {choose ? (
          <>
            <input type="hidden" name="sealed" value={choose.sealed} />
            <RadioField
              label="Welke administratie?"
              field={fields.administrationId}
              options={Object.fromEntries(choose.administrations.map(({ id, name }) => [id, name]))}
            />
          </>
        ) : (
          <InputField label="API-sleutel" field={fields.token} type="password" autoComplete="off" required />
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Bezig...' : choose ? 'Deze administratie koppelen' : 'Verbinden'}
        </button>
      </Form>
    </section>
  )
}

function ConnectionPanel({ connection }: { connection: Connection }) {
  return (
    <section aria-labelledby="koppeling-titel" className="self-start rounded-lg border border-mortar bg-white p-5">
      <h2 id="koppeling-titel" className="font-display text-xl font-semibold">
        Gekoppeld aan Moneybird
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">Administratie</dt>
        <dd>{connection.administrationName}</dd>
        <dt className="text-ink-soft">API-sleutel</dt>
        <dd>{`eindigt op ${connection.tokenHint}`}</dd>
        <dt className="text-ink-soft">Sinds</dt>
        <dd>{formatDateTime(connection.connectedAt)}</dd>
      </dl>
      {connection.missingRates.length > 0 ? (
        <p role="alert" className="mt-3 text-sm text-brick-700">
          {`Kies nog een tarief voor ${connection.missingRates.join(' en ')} % btw; facturen met dat tarief wachten.`}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="testen" />
          <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
            Verbinding testen
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="verbreken" />
          <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
            Koppeling verbreken
          </button>
        </Form>
      </div>
    </section>
  )
}

type Options = NonNullable<Route.ComponentProps['loaderData']['options']>

function MappingForm({
  connection,
  options,
  lastResult,
}: {
  connection: Connection
  options: Options
  lastResult?: SubmissionResult<string[]>
}) {
  const busy = useNavigation().formData?.get('intent') === 'koppeling'
  const [form, fields] = useForm({
    id: 'koppeling',
    lastResult,
    defaultValue: {
      ledgerAccountId: connection.ledgerAccountId,
      tax21: connection.taxRates['21'] ?? '',
      tax9: connection.taxRates['9'] ?? '',
      tax0: connection.taxRates['0'] ?? '',
    },
    constraint: getZodConstraint(MappingSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MappingSchema }),
  })
  const accounts = Object.fromEntries(options.ledgerAccounts.map(({ id, name }) => [id, name]))
  const rates = { '': 'Kies een tarief', ...Object.fromEntries(options.taxRates.map(({ id, name }) => [id, name])) }
  return (
    <section aria-labelledby="rekeningen-titel" className="self-start rounded-lg border border-mortar bg-white p-5">
      <h2 id="rekeningen-titel" className="font-display text-xl font-semibold">
        Omzetrekening en btw
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="koppeling" />
        <SelectField label="Omzetrekening" field={fields.ledgerAccountId} options={accounts} />
        <div className="grid gap-4 sm:grid-cols-3">
          {vatRates.map((rate) => (
            <SelectField key={rate} label={`${rate} % btw`} field={fields[`tax${rate}`]} options={rates} />
          ))}
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Bezig...' : 'Opslaan'}
        </button>
      </Form>
    </section>
  )
}

function BackfillForm({
  today,
  yearStart,
  lastResult,
}: {
  today: string
  yearStart: string
  lastResult?: SubmissionResult<string[]>
}) {
  const busy = useNavigation().formData?.get('intent') === 'terugzetten'
  const [form, fields] = useForm({
    id: 'terugzetten',
    lastResult,
    defaultValue: { from: yearStart, to: today },
    constraint: getZodConstraint(BackfillSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BackfillSchema }),
  })
  return (
    <section aria-labelledby="eerder-titel" className="self-start rounded-lg border border-mortar bg-white p-5">
      <h2 id="eerder-titel" className="font-display text-xl font-semibold">
        Eerdere facturen
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Facturen van vóór de koppeling gaan er niet vanzelf heen. Kies een periode: de facturen en creditfacturen uit
        die periode gaan naar Moneybird, met hun betalingen en terugbetalingen. Wat er al staat, komt er niet dubbel in.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="terugzetten" />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Van" field={fields.from} type="date" max={today} required />
          <InputField label="Tot en met" field={fields.to} type="date" max={today} required />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Bezig...' : 'Naar Moneybird sturen'}
        </button>
      </Form>
    </section>
  )
}

type PushRow = Route.ComponentProps['loaderData']['pushes'][number]

const kindText: Record<PushRow['kind'], string> = {
  document: 'Factuur',
  payment: 'Betaling',
  refund: 'Terugbetaling',
}

function PushList({ pushes }: { pushes: PushRow[] }) {
  return (
    <Section title="Naar Moneybird">
      {pushes.length === 0 ? (
        <EmptyState>Er is nog niets naar Moneybird gegaan.</EmptyState>
      ) : (
        <Table caption="Naar Moneybird" head={['Wat', 'Factuur', 'Klant', 'Stand', 'Toelichting', '']}>
          {pushes.map((push) => (
            <tr key={push.id} className="border-t border-mortar align-top">
              <td className="px-3 py-2">{kindText[push.kind]}</td>
              <td className="px-3 py-2">{push.invoiceNumber ?? push.reference}</td>
              <td className="px-3 py-2">{push.customerName ?? ''}</td>
              <td className="px-3 py-2">
                <Badge
                  variant={
                    push.status === 'pushed' ? 'default' : push.status === 'failed' ? 'destructive' : 'secondary'
                  }
                >
                  {pushStatusText[push.status]}
                </Badge>
              </td>
              <td className="px-3 py-2">
                {push.status === 'pushed' && push.externalUrl ? (
                  <a href={push.externalUrl} className="text-brick-700 underline" rel="noreferrer" target="_blank">
                    {`Bekijk in Moneybird (${formatDateTime(push.pushedAt)})`}
                  </a>
                ) : (
                  (push.lastError ?? (push.status === 'pending' ? 'Gaat binnen een minuut.' : ''))
                )}
              </td>
              <td className="px-3 py-2">
                {push.status === 'failed' ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="opnieuw" />
                    <input type="hidden" name="id" value={push.id} />
                    <button
                      type="submit"
                      className="btn-outline px-3 py-1.5 text-sm"
                      aria-label={`Opnieuw proberen: ${kindText[push.kind].toLowerCase()} ${push.reference}`}
                    >
                      Opnieuw proberen
                    </button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  )
}

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Boekhouding') }]
