/**
 * /resources/:id: one resource, from the device (works offline): its status, progress, notes
 * and dates, and every journal entry about it with their key learnings and open questions.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { format } from 'date-fns';
import { ExternalLink, Pencil } from 'lucide-react';
import { displayResourceType } from '@learnlog/shared';
import { Fact, RecordNotFound, RecordPage } from '../../components/record-page';
import { ProgressBar } from '../../components/progress-bar';
import { ScreenSkeleton } from '../../components/screen-skeleton';
import { TagChips } from '../../components/tag-chips';
import { EntriesAbout } from '../journal';
import { ReviewTheseCards } from '../review';
import { EditResourceDialog } from './components/edit-resource-dialog';
import { ResourceTypeIcon } from './components/resource-type-icon';
import { STATUS_LABELS, TYPE_LABELS } from './data/resource-labels';
import { recordIdParam, useResource } from './data/use-resource';

const LIST = { to: '/resources', label: 'Resources' };
const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

export default function ResourcePage() {
  const resource = useResource(recordIdParam(useParams().id));
  const [editing, setEditing] = useState(false);
  if (resource === undefined) return <ScreenSkeleton label="Loading resource…" cards={1} />;
  if (resource === null) return <RecordNotFound what="Resource" list={LIST} />;
  const type = displayResourceType(resource.type);
  return (
    <RecordPage
      list={LIST}
      title={resource.title}
      kicker={
        <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-2.5 py-1 text-xs font-medium text-ink-muted">
          <ResourceTypeIcon type={resource.type} className="size-3.5" />
          {TYPE_LABELS[type]}
        </span>
      }
      actions={
        <button type="button" className="btn-secondary self-start" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </button>
      }
    >
      <section aria-label="About this resource" className="card space-y-4 p-4 sm:p-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact term="Status">{STATUS_LABELS[resource.status]}</Fact>
          <Fact term="Progress">{resource.progress}%</Fact>
          <Fact term="Added">{day(resource.createdAt)}</Fact>
          <Fact term="Completed">{resource.completedAt ? day(resource.completedAt) : '—'}</Fact>
        </dl>
        <ProgressBar value={resource.progress} label={`Progress of ${resource.title}`} />
        {resource.url && (
          <a href={resource.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-medium text-brand-ink hover:underline">
            Open link
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
        {resource.description && <p className="whitespace-pre-line wrap-anywhere text-ink">{resource.description}</p>}
        {resource.notes && (
          <div>
            <h2 className="text-sm font-semibold text-ink">Notes</h2>
            <p className="mt-1 whitespace-pre-line wrap-anywhere text-ink-muted">{resource.notes}</p>
          </div>
        )}
        <TagChips tags={resource.tags} />
        <ReviewTheseCards kind="resource" id={resource.id} />
      </section>
      <EntriesAbout kind="resource" record={resource} />
      <EditResourceDialog resource={resource} open={editing} onOpenChange={setEditing} />
    </RecordPage>
  );
}
