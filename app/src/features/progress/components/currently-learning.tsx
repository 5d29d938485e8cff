/** The in-progress resources with their progress; a long list is cut, with a way to all of them. */
import { Link } from 'react-router-dom';
import type { ProgressStats } from '@learnlog/shared';
import { ProgressBar } from '../../../components/progress-bar';
import { ResourceTypeIcon } from '../../resources';

const SHOWN = 20;

export function CurrentlyLearning({ stats }: { stats: ProgressStats }) {
  const rows = stats.currentlyLearning;
  return (
    <section aria-labelledby="learning-heading" className="card p-5">
      <h2 id="learning-heading" className="font-semibold text-ink">
        Currently Learning
      </h2>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">Nothing in progress. Set a resource to In Progress to see it here.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {rows.slice(0, SHOWN).map((resource) => (
            <li key={resource.id} data-testid="learning-item">
              <div className="mb-1.5 flex items-center gap-2 text-sm">
                <ResourceTypeIcon type={resource.type} className="size-4 shrink-0 text-brand-ink" />
                <span className="min-w-0 flex-1 truncate text-ink">{resource.title}</span>
                <span className="font-medium text-ink-muted">{resource.progress}%</span>
              </div>
              <ProgressBar value={resource.progress} label={`Progress of ${resource.title}`} />
            </li>
          ))}
        </ul>
      )}
      {rows.length > SHOWN && (
        <p className="mt-4 text-sm text-ink-muted">
          Showing {SHOWN} of {rows.length}.{' '}
          <Link to="/resources" className="font-medium text-brand-ink hover:underline">
            See all resources
          </Link>
        </p>
      )}
    </section>
  );
}
