import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { adminTitle, StatusNotice } from '~/components/admin/ui'
import { unmappedRates } from '~/lib/bookkeeping'
import { BookkeepingActionSchema } from '~/lib/bookkeeping-schemas'
import { amsterdamDate } from '~/lib/dates'
import { type BookkeepingOptions, PushError } from '~/server/bookkeeping/adapter'
import {
  adapterOf,
  backfill,
  connect,
  connectionReading,
  disconnect,
  recentPushesReading,
  retryPush,
  saveMapping,
  testConnection,
} from '~/server/bookkeeping/connection.server'
import { decryptToken, encryptToken } from '~/server/bookkeeping/token-crypto.server'
import { readOne, readTogether } from '~/server/db/batch.server'
import { readForm } from '~/server/http/form-body.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/route'
import { ConnectForm, ConnectionPanel, TestResult } from './connection'
import { BackfillForm, MappingForm } from './forms'
import { PushList } from './pushes'

/**
 * /admin/boekhouding: the connection to Moneybird, its mapping, the backfill, and every push (ADR 046).
 * One round trip to D1, then the package is asked for its ledger accounts and btw rates.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const { stored, pushes } = await readTogether(app.db, {
    stored: connectionReading(app.db),
    pushes: recentPushesReading(app.db),
  })
  let options: BookkeepingOptions | undefined
  let optionsError: string | undefined
  if (stored) {
    try {
      options = await (await adapterOf(stored.sealed, app.bookkeeping))?.options(stored.shown.administrationId)
    } catch (error) {
      if (!(error instanceof PushError)) throw error
      optionsError = error.message
    }
  }
  const url = new URL(request.url)
  const today = amsterdamDate(new Date())
  return {
    canConnect: Boolean(app.bookkeeping.secret),
    connection: stored && { ...stored.shown, missingRates: unmappedRates(stored.shown) },
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
    // A token is never sent back into the page, not even a malformed one.
    return data(
      { form: intent, result: submission.reply({ hideFields: ['token'] }), choose: undefined },
      { status: 400 },
    )
  }
  const asked = submission.value
  const now = Date.now()
  const deps = { ...app.bookkeeping, now }
  switch (asked.intent) {
    case 'verbinden': {
      const secret = app.bookkeeping.secret
      const token = asked.token ?? (asked.sealed && secret ? await decryptToken(secret, asked.sealed) : null)
      if (!token)
        return data(
          { form: 'verbinden', result: submission.reply({ hideFields: ['token'] }), choose: undefined },
          { status: 400 },
        )
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
      const stored = await readOne(app.db, connectionReading(app.db))
      const adapter = stored && (await adapterOf(stored.sealed, app.bookkeeping))
      if (!stored || !adapter) throw redirect('/admin/boekhouding?test=geen', 303)
      const result = await testConnection(adapter, {
        id: stored.shown.administrationId,
        name: stored.shown.administrationName,
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
      {notice && notices[notice] ? <StatusNotice>{notices[notice]}</StatusNotice> : null}
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

export const meta: Route.MetaFunction = () => [{ title: adminTitle('Boekhouding') }]
