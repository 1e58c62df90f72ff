import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useFetcher } from 'react-router'
import type { ActionResult } from '~/components/admin/action-result'
import { useResultToast } from '~/components/admin/use-result-toast'
import { EnhancedMarker, SelectField } from '~/components/forms'
import { useHydrated } from '~/components/use-hydrated'
import { StatusChangeSchema } from '~/lib/booking-schemas'
import { bookingStatuses } from '~/lib/booking-status'
import { SeenVersion } from './seen-version'

const statusOptions = Object.fromEntries(bookingStatuses.map((status) => [status, status]))

/** The spec's dropdown: any status, directly, without a mail. Saved on change with JavaScript. */
export function StatusSelect({ bookingId, status, version }: { bookingId: number; status: string; version: number }) {
  const fetcher = useFetcher<ActionResult>({ key: `status-${bookingId}` })
  const hydrated = useHydrated()
  const [form, fields] = useForm({
    id: `status-${bookingId}`,
    lastResult: fetcher.data?.result,
    defaultValue: { status },
    constraint: getZodConstraint(StatusChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StatusChangeSchema }),
  })
  // A refused change leaves the select on the status the booking still has.
  useResultToast(fetcher, 'Fout', undefined, () => form.reset())
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-5 border-t border-mortar pt-4">
      <input type="hidden" name="intent" value="status" />
      <SeenVersion version={version} />
      <EnhancedMarker />
      <div className="flex items-end gap-2">
        <SelectField
          label="Status direct wijzigen (zonder e-mail)"
          field={fields.status}
          options={statusOptions}
          className="flex-1"
          onChange={(event) => hydrated && event.currentTarget.form?.requestSubmit()}
        />
        {hydrated ? null : (
          <button type="submit" className="btn-outline">
            Opslaan
          </button>
        )}
      </div>
    </fetcher.Form>
  )
}
