/**
 * The entry editor's values, how they start (a new entry, an entry to edit, a template), the
 * validation messages of core spec 5, and the create/update payloads they become.
 */
import { format } from 'date-fns';
import { GOAL_PROGRESS, type CreateJournalEntryInput, type UpdateJournalEntryInput } from '@learnlog/shared';
import type { LocalEntry } from '../../../db/local-records';
import type { NewResourceInput } from '../data/save-entry';
import { SAVED_ON_DEVICE, savedOffline } from '../../../sync/sync-words';

export interface EntryFormValues {
  title: string;
  content: string;
  keyLearning: string;
  questions: string;
  tags: string[];
  photos: string[];
  linkedResources: number[];
  linkedGoals: number[];
  goalProgress: number;
  isPublic: boolean;
  /** The entry's date and time as a date-time field holds it (local, to the minute); '' = now. */
  createdAt: string;
}

/** A moment as a `datetime-local` field shows it, in the device's time zone. */
export const toLocalDateTime = (date: Date): string => format(date, "yyyy-MM-dd'T'HH:mm");

/** The inline Add New Resource form, while it is open. */
export type NewResourceDraft = NewResourceInput;

export interface EntryPrefill {
  title: string;
  content: string;
  tags: string[];
  /** A template's prompts, shown as hints under their headings (see template-prompts.ts). */
  prompts?: Record<string, string>;
  /** A template's tags, suggested rather than added. */
  suggestedTags?: string[];
}

export function initialValues(entry?: LocalEntry | null, prefill?: EntryPrefill | null): EntryFormValues {
  if (entry) {
    return {
      title: entry.title,
      content: entry.content,
      keyLearning: entry.keyLearning ?? '',
      questions: entry.questions ?? '',
      tags: [...entry.tags],
      photos: [...entry.photos],
      linkedResources: [...entry.linkedResources],
      linkedGoals: [...entry.linkedGoals],
      goalProgress: entry.goalProgress >= GOAL_PROGRESS.min ? entry.goalProgress : GOAL_PROGRESS.default,
      isPublic: entry.isPublic,
      createdAt: toLocalDateTime(new Date(entry.createdAt)),
    };
  }
  return {
    title: prefill?.title ?? '',
    content: prefill?.content ?? '',
    keyLearning: '',
    questions: '',
    tags: [...(prefill?.tags ?? [])],
    photos: [],
    linkedResources: [],
    linkedGoals: [],
    goalProgress: GOAL_PROGRESS.default,
    isPublic: false,
    createdAt: '',
  };
}

type EntryField = 'title' | 'content' | 'createdAt' | 'newResourceTitle';

export interface EntryValidationError {
  field: EntryField;
  /** The toast heading. */
  title: string;
  message: string;
}

export const ENTRY_MESSAGES = {
  missingTitle: { field: 'title', title: 'Missing Title', message: 'Please enter a title for your journal entry.' },
  missingContent: { field: 'content', title: 'Missing Content', message: 'Please add some content to your journal entry.' },
  futureDate: { field: 'createdAt', title: 'Invalid Date', message: 'An entry cannot be dated in the future.' },
  missingResourceTitle: {
    field: 'newResourceTitle',
    title: 'Missing Resource Title',
    message: 'Please enter a title for the new resource or cancel adding it.',
  },
} as const satisfies Record<string, EntryValidationError>;

/** The first problem, in the order the form shows its fields; null when the entry can be saved. */
export function validateEntry(values: EntryFormValues, newResource: NewResourceDraft | null, now: Date = new Date()): EntryValidationError | null {
  if (!values.title.trim()) return ENTRY_MESSAGES.missingTitle;
  if (!values.content.trim()) return ENTRY_MESSAGES.missingContent;
  // The field holds minutes: the current minute is now, not the future.
  if (values.createdAt && new Date(values.createdAt).getTime() > now.getTime()) return ENTRY_MESSAGES.futureDate;
  if (newResource && !newResource.title.trim()) return ENTRY_MESSAGES.missingResourceTitle;
  return null;
}

const orNull = (text: string) => (text.trim() ? text : null);

/**
 * The fields both a create and an update send. Goal fields go only to learners who may link
 * goals (the server refuses them otherwise); a new entry is never a favourite, an edited one
 * keeps its flag because the flag is simply not sent.
 */
function payload(values: EntryFormValues, canLinkGoals: boolean) {
  return {
    title: values.title.trim(),
    content: values.content,
    keyLearning: orNull(values.keyLearning),
    questions: orNull(values.questions),
    tags: values.tags,
    linkedResources: values.linkedResources,
    photos: values.photos,
    isPublic: values.isPublic,
    // No readTime: the shared entry mutators derive it from the content, on both sides.
    ...(canLinkGoals ? { linkedGoals: values.linkedGoals, goalProgress: values.linkedGoals.length > 0 ? values.goalProgress : 0 } : {}),
  };
}

/** A date the learner set, as the ISO time stored in `createdAt`; none when the field is empty or unreadable. */
function isoOf(localDateTime: string): string | undefined {
  const time = localDateTime ? new Date(localDateTime).getTime() : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A new entry is dated now unless the learner set its date. */
export function toCreateInput(values: EntryFormValues, canLinkGoals: boolean): CreateJournalEntryInput {
  const createdAt = isoOf(values.createdAt);
  return { ...payload(values, canLinkGoals), isFavorite: false, ...(createdAt ? { createdAt } : {}) };
}

/** An edit sends the date only when the learner changed it (the field holds minutes, the entry milliseconds). */
export function toUpdateInput(values: EntryFormValues, canLinkGoals: boolean, openedWith?: EntryFormValues): UpdateJournalEntryInput {
  const createdAt = openedWith && values.createdAt !== openedWith.createdAt ? isoOf(values.createdAt) : undefined;
  return { ...payload(values, canLinkGoals), ...(createdAt ? { createdAt } : {}) };
}

/** Goals ticked now that were not linked when the dialog opened: each gets its link-goal call. */
export function newlyLinkedGoals(values: EntryFormValues, openedAs?: LocalEntry | null): number[] {
  const before = new Set(openedAs?.linkedGoals ?? []);
  return values.linkedGoals.filter((id) => !before.has(id));
}

/**
 * The success toast (core spec 8), naming how many goals the entry is linked to. Offline the
 * entry has not left the device, so "saved successfully" would promise too much: it says where it is.
 */
export function savedToast(created: boolean, linkedGoalCount: number, offline = savedOffline()): { title: string; description: string } {
  const goals = `${linkedGoalCount} learning ${linkedGoalCount === 1 ? 'goal' : 'goals'}`;
  const title = created ? 'Journal entry created' : 'Journal entry updated';
  if (offline) {
    const linked = linkedGoalCount > 0 ? ` Linked to ${goals}.` : '';
    return { title, description: `${SAVED_ON_DEVICE}${linked}` };
  }
  if (created) {
    return {
      title,
      description: linkedGoalCount > 0 ? `Your learning entry has been saved and linked to ${goals}.` : 'Your learning entry has been saved successfully.',
    };
  }
  return {
    title,
    description: linkedGoalCount > 0 ? `Your entry has been updated and linked to ${goals}.` : 'Your entry has been updated successfully.',
  };
}
