/**
 * The entry editor's other fields, beside the content (desktop) or below it (phone): date, key
 * learning, questions, tags, photos, linked resources and goals, public. Memoised on what it
 * shows, so a keystroke in the content does not render (or touch the inputs of) the panel.
 */
import { memo } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { LocalGoal, LocalResource } from '../../../db/local-records';
import type { EntryFormValues, NewResourceDraft } from './entry-form';
import { EntryDateField } from './entry-date-field';
import { GoalLinks } from './goal-links';
import { PhotoPicker } from './photo-picker';
import { ResourceLinks } from './resource-links';
import { TagInput } from './tag-input';
import { TextAreaField } from './text-area-field';

/** Sets one field of the form (stable for the editor's life). */
export type SetEntryField = <K extends keyof EntryFormValues>(field: K, value: EntryFormValues[K]) => void;

export interface EntryDetailsProps extends Pick<
  EntryFormValues,
  'createdAt' | 'keyLearning' | 'questions' | 'tags' | 'photos' | 'linkedResources' | 'linkedGoals' | 'goalProgress' | 'isPublic'
> {
  /** The editor's id prefix: its fields are `${ids}-createdAt` and `${ids}-newResourceTitle`. */
  ids: string;
  setField: SetEntryField;
  createdAtError?: string | undefined;
  onAddPhotos: (photos: string[]) => void;
  onRemovePhoto: (index: number) => void;
  suggestions: string[];
  templateTags?: string[] | undefined;
  resources: LocalResource[];
  resourceDraft: NewResourceDraft | null;
  onResourceDraftChange: (draft: NewResourceDraft | null) => void;
  resourceTitleError?: string | undefined;
  /** Active goals to link to; none (or not allowed) hides the goal fields. */
  goals: LocalGoal[];
}

export const EntryDetails = memo(function EntryDetails(props: EntryDetailsProps) {
  const { ids, setField, goals } = props;
  return (
    <aside aria-label="Entry details" className="space-y-5 lg:border-l lg:border-line lg:pl-8">
      <EntryDateField id={`${ids}-createdAt`} value={props.createdAt} onChange={(when) => setField('createdAt', when)} error={props.createdAtError} />
      <TextAreaField label="Key Learning" value={props.keyLearning} onChange={(text) => setField('keyLearning', text)} placeholder="The one thing to remember" />
      <TextAreaField label="Questions" value={props.questions} onChange={(text) => setField('questions', text)} placeholder="What do you still want to find out?" />
      <TagInput tags={props.tags} onChange={(tags) => setField('tags', tags)} suggestions={props.suggestions} templateTags={props.templateTags} />
      <PhotoPicker photos={props.photos} onAdd={props.onAddPhotos} onRemove={props.onRemovePhoto} />
      <ResourceLinks
        resources={props.resources}
        linked={props.linkedResources}
        onLinkedChange={(linked) => setField('linkedResources', linked)}
        draft={props.resourceDraft}
        onDraftChange={props.onResourceDraftChange}
        draftTitleError={props.resourceTitleError}
        draftTitleId={`${ids}-newResourceTitle`}
      />
      {goals.length > 0 && (
        <GoalLinks
          goals={goals}
          linked={props.linkedGoals}
          onLinkedChange={(linked) => setField('linkedGoals', linked)}
          progress={props.goalProgress}
          onProgressChange={(progress) => setField('goalProgress', progress)}
        />
      )}
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" checked={props.isPublic} onChange={(event) => setField('isPublic', event.target.checked)} />
        <span>
          <span className="block text-sm font-medium text-ink">Make this entry public</span>
          <span className="block text-xs text-ink-muted">Anyone with its share link can read it, and it appears on your share page.</span>
        </span>
      </label>
      {/* On a phone the header has room for ✕ and Save only: Cancel ends the sheet. */}
      <Dialog.Close type="button" className="btn-secondary w-full sm:hidden">
        Cancel
      </Dialog.Close>
    </aside>
  );
});
