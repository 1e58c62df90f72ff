import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { OpenRequestsNotice } from '~/components/admin/open-requests'
import { adminTitle, EmptyState, formatDateTime, Section, StatusNotice } from '~/components/admin/ui'
import { FormMessage, InputField, RadioField, RequiredNote } from '~/components/forms'
import { ClosureSchema, ClosuresActionSchema } from '~/lib/admin-schemas'
import { dutchHolidays, holidayIds } from '~/lib/availability'
import { amsterdamDate } from '~/lib/dates'
import { formatDate, formatLongDate } from '~/lib/format'
import { asDayPart, dayPartInfo } from '~/lib/pricing'
import {
  closeDays,
  closedHolidaysReading,
  closureMessages,
  closuresReading,
  reopen,
  requestsOnClosedDays,
  setClosedHolidays,
} from '~/server/closures/closures.server'
import { readTogether } from '~/server/db/batch.server'
import { readForm } from '~/server/http/form-body.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/sluitingen'

/** /admin/sluitingen: the owner closes days or day parts, opens them again, and chooses the holidays. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const today = amsterdamDate(new Date())
  const year = Number(today.slice(0, 4))
  const { closures, closed, stranded } = await readTogether(app.db, {
    closures: closuresReading(app.db, today),
    closed: closedHolidaysReading(app.db),
    stranded: requestsOnClosedDays(app.db, today),
  })
  return {
    today,
    closures,
    closed,
    stranded,
    // This year's and next year's dates, so the owner sees when each holiday falls.
    holidays: holidayIds.map((id) => ({
      id,
      name: dutchHolidays(year).find((holiday) => holiday.id === id)?.name ?? id,
      dates: [year, year + 1].map((y) => dutchHolidays(y).find((holiday) => holiday.id === id)?.date ?? ''),
    })),
    notice: new URL(request.url).searchParams.get('melding'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  const submission = parseWithZod(await readForm(request), { schema: ClosuresActionSchema })
  if (submission.status !== 'success') {
    if (submission.payload.intent !== 'sluiten') throw data('Dat verzoek kon niet worden gelezen.', { status: 400 })
    return data({ closure: submission.reply(), conflicts: [] }, { status: 400 })
  }
  const asked = submission.value
  const now = Date.now()
  switch (asked.intent) {
    case 'heropenen': {
      const reopened = await reopen(app.db, asked.id, { now, links: app.links })
      if (!reopened) throw data(closureMessages.notFound, { status: 404 })
      app.deliverAfterResponse(reopened.mailIds)
      throw redirect('/admin/sluitingen?melding=heropend', 303)
    }
    case 'feestdagen':
      await setClosedHolidays(app.db, asked.holidays, now)
      throw redirect('/admin/sluitingen?melding=feestdagen', 303)
    case 'sluiten': {
      const { intent: _, ...closure } = asked
      const outcome = await closeDays(app.db, closure, now)
      if (!outcome.ok && outcome.field)
        return data(
          { closure: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }), conflicts: [] },
          { status: 400 },
        )
      if (!outcome.ok)
        return data(
          { closure: submission.reply({ formErrors: [outcome.message] }), conflicts: outcome.conflicts },
          { status: 409 },
        )
      throw redirect('/admin/sluitingen?melding=gesloten', 303)
    }
  }
}

const notices: Record<string, string> = {
  gesloten: 'De ruimte is gesloten op de gekozen dagen.',
  heropend: 'De dagen zijn weer open voor boekingen.',
  feestdagen: 'De feestdagen zijn opgeslagen.',
}

const dayPartOptions = Object.fromEntries(
  ([3, 1, 2] as const).map((dayParts) => [String(dayParts), dayPartInfo[dayParts].label]),
)

export default function ClosuresPage({ loaderData, actionData }: Route.ComponentProps) {
  const { today, closures, closed, stranded, holidays, notice } = loaderData
  return (
    <>
      <h1 className="font-display text-3xl font-semibold">Sluitingen</h1>
      <p className="mt-1 max-w-2xl text-ink-soft">
        Op gesloten dagen kan niemand online boeken; de beschikbaarheid op de website toont ze als gesloten. De reden
        ziet alleen jij.
      </p>
      {notice && notices[notice] ? <StatusNotice>{notices[notice]}</StatusNotice> : null}
      <OpenRequestsNotice
        title="Open aanvragen op gesloten dagen"
        explanation="Deze aanvragen kunnen niet meer worden bevestigd. Laat de aanvrager weten hoe het verder gaat."
        requests={stranded}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_3fr]">
        <CloseForm today={today} lastResult={actionData?.closure} conflicts={actionData?.conflicts ?? []} />
        <Section title="Gepland">
          {closures.upcoming.length === 0 ? (
            <EmptyState>Er zijn geen sluitingen gepland.</EmptyState>
          ) : (
            <ul className="space-y-2">
              {closures.upcoming.map((closure) => (
                <ClosureItem key={closure.id} closure={closure} />
              ))}
            </ul>
          )}
          {closures.past.length > 0 ? (
            <details className="mt-4">
              <summary className="cursor-pointer text-sm text-ink-soft">Eerdere sluitingen</summary>
              <ul className="mt-2 space-y-2">
                {closures.past.map((closure) => (
                  <ClosureItem key={closure.id} closure={closure} past />
                ))}
              </ul>
            </details>
          ) : null}
        </Section>
      </div>
      <HolidaysForm holidays={holidays} closed={closed} />
    </>
  )
}

type Closure = Route.ComponentProps['loaderData']['closures']['upcoming'][number]

function period(closure: Pick<Closure, 'startDate' | 'endDate'>) {
  return closure.startDate === closure.endDate
    ? formatLongDate(closure.startDate)
    : `${formatLongDate(closure.startDate)} t/m ${formatLongDate(closure.endDate)}`
}

function ClosureItem({ closure, past = false }: { closure: Closure; past?: boolean }) {
  const part = dayPartInfo[asDayPart(closure.dayParts) ?? 3].label.toLowerCase()
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-mortar bg-white p-3">
      <div>
        <p className="font-medium first-letter:uppercase">{`${period(closure)}, ${part}`}</p>
        <p className="text-sm text-ink-soft">{`${closure.reason} · vastgelegd ${formatDateTime(closure.createdAt)}`}</p>
      </div>
      {past ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="heropenen" />
          <input type="hidden" name="id" value={closure.id} />
          <button
            type="submit"
            className="btn-outline px-3 py-1.5 text-sm"
            aria-label={`Heropenen: ${period(closure)}, ${part}`}
          >
            Heropenen
          </button>
        </Form>
      )}
    </li>
  )
}

function CloseForm({
  today,
  lastResult,
  conflicts,
}: {
  today: string
  lastResult?: SubmissionResult<string[]>
  conflicts: { bookingId: number; name: string; date: string }[]
}) {
  const busy = useNavigation().formData?.get('intent') === 'sluiten'
  const [form, fields] = useForm({
    id: 'sluiten',
    lastResult,
    defaultValue: { dayParts: '3' },
    constraint: getZodConstraint(ClosureSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ClosureSchema }),
  })
  return (
    <section aria-labelledby="sluiten-titel" className="self-start rounded-lg border border-mortar bg-white p-5">
      <h2 id="sluiten-titel" className="font-display text-xl font-semibold">
        Dagen sluiten
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="sluiten" />
        <FormMessage id={form.errorId} errors={form.errors} />
        {conflicts.length > 0 ? (
          <ul className="list-disc pl-5 text-sm">
            {conflicts.map((conflict) => (
              <li key={`${conflict.bookingId}-${conflict.date}`}>
                <Link to={`/admin/boekingen/${conflict.bookingId}`} className="text-brick-700 underline">
                  {`Boeking ${conflict.bookingId}: ${conflict.name}, ${formatDate(conflict.date)}`}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Eerste dag" field={fields.startDate} type="date" min={today} required />
          <InputField
            label="Laatste dag"
            field={fields.endDate}
            type="date"
            min={today}
            hint="Leeg: alleen de eerste dag."
          />
        </div>
        <RadioField label="Dagdeel" field={fields.dayParts} options={dayPartOptions} />
        <InputField label="Reden (alleen voor jezelf)" field={fields.reason} required />
        <RequiredNote />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Bezig...' : 'Dagen sluiten'}
        </button>
      </Form>
    </section>
  )
}

function HolidaysForm({
  holidays,
  closed,
}: {
  holidays: { id: string; name: string; dates: string[] }[]
  closed: string[]
}) {
  const busy = useNavigation().formData?.get('intent') === 'feestdagen'
  const [form, fields] = useForm({ id: 'feestdagen', defaultValue: { holidays: closed } })
  return (
    <Section title="Feestdagen">
      <Form method="post" {...getFormProps(form)} className="max-w-4xl rounded-lg border border-mortar bg-white p-5">
        <input type="hidden" name="intent" value="feestdagen" />
        <fieldset>
          <legend className="text-sm text-ink-soft">Op de aangevinkte feestdagen is de ruimte gesloten.</legend>
          <ul className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {holidays.map((holiday) => (
              <li key={holiday.id}>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    name={fields.holidays.name}
                    value={holiday.id}
                    defaultChecked={closed.includes(holiday.id)}
                    className="mt-1 h-4 w-4 accent-brick-700"
                  />
                  <span>
                    <span className="font-medium">{holiday.name}</span>
                    <span className="block text-xs text-ink-soft">{holiday.dates.map(formatDate).join(' en ')}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button type="submit" className="btn-primary mt-4" disabled={busy}>
          {busy ? 'Bezig...' : 'Feestdagen opslaan'}
        </button>
      </Form>
    </Section>
  )
}

export const meta = () => [{ title: adminTitle('Sluitingen') }, { name: 'robots', content: 'noindex, nofollow' }]
