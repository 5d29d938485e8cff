/** The calendar's year of writing and reviews, with its months' counts as a table a tap away. */
import { useState } from 'react';
import { ActivityHeatmap, monthName, monthTotals, type Activity } from '../../calendar';
import { InsightTable, TableToggle } from './chart-card';

interface YearActivityCardProps {
  months: string[];
  activity: Activity | undefined;
  today: string;
}

const TITLE = 'Writing and reviews by month';

export function YearActivityCard({ months, activity, today }: YearActivityCardProps) {
  const [asTable, setAsTable] = useState(false);
  const table = activity && {
    columns: ['Month', 'Entries', 'Reviews'],
    rows: months.map((month) => {
      const totals = monthTotals(activity, month);
      return [monthName(month, 'MMMM yyyy'), totals.entries, totals.reviews];
    }),
  };
  return (
    <ActivityHeatmap
      months={months}
      activity={activity}
      today={today}
      action={table && <TableToggle title={TITLE} pressed={asTable} onToggle={() => setAsTable((shown) => !shown)} />}
      replacement={table && asTable ? <InsightTable caption={TITLE} table={table} /> : undefined}
    />
  );
}
