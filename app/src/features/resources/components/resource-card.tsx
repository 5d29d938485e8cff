/** One resource on /resources: type, title, link, tags, progress (a slider), status dropdown, edit, delete; completed ones wear a check and step back. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { displayResourceType } from '@learnlog/shared';
import { TagChips } from '../../../components/tag-chips';
import type { LocalResource } from '../../../db/local-records';
import { PendingMarker } from '../../sync-status';
import { STATUS_OPTIONS, TYPE_LABELS } from '../data/resource-labels';
import { useResourceActions } from '../data/use-resource-actions';
import { ChoiceSelect } from '../../../components/choice-select';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EditResourceDialog } from './edit-resource-dialog';
import { clsx } from 'clsx';
import { COMPLETED_CARD, CompletedMark } from '../../../components/completed-mark';
import { ResourceProgressSlider } from './resource-progress-slider';
import { ResourceTypeIcon } from './resource-type-icon';

export function ResourceCard({ resource }: { resource: LocalResource }) {
  const actions = useResourceActions();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const titleId = `resource-${resource.id}-title`;
  const completed = resource.status === 'completed';

  return (
    <li aria-labelledby={titleId} data-testid="resource-card" className={clsx('card flex flex-col gap-3 p-4', completed && COMPLETED_CARD)}>
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-2.5 py-1 text-xs font-medium text-ink-muted">
            <ResourceTypeIcon type={resource.type} className="size-3.5" />
            {TYPE_LABELS[displayResourceType(resource.type)]}
          </span>
          {completed && <CompletedMark />}
        </div>
        <div className="-mt-1 -mr-2 flex items-center">
          <button type="button" className="btn-ghost min-h-10 px-2.5" aria-label={`Edit ${resource.title}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button type="button" className="btn-ghost min-h-10 px-2.5 text-danger" aria-label={`Delete ${resource.title}`} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <div>
        <h3 id={titleId} className={clsx('font-semibold break-words', completed ? 'text-ink-muted' : 'text-ink')}>
          <Link to={`/resources/${resource.id}`} state={{ fromList: true }} className="hover:text-brand-ink hover:underline">
            {resource.title}
          </Link>
        </h3>
        <PendingMarker record={resource} className="mt-1" />
        {resource.url && (
          <a href={resource.url} target="_blank" rel="noreferrer" className="mt-1 inline-flex items-center gap-1 text-sm text-brand-ink hover:underline">
            Open link
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
        {resource.description && <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{resource.description}</p>}
      </div>
      <TagChips tags={resource.tags} />
      {resource.status === 'in-progress' && <ResourceProgressSlider resource={resource} />}
      <ChoiceSelect
        className="mt-auto"
        hideLabel
        label={`Status of ${resource.title}`}
        value={resource.status}
        choices={STATUS_OPTIONS}
        onChange={(status) => void actions.changeStatus(resource, status)}
        triggerClassName="min-h-10 text-sm"
      />
      <EditResourceDialog resource={resource} open={editing} onOpenChange={setEditing} />
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this resource?"
        description={`“${resource.title}” will be removed from your resources. This cannot be undone.`}
        onConfirm={() => void actions.remove(resource)}
      />
    </li>
  );
}
