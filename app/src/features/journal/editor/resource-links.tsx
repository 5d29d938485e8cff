/** Linked resources from this device, and the inline Add New Resource form (core spec 4). */
import { useId } from 'react';
import { Plus } from 'lucide-react';
import { RESOURCE_TYPES, type ResourceType } from '@learnlog/shared';
import type { LocalResource } from '../../../db/local-records';
import type { NewResourceDraft } from './entry-form';

const TYPE_LABEL: Record<ResourceType, string> = {
  article: 'Article',
  book: 'Book',
  course: 'Course',
  video: 'Video',
  podcast: 'Podcast',
  documentation: 'Documentation',
};

const EMPTY_RESOURCE_DRAFT: NewResourceDraft = { title: '', url: '', type: 'article' };

export interface ResourceLinksProps {
  resources: LocalResource[];
  linked: number[];
  onLinkedChange: (ids: number[]) => void;
  draft: NewResourceDraft | null;
  onDraftChange: (draft: NewResourceDraft | null) => void;
  draftTitleError?: string | undefined;
  /** So the dialog can focus the title when it is missing. */
  draftTitleId: string;
}

export function ResourceLinks({ resources, linked, onLinkedChange, draft, onDraftChange, draftTitleError, draftTitleId }: ResourceLinksProps) {
  const id = useId();
  const toggle = (resourceId: number, on: boolean) =>
    onLinkedChange(on ? [...linked, resourceId] : linked.filter((linkedId) => linkedId !== resourceId));

  return (
    <fieldset>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <legend className="text-sm font-medium text-ink">Linked Resources</legend>
        <button type="button" className="btn-ghost min-h-9 px-2.5 text-brand-ink" onClick={() => onDraftChange(draft ? null : EMPTY_RESOURCE_DRAFT)}>
          {draft ? (
            'Cancel'
          ) : (
            <>
              <Plus aria-hidden="true" className="size-4" />
              Add New Resource
            </>
          )}
        </button>
      </div>
      {resources.length === 0 && !draft && <p className="text-sm text-ink-muted">No resources yet. Add one to link it to this entry.</p>}
      {resources.length > 0 && (
        <ul className="max-h-44 space-y-1 overflow-y-auto rounded-xl border border-line p-1.5">
          {resources.map((resource) => (
            <li key={resource.id}>
              <label className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2 hover:bg-surface-muted">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={linked.includes(resource.id)}
                  onChange={(event) => toggle(resource.id, event.target.checked)}
                />
                <span className="min-w-0 flex-1 truncate text-sm text-ink">{resource.title}</span>
                <span className="text-xs text-ink-muted">{TYPE_LABEL[resource.type as ResourceType] ?? TYPE_LABEL.article}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {draft && (
        <div className="mt-2 grid gap-2 rounded-xl border border-brand-200 bg-brand-soft/50 p-3 sm:grid-cols-2 dark:border-brand-900">
          <div className="sm:col-span-2">
            <label htmlFor={draftTitleId} className="mb-1 block text-xs font-medium text-ink">
              Resource title
            </label>
            <input
              id={draftTitleId}
              className="input"
              value={draft.title}
              aria-invalid={draftTitleError ? true : undefined}
              aria-describedby={draftTitleError ? `${id}-title-error` : undefined}
              onChange={(event) => onDraftChange({ ...draft, title: event.target.value })}
            />
            {draftTitleError && (
              <p id={`${id}-title-error`} className="mt-1 text-sm font-medium text-danger">
                {draftTitleError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-url`} className="mb-1 block text-xs font-medium text-ink">
              URL (optional)
            </label>
            <input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              placeholder="https://"
              className="input"
              value={draft.url}
              onChange={(event) => onDraftChange({ ...draft, url: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-type`} className="mb-1 block text-xs font-medium text-ink">
              Type
            </label>
            <select
              id={`${id}-type`}
              className="input"
              value={draft.type}
              onChange={(event) => onDraftChange({ ...draft, type: event.target.value as ResourceType })}
            >
              {RESOURCE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABEL[type]}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </fieldset>
  );
}
