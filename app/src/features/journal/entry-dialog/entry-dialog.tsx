/**
 * New/Edit Learning Entry (core spec 2, 4, 5, 8). Saving writes to the device and queues the
 * server calls, so it never waits on the network; the dialog stays open only on a local failure.
 * Clicking outside does not close it: a stray tap must not throw away what the learner wrote.
 * What is typed is kept on the device as a draft and comes back when the dialog is opened again;
 * closing with unsaved changes asks first.
 */
import { startTransition, useId, useRef, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, X } from 'lucide-react';
import { toast } from 'sonner';
import { canLinkGoals, canUsePrompts } from '@learnlog/shared';
import type { LocalEntry } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { useFormDraft } from '../../../lib/drafts/use-form-draft';
import { useDiscardGuard } from '../../../components/discard-changes-dialog';
import { DraftNotice } from '../../../components/draft-notice';
import { useSignedInUser } from '../../auth';
import { saveEntry } from '../data/save-entry';
import { useJournalPrompts } from '../data/use-journal-prompts';
import { usePopularTags } from '../data/use-journal-entries';
import { useActiveGoals, useLinkableResources } from '../data/use-link-options';
import {
  initialValues,
  newlyLinkedGoals,
  savedToast,
  toCreateInput,
  toUpdateInput,
  validateEntry,
  type EntryFormValues,
  type EntryPrefill,
  type EntryValidationError,
  type NewResourceDraft,
} from './entry-form';
import { GoalLinks } from './goal-links';
import { MarkdownEditor } from './markdown-editor';
import { PhotoPicker } from './photo-picker';
import { PromptPicker, withPrompt } from './prompt-picker';
import { ResourceLinks } from './resource-links';
import { TagInput } from './tag-input';
import { TextAreaField } from './text-area-field';

export const SAVE_FAILED_MESSAGE = 'Failed to create journal entry. Please try again.';

export interface EntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; a new entry without it. */
  entry?: LocalEntry | null;
  /** A new entry's starting values (a premium template). */
  prefill?: EntryPrefill | null;
}

/** A local write fails with a schema error (zod) or a plain Error; show the learner its words. */
function failureText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'issues' in error && Array.isArray(error.issues)) {
    const first: unknown = error.issues[0];
    if (typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string') return first.message;
  }
  return error instanceof Error && error.message ? error.message : SAVE_FAILED_MESSAGE;
}

