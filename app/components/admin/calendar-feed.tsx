import { Form, useSearchParams } from 'react-router'
import { formatDateTime, Section } from './ui'

const notices: Record<string, string> = {
  'abonnement-maken': 'Er is een nieuwe abonnementslink. Een eerdere link werkt niet meer.',
  'abonnement-intrekken': 'De abonnementslink is ingetrokken: agenda’s die hem gebruikten, krijgen niets meer.',
}

/** The owner's calendar subscription on /admin/kalender (server/admin/calendar-feed.server.ts). */
export function CalendarFeed({ feed }: { feed?: { url: string; createdAt: Date } }) {
  const [search] = useSearchParams()
  const notice = notices[search.get('melding') ?? '']
  return (
    <Section title="Agenda-abonnement">
      <div className="max-w-3xl space-y-3 rounded-lg border border-mortar bg-white p-5">
        {notice ? (
          <p role="status" className="rounded-md border border-frame-500 bg-cream px-3 py-2 text-sm">
            {notice}
          </p>
        ) : null}
        <p className="text-sm text-ink-soft">
          Zet je boekingen en sluitingen in de agenda van je telefoon of computer (aanvragen en opties als voorlopig):
          voeg deze link daar toe als agenda-abonnement (bij Google Agenda: “Via URL”, op de iPhone: “Voeg
          agenda-abonnement toe”). Deel de link met niemand: wie hem heeft, ziet de namen en bedrijven van je klanten en
          wat ze hebben geboekt.
        </p>
        {feed ? (
          <>
            <label htmlFor="abonnementslink" className="block text-sm font-medium">
              {`Abonnementslink (gemaakt ${formatDateTime(feed.createdAt)})`}
            </label>
            <input
              id="abonnementslink"
              readOnly
              value={feed.url}
              className="block w-full rounded-md border border-ink-soft/40 bg-cream px-3 py-2 font-mono text-xs"
            />
            <div className="flex flex-wrap gap-2">
              <FeedButton intent="abonnement-maken" label="Nieuwe link maken" style="btn-outline" />
              <FeedButton intent="abonnement-intrekken" label="Link intrekken" style="btn-outline" />
            </div>
          </>
        ) : (
          <FeedButton intent="abonnement-maken" label="Abonnementslink maken" style="btn-primary" />
        )}
      </div>
    </Section>
  )
}

function FeedButton({ intent, label, style }: { intent: string; label: string; style: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`${style} px-3 py-1.5 text-sm`}>
        {label}
      </button>
    </Form>
  )
}
