import { weekdayNames, weekdayShort } from '~/lib/calendar'

/** The head of a month grid: the weekdays short, each with its full name for screen readers. */
export function WeekdayHeader({ className, cellClassName }: { className?: string; cellClassName: string }) {
  return (
    <thead className={className}>
      <tr>
        {weekdayShort.map((day, index) => (
          <th key={day} scope="col" className={cellClassName}>
            <abbr title={weekdayNames[index]} className="no-underline">
              {day}
            </abbr>
          </th>
        ))}
      </tr>
    </thead>
  )
}