export default function EntryDialog({ open, onOpenChange, entry, prefill }: EntryDialogProps) {
  const db = useDatabase();
  const user = useSignedInUser();
  const [initial] = useState<EntryFormValues>(() => initialValues(entry, prefill));
  const [values, setValues] = useState<EntryFormValues>(initial);
  const [resourceDraft, setResourceDraft] = useState<NewResourceDraft | null>(null);
  const [problem, setProblem] = useState<EntryValidationError | null>(null);
  const [saving, setSaving] = useState(false);
  /** Guards against a second submit at once (the state below shows it a moment later). */
  const submitting = useRef(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const returnFocus = useReturnFocus();
  const ids = useId();

  const resources = useLinkableResources();
  const activeGoals = useActiveGoals();
  const suggestions = usePopularTags();
  const { prompts } = useJournalPrompts(canUsePrompts(user) && !entry);
  const goalLinking = canLinkGoals(user, new Date());
  const draft = useFormDraft<EntryFormValues, LocalEntry>({ form: entry ? `entry:${entry.id}` : 'entry:new', initial, values, setValues, base: entry ?? undefined });
  // A restored edit is saved on the record as it was when the draft began (sync conflict base).
  const openedAs = draft.restoredBase ?? entry;
  const guard = useDiscardGuard({ dirty: draft.dirty || resourceDraft !== null, onDiscard: draft.discard, onClose: () => onOpenChange(false) });

  const set = <K extends keyof EntryFormValues>(field: K, value: EntryFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const fieldError = (field: EntryValidationError['field']) => (problem?.field === field ? problem.message : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const invalid = validateEntry(values, resourceDraft);
    setProblem(invalid);
    if (invalid) {
      toast.error(invalid.title, { description: invalid.message });
      document.getElementById(`${ids}-${invalid.field}`)?.focus();
      return;
    }
    submitting.current = true;
    // A transition: the spinner re-renders the whole form, and that render must not delay the
    // new entry's card, which the journal draws in the same task as this click.
    startTransition(() => setSaving(true));
    try {
      const linkGoals = goalLinking ? { goalIds: newlyLinkedGoals(values, openedAs), progressContribution: values.goalProgress } : undefined;
      const { created } = openedAs
        ? await saveEntry(db, { openedAs, input: toUpdateInput(values, goalLinking), newResource: resourceDraft, linkGoals })
        : await saveEntry(db, { input: toCreateInput(values, goalLinking), newResource: resourceDraft, linkGoals });
      const message = savedToast(created, goalLinking ? values.linkedGoals.length : 0);
      toast.success(message.title, { description: message.description });
      await draft.clear();
      onOpenChange(false);
    } catch (error) {
      toast.error('Error', { description: failureText(error) });
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  };

  const editing = !!entry;
  return (
    // Shown once the device has said whether a draft is waiting, so its text never flashes in late.
    <Dialog.Root open={open && draft.ready} onOpenChange={(next) => (next ? onOpenChange(true) : guard.requestClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            event.preventDefault();
            titleInput.current?.focus();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed inset-0 z-50 flex flex-col bg-surface sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-[min(46rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-line sm:shadow-2xl"
        >
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex min-h-0 flex-1 flex-col">
            <header className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
              <div>
                <Dialog.Title className="text-lg font-semibold text-ink">{editing ? 'Edit Learning Entry' : 'New Learning Entry'}</Dialog.Title>
                <Dialog.Description className="text-sm text-ink-muted">
                  {editing ? 'Change what you learned; it is saved on this device first.' : 'Capture what you learned today. It is saved on this device first, even offline.'}
                </Dialog.Description>
              </div>
              <Dialog.Close className="btn-ghost -mr-2 px-2" aria-label="Close">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </header>

            <div className="flex-1 space-y-5 overflow-y-auto px-5 py-5">
              {draft.restoredAt && <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discard} />}
              <PromptPicker prompts={prompts} onPick={(prompt) => setValues((v) => ({ ...v, ...withPrompt(v, prompt) }))} />
              <div>
                <label htmlFor={`${ids}-title`} className="mb-1.5 block text-sm font-medium text-ink">
                  Title
                </label>
                <input
                  ref={titleInput}
                  id={`${ids}-title`}
                  className="input"
                  value={values.title}
                  onChange={(event) => set('title', event.target.value)}
                  aria-invalid={fieldError('title') ? true : undefined}
                  aria-describedby={fieldError('title') ? `${ids}-title-error` : undefined}
                  placeholder="What did you learn?"
                  autoComplete="off"
                />
                {fieldError('title') && (
                  <p id={`${ids}-title-error`} className="mt-1.5 text-sm font-medium text-danger">
                    {fieldError('title')}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor={`${ids}-content`} className="mb-1.5 block text-sm font-medium text-ink">
                  Content
                </label>
                <MarkdownEditor
                  id={`${ids}-content`}
                  value={values.content}
                  onChange={(content) => set('content', content)}
                  invalid={!!fieldError('content')}
                  describedBy={fieldError('content') ? `${ids}-content-error` : undefined}
                />
                {fieldError('content') && (
                  <p id={`${ids}-content-error`} className="mt-1.5 text-sm font-medium text-danger">
                    {fieldError('content')}
                  </p>
                )}
              </div>
              <TextAreaField label="Key Learning" value={values.keyLearning} onChange={(text) => set('keyLearning', text)} placeholder="The one thing to remember" />
              <TextAreaField label="Questions" value={values.questions} onChange={(text) => set('questions', text)} placeholder="What do you still want to find out?" />
              <TagInput tags={values.tags} onChange={(tags) => set('tags', tags)} suggestions={suggestions} />
              <PhotoPicker photos={values.photos} onChange={(photos) => set('photos', photos)} />
              <ResourceLinks
                resources={resources}
                linked={values.linkedResources}
                onLinkedChange={(ids) => set('linkedResources', ids)}
                draft={resourceDraft}
                onDraftChange={(draft) => {
                  setResourceDraft(draft);
                  if (problem?.field === 'newResourceTitle') setProblem(null);
                }}
                draftTitleError={fieldError('newResourceTitle')}
                draftTitleId={`${ids}-newResourceTitle`}
              />
              {goalLinking && activeGoals.length > 0 && (
                <GoalLinks
                  goals={activeGoals}
                  linked={values.linkedGoals}
                  onLinkedChange={(ids) => set('linkedGoals', ids)}
                  progress={values.goalProgress}
                  onProgressChange={(progress) => set('goalProgress', progress)}
                />
              )}
              <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-600"
                  checked={values.isPublic}
                  onChange={(event) => set('isPublic', event.target.checked)}
                />
                <span>
                  <span className="block text-sm font-medium text-ink">Make this entry public</span>
                  <span className="block text-xs text-ink-muted">Anyone with its share link can read it, and it appears on your share page.</span>
                </span>
              </label>
            </div>

            <footer className="flex justify-end gap-2 border-t border-line px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              <Dialog.Close type="button" className="btn-secondary">
                Cancel
              </Dialog.Close>
              <button type="submit" className="btn-primary" disabled={saving}>
                {saving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                {editing ? 'Update Entry' : 'Save Entry'}
              </button>
            </footer>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
      {guard.confirm}
    </Dialog.Root>
  );
}
