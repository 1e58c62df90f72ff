import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation, useSearchParams } from 'react-router'
import { FormMessage, InputField, RequiredNote } from '~/components/forms'
import { CalendarSourceSchema } from '~/lib/admin-schemas'
import { dayPartInfo, dutchTime } from '~/lib/pricing'
import { formatDateTime, Section } from './ui'

type Source = {
  id: number
  label: string
  /** Only the host and the last characters: the address is a secret. */
  address: string
  checkedAt: Date | null
  okAt: Date | null
  failingSince: Date | null
  error: string | null
  busyCount: number
  skippedCount: number
}

const notices: Record<string, string> = {
  'agenda-toevoegen': 'De agenda is toegevoegd en meteen gelezen; zie hieronder of dat lukte.',
  'agenda-verwijderen': 'De agenda is verwijderd; de dagdelen die alleen daardoor bezet waren, zijn weer vrij.',
  'agenda-bijwerken': 'De agenda’s zijn opnieuw gelezen.',
}

const appointments = (count: number) => (count === 1 ? '1 afspraak' : `${count} afspraken`)

/**
 * The owner's own calendars on /admin/kalender (docs/decisions/035-the-owners-own-calendar.md): what
 * they are busy with takes those day parts on the website. Each shows when it was last read, and a
 * failing one since when and why.
 */
export function OwnCalendars({ sources, lastResult }: { sources: Source[]; lastResult?: SubmissionResult<string[]> }) {
  const [search] = useSearchParams()
  const notice = notices[search.get('melding') ?? '']
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'agenda-koppelen',
    lastResult,
    constraint: getZodConstraint(CalendarSourceSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CalendarSourceSchema }),
  })
  return (
    <Section title="Je eigen agenda" id="eigen-agenda">
      <div className="max-w-3xl space-y-4 rounded-lg border border-mortar bg-white p-5">
        {notice ? (
          <p role="status" className="rounded-md border border-frame-500 bg-cream px-3 py-2 text-sm">
            {notice}
          </p>
        ) : null}
        <p className="text-sm text-ink-soft">
          {`Staat er in je eigen agenda iets op een werkdag tussen ${dutchTime(dayPartInfo[3].start)} en ` +
            `${dutchTime(dayPartInfo[3].end)} uur, dan is dat dagdeel op de website niet meer te boeken. Bezoekers ` +
            'zien alleen dat het bezet is, nooit wat er in je agenda staat. We lezen je agenda elk kwartier. ' +
            'Beschikbaar gezette en afgezegde afspraken tellen niet mee.'}
        </p>
        {sources.length === 0 ? (
          <p className="text-sm">Je hebt nog geen eigen agenda gekoppeld.</p>
        ) : (
          <ul className="divide-y divide-mortar">
            {sources.map((source) => (
              <li key={source.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="text-sm">
                  <p className="font-medium">{source.label}</p>
                  <p className="font-mono text-xs text-ink-soft">{source.address}</p>
                  <SourceStatus source={source} />
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="agenda-verwijderen" />
                  <input type="hidden" name="id" value={source.id} />
                  <button
                    type="submit"
                    className="btn-outline px-3 py-1.5 text-sm"
                    aria-label={`${source.label} verwijderen`}
                  >
                    Verwijderen
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {sources.length > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="agenda-bijwerken" />
            <button type="submit" className="btn-outline px-3 py-1.5 text-sm" disabled={busy}>
              Nu opnieuw lezen
            </button>
          </Form>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="space-y-3 border-t border-mortar pt-4">
          <h3 className="font-semibold">Agenda koppelen</h3>
          <input type="hidden" name="intent" value="agenda-toevoegen" />
          <FormMessage id={form.errorId} errors={form.errors} />
          <InputField label="Naam" field={fields.label} required hint="Bijvoorbeeld Privé of Werk." />
          <InputField
            label="Geheim iCal-adres"
            field={fields.url}
            required
            hint={
              'Google Agenda: Instellingen, kies de agenda, "Geheim adres in iCal-indeling". Outlook: Agenda, ' +
              'Delen en publiceren, de ICS-link. Het adres begint met https:// of webcal://.'
            }
          />
          <RequiredNote />
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Bezig...' : 'Agenda koppelen'}
          </button>
        </Form>
      </div>
    </Section>
  )
}

function SourceStatus({ source }: { source: Source }) {
  if (source.failingSince)
    return (
      <p role="alert" className="mt-1 text-brick-800">
        {`Lezen lukt niet sinds ${formatDateTime(source.failingSince)}: ${source.error ?? 'onbekende fout'} `}
        {source.okAt
          ? `We gebruiken de afspraken van ${formatDateTime(source.okAt)}.`
          : 'Er zijn nog geen afspraken uit deze agenda gelezen.'}
      </p>
    )
  if (!source.okAt) return <p className="mt-1 text-ink-soft">Nog niet gelezen.</p>
  return (
    <p className="mt-1 text-ink-soft">
      {`Gelezen ${formatDateTime(source.okAt)}: ${appointments(source.busyCount)} in de komende maanden.`}
      {source.skippedCount > 0
        ? ` ${appointments(source.skippedCount)} overgeslagen, omdat we die niet konden lezen.`
        : ''}
      {source.error ? ` ${source.error}` : ''}
    </p>
  )
}
