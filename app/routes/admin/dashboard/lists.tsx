import { Form } from 'react-router'
import { AddCustomer } from '~/components/admin/add-customer'
import {
  AuditTable,
  BookingsTable,
  CustomersTable,
  InvoicesTable,
  MessagesList,
  OutboxTable,
  QuotesTable,
  SubscribersTable,
} from '~/components/admin/list-tables'
import type { invoiceExportForm } from '~/lib/admin-schemas'
import type { Route } from './+types/route'

type Loaded = Extract<Route.ComponentProps['loaderData'], { view: 'dashboard' }>['list']

export function ListTable({ list }: { list: Loaded }) {
  switch (list.tab) {
    case 'boekingen':
      return <BookingsTable rows={list.rows} />
    case 'klanten':
      return <CustomersTable rows={list.rows} />
    case 'offertes':
      return <QuotesTable rows={list.rows} />
    case 'facturen':
      return <InvoicesTable rows={list.rows} />
    case 'berichten':
      return <MessagesList rows={list.rows} />
    case 'nieuwsbrief':
      return <SubscribersTable rows={list.rows} />
    case 'mail':
      return <OutboxTable rows={list.rows} />
    case 'logboek':
      return <AuditTable rows={list.rows} />
  }
}

type ExportForm = ReturnType<typeof invoiceExportForm>

export function ListActions({ list, exportForm }: { list: Loaded; exportForm: ExportForm }) {
  switch (list.tab) {
    case 'boekingen':
      return <ExportLink href="/admin/export/boekingen.csv" />
    case 'klanten':
      return (
        <div className="flex flex-wrap gap-2">
          <ExportLink href="/admin/export/klanten.csv" />
          <AddCustomer />
        </div>
      )
    case 'nieuwsbrief':
      return <ExportLink href="/admin/export/abonnees.csv" />
    case 'facturen':
      return <InvoiceExport {...exportForm} />
    case 'berichten':
      return list.rows.some((row) => !row.readAt) ? (
        <Form method="post">
          <input type="hidden" name="intent" value="gelezen" />
          <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
            Alles als gelezen markeren
          </button>
        </Form>
      ) : null
    default:
      return null
  }
}

/**
 * The bookkeeper's export: a period's invoices and credit notes as one ZIP of e-invoices and three
 * CSVs (the third: the refunds). A plain form: the browser downloads the file. The last full
 * quarter is the default, the period of a btw return; a period the export refused comes back with
 * why (invoiceExportForm).
 */
function InvoiceExport({ from, to, error }: ExportForm) {
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': 'export-fout' } : {}
  return (
    <form method="get" action="/admin/export/facturen.zip" className="flex flex-wrap items-end gap-2">
      <label className="text-sm">
        <span className="block text-ink-soft">Van</span>
        <input
          type="date"
          name="van"
          defaultValue={from}
          required
          {...invalid}
          className="rounded border border-mortar px-2 py-1"
        />
      </label>
      <label className="text-sm">
        <span className="block text-ink-soft">Tot en met</span>
        <input
          type="date"
          name="tot"
          defaultValue={to}
          required
          {...invalid}
          className="rounded border border-mortar px-2 py-1"
        />
      </label>
      <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
        Exporteer voor de boekhouder (ZIP)
      </button>
      {error ? (
        <p id="export-fout" role="alert" className="basis-full text-sm font-medium text-brick-700">
          {error}
        </p>
      ) : null}
    </form>
  )
}

function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} className="btn-outline px-3 py-1.5 text-sm" download>
      Exporteer CSV
    </a>
  )
}
