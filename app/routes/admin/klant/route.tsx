import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import { AuditTable } from '~/components/admin/list-tables'
import { Badge, DetailHeader, Section } from '~/components/admin/ui'
import { adminMessages, CustomerActionSchema, customerTypeLabels } from '~/lib/admin-schemas'
import { sentByJavaScript } from '~/lib/enhanced-form'
import { addContactMoment, customerLog, getCustomer, updateCustomer } from '~/server/customers/crm.server'
import { readForm } from '~/server/http/form-body.server'
import { customerData, type ErasePlan, eraseCustomer, erasePlan, eraseRefusal } from '~/server/privacy/erasure.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/route'
import { BookingsAndQuotes } from './bookings'
import { History } from './history'
import { Overview } from './overview'
import { Privacy } from './privacy'

/**
 * /admin/klanten/:id: a customer in the CRM, by tab (overview, contact history, bookings and
 * quotes, their log, privacy), each tab a panel beside this route; one action for every form, by
 * its intent.
 */
const tabs = [
  ['overzicht', 'Overzicht'],
  ['contactgeschiedenis', 'Contactgeschiedenis'],
  ['boekingen', 'Boekingen'],
  ['logboek', 'Logboek'],
  ['privacy', 'Privacy'],
] as const

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = services(context)
  const found = await getCustomer(app.db, Number(params.id))
  if (!found) throw data('Klant niet gevonden', { status: 404 })
  const url = new URL(request.url)
  const tab = tabs.find(([id]) => id === url.searchParams.get('tab'))?.[0] ?? 'overzicht'
  const log = tab === 'logboek' ? await customerLog(app.db, found.customer.id) : []
  const everything = tab === 'privacy' ? await customerData(app.db, found.customer.id) : undefined
  return {
    ...found,
    tab,
    log,
    editing: url.searchParams.get('bewerken') === '1',
    erase: everything ? eraseStep(erasePlan(everything), url.searchParams.get('wissen') === '1') : undefined,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = services(context)
  const id = Number(params.id)
  const formData = await readForm(request)
  const enhanced = sentByJavaScript(formData)
  const back = (tab: string) => new URL(`/admin/klanten/${id}?tab=${tab}`, request.url)
  const submission = parseWithZod(formData, { schema: CustomerActionSchema })
  if (submission.status !== 'success') {
    const message =
      submission.payload.intent === 'contactmoment'
        ? 'Controleer het contactmoment.'
        : 'Controleer de ingevulde gegevens.'
    return data({ ok: false, message, result: submission.reply() }, { status: 400 })
  }
  const now = Date.now()
  switch (submission.value.intent) {
    case 'wissen': {
      const erased = await eraseCustomer(app.db, id, now)
      if (!erased) throw data('Klant niet gevonden', { status: 404 })
      if (erased.kind === 'refused') return data({ ok: false, message: erased.reason }, { status: 409 })
      throw redirect('/admin?tab=klanten&melding=klant-gewist', 303)
    }
    case 'contactmoment':
      if (!(await addContactMoment(app.db, id, submission.value, now)))
        throw data('Klant niet gevonden', { status: 404 })
      return enhanced
        ? { ok: true, message: 'Contactmoment toegevoegd', result: submission.reply({ resetForm: true }) }
        : Response.redirect(back('contactgeschiedenis'), 303)
    case 'bewerken': {
      const updated = await updateCustomer(app.db, id, submission.value, now)
      if (!updated) throw data('Klant niet gevonden', { status: 404 })
      if (!updated.ok)
        return data(
          {
            ok: false,
            message: adminMessages.duplicateEmail,
            result: submission.reply({ fieldErrors: { email: [adminMessages.duplicateEmail] } }),
          },
          { status: 409 },
        )
      return enhanced ? { ok: true, message: 'Klant bijgewerkt' } : Response.redirect(back('overzicht'), 303)
    }
  }
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, tab } = loaderData
  return (
    <>
      <DetailHeader
        back="/admin?tab=klanten"
        backLabel="Alle klanten"
        title={customer.name}
        badge={
          <Badge variant={customer.customerType === 'vip' ? 'default' : 'secondary'}>
            {customerTypeLabels[customer.customerType]}
          </Badge>
        }
      />
      <nav aria-label="Klantgegevens" className="mt-5 flex gap-1 overflow-x-auto border-b border-mortar">
        {tabs.map(([id, label]) => (
          <Link
            key={id}
            to={`?tab=${id}`}
            aria-current={tab === id ? 'page' : undefined}
            className={
              '-mb-px rounded-t-md border border-transparent px-4 py-2 text-sm font-medium ' +
              'aria-[current=page]:border-mortar aria-[current=page]:border-b-cream ' +
              'aria-[current=page]:bg-cream'
            }
          >
            {label}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {tab === 'overzicht' ? <Overview data={loaderData} /> : null}
        {tab === 'contactgeschiedenis' ? <History data={loaderData} /> : null}
        {tab === 'boekingen' ? <BookingsAndQuotes data={loaderData} /> : null}
        {tab === 'logboek' ? (
          <Section title="Logboek">
            <AuditTable rows={loaderData.log} />
          </Section>
        ) : null}
        {tab === 'privacy' && loaderData.erase ? (
          <Privacy
            id={customer.id}
            {...loaderData.erase}
            refused={actionData?.ok === false ? actionData.message : undefined}
          />
        ) : null}
      </div>
    </>
  )
}

/** The erase step as the page shows it: what it will do, and why not yet (the action checks the same). */
const eraseStep = (plan: ErasePlan, confirm: boolean) => ({ plan, confirm, refusal: eraseRefusal(plan) })
