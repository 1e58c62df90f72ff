import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import { CustomerForm } from '~/components/admin/add-customer'
import { adminTitle } from '~/components/admin/ui'
import { adminMessages, CustomerFormSchema } from '~/lib/admin-schemas'
import { sentByJavaScript } from '~/lib/enhanced-form'
import { addCustomer } from '~/server/customers/crm.server'
import { readForm } from '~/server/http/form-body.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/klanten'

/**
 * 'Klant toevoegen'. The list of customers opens the form in a dialog, which posts here and stays
 * on the list; without JavaScript the form posts here as a page, and a refusal shows this page: the
 * form again, with what was entered and what to correct.
 */
export function loader() {
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: CustomerFormSchema })
  if (submission.status !== 'success') {
    const missing = !String(formData.get('name') ?? '').trim() || !String(formData.get('email') ?? '').trim()
    return data(
      {
        ok: false,
        message: missing ? adminMessages.requiredCustomerFields : 'Controleer de ingevulde gegevens.',
        result: submission.reply(),
      },
      { status: 400 },
    )
  }
  const added = await addCustomer(app.db, submission.value, Date.now())
  if (!added.ok) {
    return data(
      {
        ok: false,
        message: adminMessages.duplicateEmail,
        result: submission.reply({ fieldErrors: { email: [adminMessages.duplicateEmail] } }),
      },
      { status: 409 },
    )
  }
  if (!sentByJavaScript(formData)) throw redirect(`/admin/klanten/${added.value}`, 303)
  return data({ ok: true, message: 'Klant is succesvol toegevoegd', result: submission.reply({ resetForm: true }) })
}

export const meta = () => [{ title: adminTitle('Klant toevoegen') }, { name: 'robots', content: 'noindex, nofollow' }]

export default function AddCustomerPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <p className="text-sm">
        <Link to="/admin?tab=klanten" className="text-brick-700 underline underline-offset-4">
          ‹ Klanten
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-semibold">Klant toevoegen</h1>
      {actionData?.ok === false ? (
        <p role="alert" className="mt-4 rounded-md border border-brick-600 bg-brick-50 px-4 py-2 text-sm">
          {actionData.message}
        </p>
      ) : null}
      <div className="mt-4 max-w-2xl rounded-lg border border-mortar bg-white p-5">
        <CustomerForm lastResult={actionData?.ok === false ? actionData.result : undefined} />
      </div>
    </>
  )
}
