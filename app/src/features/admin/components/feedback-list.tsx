import { format } from 'date-fns';
import { FEEDBACK_TYPE_LABELS, type Feedback } from '@learnlog/shared';

const typeLabel = (type: string) => (FEEDBACK_TYPE_LABELS as Record<string, string>)[type] ?? type;

function sender(item: Feedback): string {
  if (item.email) return item.email;
  return item.userId === null ? 'Visitor' : `User #${item.userId}`;
}

/** What learners sent through the dashboard dialog and the floating widget, newest first. */
export function FeedbackList({ items }: { items: readonly Feedback[] }) {
  if (items.length === 0) return <p className="card p-6 text-center text-ink-muted">No feedback yet</p>;
  return (
    <ul className="space-y-3" data-testid="admin-feedback">
      {items.map((item) => {
        const page = item.currentPage ?? item.url;
        return (
          <li key={item.id} className="card p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
              <span className="rounded-full bg-brand-soft px-2.5 py-0.5 font-semibold text-brand-ink">{typeLabel(item.type)}</span>
              <span>{sender(item)}</span>
              {page && <span className="truncate">on {page}</span>}
              <time dateTime={item.createdAt} className="ml-auto">
                {format(new Date(item.createdAt), 'MMM d, yyyy')}
              </time>
            </div>
            {item.subject && <p className="mt-2 font-semibold text-ink">{item.subject}</p>}
            <p className="mt-1 text-sm whitespace-pre-wrap text-ink">{item.message}</p>
          </li>
        );
      })}
    </ul>
  );
}
