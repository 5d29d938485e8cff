/**
 * Which cards a sitting takes, from /review's address: today's (the daily limit counted), the next
 * N due ("review ahead", `?ahead=N`), or one goal's, resource's or tag's cards (`?goal=ID`,
 * `?resource=ID`, `?tag=`), so a reminder's link, a goal page and a tag all open the same screen.
 */
import { REVIEW } from '@learnlog/shared';

export type ReviewScope =
  | { kind: 'today' }
  | { kind: 'ahead'; count: number }
  | { kind: 'goal'; id: number }
  | { kind: 'resource'; id: number }
  | { kind: 'tag'; tag: string };

const positiveInt = (value: string | null): number | null => {
  const n = value === null ? NaN : Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function scopeOfSearch(params: URLSearchParams): ReviewScope {
  const goal = positiveInt(params.get('goal'));
  if (goal !== null) return { kind: 'goal', id: goal };
  const resource = positiveInt(params.get('resource'));
  if (resource !== null) return { kind: 'resource', id: resource };
  const tag = params.get('tag')?.trim();
  if (tag) return { kind: 'tag', tag };
  const ahead = positiveInt(params.get('ahead'));
  if (ahead !== null) return { kind: 'ahead', count: Math.min(ahead, REVIEW.scopedSittingMax) };
  return { kind: 'today' };
}

/** The address of a sitting, for links ("Review these cards", "Study the next 10"). */
export function reviewPath(scope: ReviewScope): string {
  switch (scope.kind) {
    case 'today':
      return '/review';
    case 'ahead':
      return `/review?ahead=${scope.count}`;
    case 'goal':
      return `/review?goal=${scope.id}`;
    case 'resource':
      return `/review?resource=${scope.id}`;
    case 'tag':
      return `/review?tag=${encodeURIComponent(scope.tag)}`;
  }
}
