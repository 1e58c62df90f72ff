import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { EnhancedMarker, FormMessage, InputField } from '~/components/forms'
import { useToast } from '~/components/toast'
import { useFetcherResult } from '~/components/use-fetcher-result'
import { useHydrated } from '~/components/use-hydrated'
import { adminMessages, CustomerFormSchema } from '~/lib/admin-schemas'
import type { ActionResult } from './action-result'

/**
 * 'Klant toevoegen': a dialog with JavaScript; without it the same form unfolds in place
 * (a <details>) and posts to /admin/klanten, which opens the new customer, or shows the form again
 * with what to correct (routes/admin/klanten.tsx).
 */
export function AddCustomer() {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (open) dialogRef.current?.showModal()
  }, [open])
  if (!hydrated) {
    return (
      <details className="w-full">
        <summary className="btn-primary cursor-pointer list-none px-3 py-1.5 text-sm">Klant toevoegen</summary>
        <div className="mt-3 rounded-lg border border-mortar bg-white p-4">
          <CustomerForm />
        </div>
      </details>
    )
  }
  return (
    <>
      <button type="button" className="btn-primary px-3 py-1.5 text-sm" onClick={() => setOpen(true)}>
        Klant toevoegen
      </button>
      {open ? (
        <dialog
          ref={dialogRef}
          aria-labelledby="klant-toevoegen"
          onClose={() => setOpen(false)}
          className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-xl bg-cream p-6 shadow-2xl backdrop:bg-ink/60"
        >
          <h2 id="klant-toevoegen" className="font-display text-2xl font-semibold">
            Klant toevoegen
          </h2>
          <div className="mt-4">
            <CustomerForm onDone={() => setOpen(false)} />
          </div>
        </dialog>
      ) : null}
    </>
  )
}

/** The form itself; `lastResult` is a refused post's answer where the page itself shows it (no JavaScript). */
export function CustomerForm({ onDone, lastResult }: { onDone?: () => void; lastResult?: ActionResult['result'] }) {
  const fetcher = useFetcher<ActionResult>({ key: 'klant-toevoegen' })
  const toast = useToast()
  const [form, fields] = useForm({
    id: 'klant-toevoegen-form',
    lastResult: fetcher.data?.result ?? lastResult,
    constraint: getZodConstraint(CustomerFormSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CustomerFormSchema }),
  })
  useFetcherResult(fetcher, (data) => {
    if (data.ok) {
      toast({ title: adminMessages.customerAdded })
      onDone?.()
    } else {
      toast({
        title: 'Fout',
        description: data.message ?? 'Er is een fout opgetreden bij het toevoegen van de klant',
        variant: 'destructive',
      })
    }
  })
  return (
    <fetcher.Form
      method="post"
      action="/admin/klanten"
      {...getFormProps(form)}
      className="space-y-3"
      onSubmitCapture={(event) => {
        const data = new FormData(event.currentTarget)
        if (!String(data.get('name') ?? '').trim() || !String(data.get('email') ?? '').trim()) {
          toast({
            title: 'Fout',
            description: adminMessages.requiredCustomerFields,
            variant: 'destructive',
          })
        }
      }}
    >
      <FormMessage id={form.errorId} errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField label="Naam" field={fields.name} required />
        <InputField label="E-mail" field={fields.email} type="email" required />
        <InputField label="Bedrijf" field={fields.company} />
        <InputField label="Telefoon" field={fields.phone} type="tel" />
      </div>
      <InputField label="Adres" field={fields.address} />
      <InputField label="Notities" field={fields.notes} />
      <input type="hidden" name="source" value="other" />
      <EnhancedMarker />
      <div className="flex gap-2 pt-1">
        <button type="submit" className="btn-primary" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Bezig...' : 'Toevoegen'}
        </button>
        {onDone ? (
          <button type="button" className="btn-outline" onClick={onDone}>
            Annuleren
          </button>
        ) : null}
      </div>
    </fetcher.Form>
  )
}
