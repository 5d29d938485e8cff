/**
 * New/Edit Learning Entry (core spec 2, 4, 5, 8) as a full-screen editor at its own address
 * (/journal/new, /journal/entry/:id/edit): title, then the content taking the screen, the other
 * fields in a side panel (desktop) or below (phone). It stays a modal surface over the screen it
 * came from, so that screen keeps its place and a saved entry's card shows the moment it is saved.
 * Saving writes to the device and queues the server calls, so it never waits on the network.
 * What is typed is kept on the device as a draft and comes back when the editor opens again;
 * leaving with unsaved changes asks first. Ctrl/Cmd+Enter saves from anywhere in it.
 */
import { startTransition, useCallback, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { toast } from 'sonner';
import { FIELD_LIMITS, canLinkGoals, canUsePrompts, withoutPhoto } from '@learnlog/shared';
import type { LocalEntry, LocalGoal } from '../../../db/local-records';
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
import { EntryDetails, type SetEntryField } from './entry-details';
import { promptHints } from './codemirror/prompt-hints';
import { closeCompletionAt, linkCompletion } from './codemirror/link-completion';
import { readLinkTitles } from '../data/link-titles';
import { ContentEditor } from './content-editor';
import { scaleNewPhotos } from './photo-picker';
import { PromptPicker, withPrompt } from './prompt-picker';
import { EditorHeader, TitleField } from './editor-header';

const SAVE_FAILED_MESSAGE = 'Failed to create journal entry. Please try again.';

const NO_GOALS: LocalGoal[] = [];

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

  // Stable, so the memoised title and details panel are not rendered again by a keystroke in the
  // content (each render of an <input> makes React set its name and type again).
  const set = useCallback<SetEntryField>((field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem((current) => (current?.field === field ? null : current));
  }, []);
  const onContentChange = useCallback((content: string) => set('content', content), [set]);
  const onResourceDraftChange = useCallback((next: NewResourceDraft | null) => {
    setResourceDraft(next);
    setProblem((current) => (current?.field === 'newResourceTitle' ? null : current));
  }, []);

  // The photos as they are now, ahead of the render that shows them: two pastes close together
  // each learn the right index for their reference.
  const photosNow = useRef(values.photos);
  useLayoutEffect(() => {
    photosNow.current = values.photos;
  }, [values.photos]);
  /** Adds scaled photos after the others (up to the limit); answers the indexes they got. */
  const addPhotos = useCallback((scaled: string[]): number[] => {
    const before = photosNow.current;
    const kept = scaled.slice(0, Math.max(0, FIELD_LIMITS.photos - before.length));
    if (kept.length === 0) return [];
    photosNow.current = [...before, ...kept];
    setValues((current) => ({ ...current, photos: [...current.photos, ...kept].slice(0, FIELD_LIMITS.photos) }));
    return kept.map((_, i) => before.length + i);
  }, []);
  /** Images pasted, dropped or picked in the content: scaled, added, their indexes for the references. */
  const onImages = useCallback(async (files: File[]) => addPhotos(await scaleNewPhotos(files, FIELD_LIMITS.photos - photosNow.current.length)), [addPhotos]);
  /** A photo removed: so is its place in the content, and later references move down with it. */
  const removePhoto = useCallback((index: number) => {
    photosNow.current = photosNow.current.filter((_, i) => i !== index);
    setValues((current) => ({ ...current, photos: current.photos.filter((_, i) => i !== index), content: withoutPhoto(current.content, index) }));
  }, []);

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
            <EditorHeader editing={editing} saving={saving} />

            {/* Room at the bottom on a phone for the formatting toolbar fixed there. */}
            <div className="flex-1 overflow-y-auto">
              <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-5 pb-24 sm:px-6 sm:pb-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10 lg:pt-8">
                <div className="flex min-w-0 flex-col gap-4">
                  {draft.restoredAt && <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discard} />}
                  <PromptPicker prompts={prompts} onPick={(prompt) => setValues((v) => ({ ...v, ...withPrompt(v, prompt) }))} />
                  <TitleField id={`${ids}-title`} value={values.title} error={fieldError('title')} setField={set} inputRef={titleInput} />
                  <div className="flex flex-col">
                    <span id={`${ids}-content-label`} className="mb-1.5 block text-sm font-medium text-ink">
                      Content
                    </span>
                    <ContentEditor
                      id={`${ids}-content`}
                      labelId={`${ids}-content-label`}
                      value={values.content}
                      onChange={onContentChange}
                      onImages={onImages}
                      photos={values.photos}
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

                <EntryDetails
                  ids={ids}
                  setField={set}
                  createdAt={values.createdAt}
                  createdAtError={fieldError('createdAt')}
                  keyLearning={values.keyLearning}
                  questions={values.questions}
                  tags={values.tags}
                  suggestions={suggestions}
                  templateTags={prefill?.suggestedTags}
                  photos={values.photos}
                  onAddPhotos={addPhotos}
                  onRemovePhoto={removePhoto}
                  resources={resources}
                  linkedResources={values.linkedResources}
                  resourceDraft={resourceDraft}
                  onResourceDraftChange={onResourceDraftChange}
                  resourceTitleError={fieldError('newResourceTitle')}
                  goals={goalLinking ? activeGoals : NO_GOALS}
                  linkedGoals={values.linkedGoals}
                  goalProgress={values.goalProgress}
                  isPublic={values.isPublic}
                />
              </div>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
      {guard.confirm}
    </Dialog.Root>
  );
}
