/**
 * New/Edit Learning Entry (core spec 2, 4, 5, 8) as a full-screen editor at its own address
 * (/journal/new, /journal/entry/:id/edit): title, then the content taking the screen, the other
 * fields in a side panel (desktop) or below (phone). It stays a modal surface over the screen it
 * came from, so that screen keeps its place and a saved entry's card shows the moment it is saved.
 * Saving writes to the device and queues the server calls, so it never waits on the network.
 * What is typed is kept on the device as a draft and comes back when the editor opens again;
 * leaving with unsaved changes asks first. Ctrl/Cmd+Enter saves from anywhere in it.
 */
import { startTransition, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, X } from 'lucide-react';
import { toast } from 'sonner';
import { FIELD_LIMITS, canLinkGoals, canUsePrompts } from '@learnlog/shared';
import type { LocalEntry } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { useFormDraft } from '../../../lib/drafts/use-form-draft';
import { useDiscardGuard } from '../../../components/discard-changes-dialog';
import { DraftNotice } from '../../../components/draft-notice';
import { useSignedInUser } from '../../auth';
import { saveEntry } from '../data/save-entry';
import { offerLinkUpdate } from '../components/offer-link-update';
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
import { EntryDateField } from './entry-date-field';
import { GoalLinks } from './goal-links';
import { promptHints } from './codemirror/prompt-hints';
import { closeCompletionAt, linkCompletion } from './codemirror/link-completion';
import { readLinkTitles } from '../data/link-titles';
import { ContentEditor } from './content-editor';
import { PhotoPicker, scaleNewPhotos } from './photo-picker';
import { PromptPicker, withPrompt } from './prompt-picker';
import { ResourceLinks } from './resource-links';
import { TagInput } from './tag-input';
import { TextAreaField } from './text-area-field';

export const SAVE_FAILED_MESSAGE = 'Failed to create journal entry. Please try again.';

export interface EntryEditorProps {
  /** Leaves the editor (after a save, or once leaving was confirmed). */
  onClose: () => void;
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

export default function EntryEditor({ onClose, entry, prefill }: EntryEditorProps) {
  const db = useDatabase();
  const user = useSignedInUser();
  const [initial] = useState<EntryFormValues>(() => initialValues(entry, prefill));
  const [values, setValues] = useState<EntryFormValues>(initial);
  const [resourceDraft, setResourceDraft] = useState<NewResourceDraft | null>(null);
  const [problem, setProblem] = useState<EntryValidationError | null>(null);
  const [saving, setSaving] = useState(false);
  /** Guards against a second submit at once (the state below shows it a moment later). */
  const submitting = useRef(false);
  // Fixed for the editor's life: a template's hints, and `[[` offering the device's titles.
  const [editorExtensions] = useState(() => [...(prefill?.prompts ? [promptHints(prefill.prompts)] : []), linkCompletion(() => readLinkTitles(db))]);
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
  const guard = useDiscardGuard({ dirty: draft.dirty || resourceDraft !== null, onDiscard: draft.discard, onClose });

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
        ? await saveEntry(db, { openedAs, input: toUpdateInput(values, goalLinking, initial), newResource: resourceDraft, linkGoals })
        : await saveEntry(db, { input: toCreateInput(values, goalLinking), newResource: resourceDraft, linkGoals });
      const message = savedToast(created, goalLinking ? values.linkedGoals.length : 0);
      toast.success(message.title, { description: message.description });
      if (openedAs) void offerLinkUpdate(db, openedAs.title, values.title);
      await draft.clear();
      onClose();
    } catch (error) {
      toast.error('Error', { description: failureText(error) });
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  };

  // Ctrl/Cmd+Enter saves from any field; the editor's own keymap leaves it alone for this.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };

  const addImages = async (files: File[]) => {
    const scaled = await scaleNewPhotos(files, FIELD_LIMITS.photos - values.photos.length);
    if (scaled.length > 0) setValues((current) => ({ ...current, photos: [...current.photos, ...scaled].slice(0, FIELD_LIMITS.photos) }));
  };

