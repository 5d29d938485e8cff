/** What a scoped sitting is of, in words: "the goal “Learn Rust”", read from the device. */
import { useLiveQuery } from 'dexie-react-hooks';
import { visibleGoal, visibleResource } from '../../../db/queries/records-by-id';
import { useDatabase } from '../../../sync/sync-context';
import type { ReviewScope } from './review-scope';

export function useScopeLabel(scope: ReviewScope): string | null | undefined {
  const db = useDatabase();
  const kind = scope.kind;
  const id = scope.kind === 'goal' || scope.kind === 'resource' ? scope.id : null;
  const tag = scope.kind === 'tag' ? scope.tag : null;
  const count = scope.kind === 'ahead' ? scope.count : null;
  return useLiveQuery(async () => {
    if (kind === 'today') return null;
    if (kind === 'ahead') return `the next ${count} cards due`;
    if (kind === 'tag') return `entries tagged #${tag}`;
    const record = kind === 'goal' ? await visibleGoal(db, id ?? 0) : await visibleResource(db, id ?? 0);
    const title = record ? `“${record.title}”` : 'that is not on this device';
    return `the ${kind} ${title}`;
  }, [db, kind, id, tag, count]);
}
