/**
 * `[[` completion: after `[[`, the learner's titles are offered (CodeMirror's fuzzy matching,
 * offline), and picking one inserts `[[Title]]`.
 */
import { EditorView } from '@codemirror/view';
import { autocompletion, closeCompletion, completionStatus, type Completion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import type { LinkTitle } from '../../data/link-titles';

const KIND_LABEL: Record<LinkTitle['kind'], string> = { entry: 'Entry', resource: 'Resource', goal: 'Goal' };
const OPEN_LINK = /\[\[[^[\]\n|]*$/;

export function linkCompletion(loadTitles: () => Promise<LinkTitle[]>) {
  let options: Promise<Completion[]> | null = null;
  const source = async (context: CompletionContext): Promise<CompletionResult | null> => {
    const open = context.matchBefore(OPEN_LINK);
    if (!open) return null;
    options ??= loadTitles().then((titles) =>
      titles.map(({ title, kind }) => ({ label: title, detail: KIND_LABEL[kind], type: kind === 'entry' ? 'text' : kind === 'goal' ? 'keyword' : 'class' })),
    );
    const all = await options;
    // Close the link unless the learner already typed its `]]`.
    const closed = context.state.sliceDoc(context.pos, context.pos + 2) === ']]';
    return {
      from: open.from + 2,
      options: all.map((option) => ({ ...option, apply: closed ? option.label : `${option.label}]]` })),
      validFor: /^[^[\]\n|]*$/,
    };
  };
  return autocompletion({ override: [source], icons: false, maxRenderedOptions: 50 });
}

/**
 * Escape while the list is open closes the list, not the editor. The dialog sees Escape first
 * (it listens on the document, capturing) and must stop it, so the list is closed here.
 */
export function closeCompletionAt(target: EventTarget | null): boolean {
  const editor = target instanceof Element ? target.closest('.cm-editor') : null;
  const view = editor instanceof HTMLElement ? EditorView.findFromDOM(editor) : null;
  return view !== null && completionStatus(view.state) === 'active' && closeCompletion(view);
}