  const editing = !!entry;
  return (
    // Shown once the device has said whether a draft is waiting, so its text never flashes in late.
    <Dialog.Root open={draft.ready} onOpenChange={(next) => !next && guard.requestClose()}>
      <Dialog.Portal>
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => closeCompletionAt(event.target) && event.preventDefault()}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            event.preventDefault();
            titleInput.current?.focus();
            // A template's name is offered selected: typing replaces it, Tab keeps it.
            if (prefill?.prompts) titleInput.current?.select();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed inset-0 z-50 flex flex-col bg-canvas"
        >
          <form noValidate onSubmit={(event) => void onSubmit(event)} onKeyDown={onKeyDown} className="flex min-h-0 flex-1 flex-col">
            <header className="flex items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:gap-3 sm:px-5 sm:py-3">
              <Dialog.Close className="btn-ghost -ml-1 px-2" aria-label="Close">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
              <div className="min-w-0 flex-1">
                <Dialog.Title className="truncate text-base font-semibold text-ink sm:text-lg">{editing ? 'Edit Learning Entry' : 'New Learning Entry'}</Dialog.Title>
                <Dialog.Description className="sr-only text-sm text-ink-muted lg:not-sr-only">
                  {editing ? 'Change what you learned; it is saved on this device first.' : 'Capture what you learned today. It is saved on this device first, even offline.'}
                </Dialog.Description>
              </div>
              <Dialog.Close type="button" className="btn-secondary max-sm:hidden">
                Cancel
              </Dialog.Close>
              <button type="submit" className="btn-primary" disabled={saving} title="Save (Ctrl+Enter)" aria-keyshortcuts="Control+Enter Meta+Enter">
                {saving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                {editing ? 'Update Entry' : 'Save Entry'}
              </button>
            </header>

            {/* Room at the bottom on a phone for the formatting toolbar fixed there. */}
            <div className="flex-1 overflow-y-auto">
              <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-5 pb-24 sm:px-6 sm:pb-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10 lg:pt-8">
                <div className="flex min-w-0 flex-col gap-4">
                  {draft.restoredAt && <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discard} />}
                  <PromptPicker prompts={prompts} onPick={(prompt) => setValues((v) => ({ ...v, ...withPrompt(v, prompt) }))} />
                  <div>
                    <label htmlFor={`${ids}-title`} className="mb-1.5 block text-sm font-medium text-ink">
                      Title
                    </label>
                    <input
                      ref={titleInput}
                      id={`${ids}-title`}
                      className="input text-lg font-semibold"
                      value={values.title}
                      onChange={(event) => set('title', event.target.value)}
                      aria-invalid={fieldError('title') ? true : undefined}
                      aria-describedby={fieldError('title') ? `${ids}-title-error` : undefined}
                      placeholder="What did you learn?"
                      autoComplete="off"
                      enterKeyHint="next"
                    />
                    {fieldError('title') && (
                      <p id={`${ids}-title-error`} className="mt-1.5 text-sm font-medium text-danger">
                        {fieldError('title')}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-col">
                    <span id={`${ids}-content-label`} className="mb-1.5 block text-sm font-medium text-ink">
                      Content
                    </span>
                    <ContentEditor
                      id={`${ids}-content`}
                      labelId={`${ids}-content-label`}
                      value={values.content}
                      onChange={(content) => set('content', content)}
                      onImages={(files) => void addImages(files)}
                      invalid={!!fieldError('content')}
                      describedBy={fieldError('content') ? `${ids}-content-error` : undefined}
                      extensions={editorExtensions}
                      className="min-h-[55dvh] [--editor-min-height:50dvh]"
                    />
                    {fieldError('content') && (
                      <p id={`${ids}-content-error`} className="mt-1.5 text-sm font-medium text-danger">
                        {fieldError('content')}
                      </p>
                    )}
                  </div>
                </div>

                <aside aria-label="Entry details" className="space-y-5 lg:border-l lg:border-line lg:pl-8">
                  <EntryDateField id={`${ids}-createdAt`} value={values.createdAt} onChange={(when) => set('createdAt', when)} error={fieldError('createdAt')} />
                  <TextAreaField label="Key Learning" value={values.keyLearning} onChange={(text) => set('keyLearning', text)} placeholder="The one thing to remember" />
                  <TextAreaField label="Questions" value={values.questions} onChange={(text) => set('questions', text)} placeholder="What do you still want to find out?" />
                  <TagInput tags={values.tags} onChange={(tags) => set('tags', tags)} suggestions={suggestions} templateTags={prefill?.suggestedTags} />
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
                  {/* On a phone the header has room for ✕ and Save only: Cancel ends the sheet. */}
                  <Dialog.Close type="button" className="btn-secondary w-full sm:hidden">
                    Cancel
                  </Dialog.Close>
                </aside>
              </div>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
      {guard.confirm}
    </Dialog.Root>
  );
}
