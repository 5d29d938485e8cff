/**
 * /journal/new: the full-screen editor over the journal list; with `?template=ID` it starts
 * filled from that premium template, with `?title=…` (an unresolved `[[link]]`) titled, and the
 * share sheet hands its text over in the navigation state. /new-entry (the spec's address) lands here. Leaving goes back where the learner came
 * from, else to /journal.
 */
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTemplatePrefill } from '../../premium-templates';
import { atDailyLimit } from '../data/usage-level';
import { useEntryAllowance } from '../data/use-entry-allowance';
import type { EntryPrefill } from './entry-form';
import EntryEditor from './entry-editor';
import { templateStart } from './template-prompts';
import { useLeaveEditor } from './leave-editor';

export function templateIdParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A template starts the entry as prompts to write on: its name offered as the title, its tags suggested. */
function fromTemplate(template: { title: string; content: string; tags: string[] }): EntryPrefill {
  const start = templateStart(template.content);
  return { title: template.title, content: start.content, tags: [], prompts: start.prompts, suggestedTags: template.tags };
}

export default function NewEntryRoute() {
  const [params] = useSearchParams();
  const shared = (useLocation().state as { prefill?: EntryPrefill } | null)?.prefill ?? null;
  const prefill = useTemplatePrefill(templateIdParam(params.get('template')));
  // At a seeker's daily limit the list shows the red banner instead (New Entry is disabled).
  const limited = atDailyLimit(useEntryAllowance());
  const leave = useLeaveEditor('/journal');
  // Opened once the template is known, so its values are the editor's starting values.
  const title = params.get('title')?.trim();
  if (prefill.status === 'loading' || limited) return null;
  const start = prefill.values ? fromTemplate(prefill.values) : (shared ?? (title ? { title, content: '', tags: [] } : null));
  return <EntryEditor key={prefill.status} prefill={start} onClose={leave} />;
}
