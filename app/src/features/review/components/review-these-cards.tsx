/** "Review these cards" on a goal's or a resource's page: a sitting of its entries' cards, when they have any. */
import { Link } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { Layers } from 'lucide-react';
import { useDatabase } from '../../../sync/sync-context';
import { reviewPath } from '../data/review-scope';
import { scopedCardCount } from '../data/scoped-queue';

export function ReviewTheseCards({ kind, id }: { kind: 'goal' | 'resource'; id: number }) {
  const db = useDatabase();
  const count = useLiveQuery(() => scopedCardCount(db, { kind, id }), [db, kind, id]);
  if (!count) return null;
  return (
    <Link to={reviewPath({ kind, id })} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-ink hover:underline">
      <Layers aria-hidden="true" className="size-4" />
      Review these cards ({count})
    </Link>
  );
}
