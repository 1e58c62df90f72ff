/**
 * What every admin list has around its table: a filter form (a GET form, so it works without
 * JavaScript and the URL can be bookmarked), the number of results, and links to the pages before
 * and after.
 */
import { useEffect, useRef } from 'react'
import { Form, Link } from 'react-router'
import { isFiltered, type ListQuery, type ListTab, listSpecs, listUrl, PAGE_SIZE } from '~/lib/admin-lists'

const control = 'mt-1 block w-full rounded-md border border-ink-soft/40 bg-white px-3 py-2 text-sm'

/**
 * The search box shows the search of the list on screen, and follows the URL when another list
 * arrives, but never while the owner is typing in it: a navigation that lands mid-word (the owner
 * clicked another tab and started typing) leaves what they typed, and the focus.
 */
function useFollowedValue(value: string) {
  const field = useRef<HTMLInputElement>(null)
  const shown = useRef(value)
  useEffect(() => {
    const input = field.current
    const typing = input && (document.activeElement === input || input.value !== shown.current)
    if (input && !typing) input.value = value
    shown.current = value
  }, [value])
  return field
}

/**
 * The list's filter form. The other fields belong to one list and one URL and start anew with them
 * (their `key`); the search box stays (see useFollowedValue).
 */
export function ListFilters({ tab, query }: { tab: ListTab; query: ListQuery }) {
  const spec = listSpecs[tab]
  const filterValue = spec.filter ? query[spec.filter.param] : undefined
  const search = useFollowedValue(query.q)
  const fresh = (field: string) => `${tab}:${field}:${JSON.stringify(query)}`
  return (
    <Form
      method="get"
      role="search"
      aria-label={`Filter ${tab}`}
      className={
        'mt-6 grid gap-3 rounded-lg border border-mortar bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 ' + 'lg:items-end'
      }
    >
      <input type="hidden" name="tab" value={tab} />
      {spec.search ? (
        <div className="min-w-0 lg:col-span-2">
          <label htmlFor="zoeken" className="block text-sm font-medium">
            Zoeken
          </label>
          <input
            ref={search}
            id="zoeken"
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={spec.search}
            className={control}
          />
        </div>
      ) : null}
      {spec.filter ? (
        <div>
          <label htmlFor="filter" className="block text-sm font-medium">
            {spec.filter.label}
          </label>
          <select
            key={fresh('filter')}
            id="filter"
            name={spec.filter.param}
            defaultValue={filterValue ?? ''}
            className={control}
          >
            <option value="">alle</option>
            {spec.filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {spec.dates ? (
        <fieldset className="min-w-0 sm:col-span-2 lg:col-span-2">
          <legend className="text-sm font-medium">{spec.dates}</legend>
          <div className="flex items-center gap-2">
            <label className="sr-only" htmlFor="van">
              Vanaf
            </label>
            <input
              key={fresh('van')}
              id="van"
              type="date"
              name="van"
              defaultValue={query.from}
              className={`${control} min-w-0`}
            />
            <span aria-hidden="true">–</span>
            <label className="sr-only" htmlFor="tot">
              Tot en met
            </label>
            <input
              key={fresh('tot')}
              id="tot"
              type="date"
              name="tot"
              defaultValue={query.to}
              className={`${control} min-w-0`}
            />
          </div>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor="sorteer" className="block text-sm font-medium">
          Volgorde
        </label>
        <select key={fresh('sorteer')} id="sorteer" name="sorteer" defaultValue={query.sort} className={control}>
          {spec.sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
        <button type="submit" className="btn-primary px-4 py-2 text-sm">
          Zoeken
        </button>
        {isFiltered(query) ? (
          <Link to={`/admin?tab=${tab}`} className="text-sm text-brick-700 underline underline-offset-4">
            Filters wissen
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

export function ResultCount({ total, noun }: { total: number; noun: [one: string, many: string] }) {
  return (
    <p className="text-sm text-ink-soft" role="status">
      {`${total.toLocaleString('nl-NL')} ${total === 1 ? noun[0] : noun[1]}` +
        (total > PAGE_SIZE ? `, ${PAGE_SIZE} per pagina` : '')}
    </p>
  )
}

export function Pager({
  tab,
  query,
  previous,
  next,
}: {
  tab: ListTab
  query: ListQuery
  previous?: string
  next?: string
}) {
  if (!previous && !next) return null
  const link = 'btn-outline px-3 py-1.5 text-sm'
  return (
    <nav aria-label="Pagina's" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex gap-2">
        {previous ? (
          <>
            <Link to={listUrl(tab, query)} className={link}>
              « Eerste
            </Link>
            <Link to={listUrl(tab, query, { voor: previous })} className={link} rel="prev">
              ‹ Vorige
            </Link>
          </>
        ) : null}
      </div>
      {next ? (
        <Link to={listUrl(tab, query, { na: next })} className={link} rel="next">
          Volgende ›
        </Link>
      ) : null}
    </nav>
  )
}
