import { Form } from 'react-router'
import { Badge, EmptyState, formatDateTime, Section, Table } from '~/components/admin/ui'
import { pushStatusText } from '~/lib/bookkeeping'
import type { Route } from './+types/route'

/** Every push of the last ones: in Moneybird with a link, waiting, or failed with its reason and a retry. */
type PushRow = Route.ComponentProps['loaderData']['pushes'][number]

const kindText: Record<PushRow['kind'], string> = {
  document: 'Factuur',
  payment: 'Betaling',
  refund: 'Terugbetaling',
  settlement: 'Verrekening',
}

export function PushList({ pushes }: { pushes: PushRow[] }) {
  return (
    <Section title="Naar Moneybird">
      {pushes.length === 0 ? (
        <EmptyState>Er is nog niets naar Moneybird gegaan.</EmptyState>
      ) : (
        <Table caption="Naar Moneybird" head={['Wat', 'Factuur', 'Klant', 'Stand', 'Toelichting', '']}>
          {pushes.map((push) => (
            <tr key={push.id} className="border-t border-mortar align-top">
              <td>{kindText[push.kind]}</td>
              <td>{push.invoiceNumber ?? push.reference}</td>
              <td>{push.customerName ?? ''}</td>
              <td>
                <Badge
                  variant={
                    push.status === 'pushed' ? 'default' : push.status === 'failed' ? 'destructive' : 'secondary'
                  }
                >
                  {pushStatusText[push.status]}
                </Badge>
              </td>
              <td>
                {push.status === 'pushed' && push.externalUrl ? (
                  <a href={push.externalUrl} className="text-brick-700 underline" rel="noreferrer" target="_blank">
                    {`Bekijk in Moneybird (${formatDateTime(push.pushedAt)})`}
                  </a>
                ) : (
                  (push.lastError ?? (push.status === 'pending' ? 'Gaat binnen een minuut.' : ''))
                )}
              </td>
              <td>
                {push.status === 'failed' ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="opnieuw" />
                    <input type="hidden" name="id" value={push.id} />
                    <button
                      type="submit"
                      className="btn-outline px-3 py-1.5 text-sm"
                      aria-label={`Opnieuw proberen: ${kindText[push.kind].toLowerCase()} ${push.reference}`}
                    >
                      Opnieuw proberen
                    </button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  )
}
