import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { adminMessages, CustomerFormSchema } from '~/lib/admin-schemas'
import { sentByJavaScript } from '~/lib/enhanced-form'
import { addCustomer } from '~/server/customers/crm.server'
import { readForm } from '~/server/http/form-body.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/klanten'

export function loader() {
  throw redirect('/admin?tab=klanten')
}

/** 'Klant toevoegen'. */
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
