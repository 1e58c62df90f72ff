import { eq } from 'drizzle-orm'
import { data, Form, Link, redirect } from 'react-router'
import { Badge, formatDateTime } from '~/components/admin/ui'
import { mailStatusLabels } from '~/lib/admin-lists'
import { retryMail } from '~/server/mail/outbox.server'
import { services } from '~/server/services.server'
import { mailOutbox } from '../../../db/schema'
import type { Route } from './+types/mail'

/** One outgoing mail, readable in full: this is where the owner reads mail in the local default. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = services(context)
  const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, params.id))
  if (!mail) throw data('Mail niet gevonden', { status: 404 })
  return {
    mail: {
      ...mail,
      attachments: mail.attachments.map(({ filename, contentType, contentBase64 }) => ({
        filename,
        contentType,
        bytes: Math.floor((contentBase64.length * 3) / 4),
      })),
    },
  }
}

/** 'Opnieuw proberen' for a failed mail. */
export async function action({ params, context }: Route.ActionArgs) {
  const app = services(context)
  if (!(await retryMail(app.db, params.id)))
    throw data('Alleen mislukte mail kan opnieuw worden verstuurd.', { status: 409 })
  app.deliverAfterResponse([params.id])
  throw redirect(`/admin/mail/${params.id}`, 303)
}

export default function MailPage({ loaderData: { mail } }: Route.ComponentProps) {
  return (
    <>
      <p className="text-sm">
        <Link to="/admin?tab=mail" className="text-brick-700 underline-offset-4 hover:underline">
          ← Alle mail
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-2xl font-semibold">{mail.subject}</h1>
        <Badge variant={mail.status === 'sent' ? 'default' : mail.status === 'failed' ? 'destructive' : 'secondary'}>
          {mailStatusLabels[mail.status]}
        </Badge>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-lg border border-mortar bg-white p-5 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">Aan</dt>
          <dd>{mail.toAddress}</dd>
        </div>
        <div>
          <dt className="font-semibold">Antwoorden naar</dt>
          <dd>{mail.replyTo ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold">Aangemaakt</dt>
          <dd>{formatDateTime(mail.createdAt)}</dd>
        </div>
        <div>
          <dt className="font-semibold">Verstuurd</dt>
          <dd>{formatDateTime(mail.sentAt)}</dd>
        </div>
        <div>
          <dt className="font-semibold">Pogingen</dt>
          <dd>{mail.attempts}</dd>
        </div>
        <div>
          <dt className="font-semibold">Volgende poging</dt>
          <dd>{formatDateTime(mail.nextAttemptAt)}</dd>
        </div>
        {mail.lastError ? (
          <div className="sm:col-span-2">
            <dt className="font-semibold">Laatste fout</dt>
            <dd className="break-words text-brick-800">{mail.lastError}</dd>
          </div>
        ) : null}
        {mail.attachments.length > 0 ? (
          <div className="sm:col-span-2">
            <dt className="font-semibold">Bijlagen</dt>
            <dd>
              {mail.attachments.map((file) => `${file.filename} (${Math.ceil(file.bytes / 1024)} KB)`).join(', ')}
            </dd>
          </div>
        ) : null}
      </dl>
      {mail.status === 'failed' ? (
        <Form method="post" className="mt-4">
          <button type="submit" className="btn-primary">
            Opnieuw proberen
          </button>
        </Form>
      ) : null}
      {mail.html === '' && mail.text === '' ? (
        <p className="mt-6 rounded-lg border border-mortar bg-white p-5 text-sm text-ink-soft">
          De inhoud van deze mail is verwijderd: we bewaren de tekst en bijlagen van verstuurde mail niet langer dan
          nodig (zie de privacyverklaring). Ontvanger en onderwerp blijven nog even in dit overzicht.
        </p>
      ) : (
        <MailBody html={mail.html} text={mail.text} />
      )}
    </>
  )
}

function MailBody({ html, text }: { html: string; text: string }) {
  return (
    <>
      <h2 className="mt-6 font-display text-xl font-semibold">Zoals de ontvanger het ziet</h2>
      <iframe
        title="Opgemaakte e-mail"
        sandbox=""
        srcDoc={html}
        className="mt-2 h-[32rem] w-full rounded-lg border border-mortar bg-white"
      />
      <details className="mt-4">
        <summary className="cursor-pointer font-medium">Platte tekst</summary>
        <pre className="mt-2 overflow-x-auto rounded-lg border border-mortar bg-white p-4 text-sm whitespace-pre-wrap">
          {text}
        </pre>
      </details>
    </>
  )
}
