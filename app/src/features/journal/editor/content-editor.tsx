/**
 * The content field: CodeMirror 6 with markdown styled as it is typed, the formatting toolbar
 * and Preview/Edit (core spec 5). The editor owns its text while it is mounted; the form hears
 * every change, and a value set from outside (a restored draft, Discard draft, a prompt) is
 * written into the editor as one change. Images pasted or dropped in become the entry's photos.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Compartment, EditorSelection } from '@codemirror/state';
import { EditorView, type KeyBinding } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { clsx } from 'clsx';
import { MarkdownView } from '../../../components/markdown-view';
import { contentAttributes, markdownSetup } from './codemirror/markdown-setup';
import { changedRange, insertLink, insertTable, toggleInline, toggleLinePrefix, type TextEdit } from './markdown-edits';
import { MarkdownToolbar, type ToolbarCommand } from './markdown-toolbar';
import { useKeyboardInset } from './use-keyboard-inset';

export const CONTENT_PLACEHOLDER = 'What did you learn? Markdown works: **bold**, *italic*, # headings, - lists, > quotes, tables.';

type Edit = (text: string, start: number, end: number) => TextEdit;

const EDITS: Record<Exclude<ToolbarCommand, 'image'>, Edit> = {
  bold: (text, start, end) => toggleInline(text, start, end, 'bold'),
  italic: (text, start, end) => toggleInline(text, start, end, 'italic'),
  code: (text, start, end) => toggleInline(text, start, end, 'code'),
  heading: (text, start, end) => toggleLinePrefix(text, start, end, 'h2'),
  bullet: (text, start, end) => toggleLinePrefix(text, start, end, 'bullet'),
  numbered: (text, start, end) => toggleLinePrefix(text, start, end, 'numbered'),
  task: (text, start, end) => toggleLinePrefix(text, start, end, 'task'),
  quote: (text, start, end) => toggleLinePrefix(text, start, end, 'quote'),
  link: insertLink,
  table: insertTable,
};

/** Applies a toolbar edit to the editor as the one range it changes, so undo takes it back in one step. */
function applyEdit(view: EditorView, edit: Edit): boolean {
  const { from, to } = view.state.selection.main;
  const before = view.state.doc.toString();
  const result = edit(before, from, to);
  view.dispatch({
    changes: changedRange(before, result.text),
    selection: EditorSelection.single(result.selectionStart, result.selectionEnd),
    scrollIntoView: true,
    userEvent: 'input.format',
  });
  view.focus();
  return true;
}

const SHORTCUTS: KeyBinding[] = [
  { key: 'Mod-b', run: (view) => applyEdit(view, EDITS.bold) },
  { key: 'Mod-i', run: (view) => applyEdit(view, EDITS.italic) },
  { key: 'Mod-k', run: (view) => applyEdit(view, EDITS.link) },
  { key: 'Mod-Shift-7', run: (view) => applyEdit(view, EDITS.numbered) },
  { key: 'Mod-Shift-8', run: (view) => applyEdit(view, EDITS.bullet) },
];

const imagesIn = (data: DataTransfer | null): File[] => [...(data?.files ?? [])].filter((file) => file.type.startsWith('image/'));

export interface ContentEditorProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  /** Images pasted, dropped or picked with the Image button. */
  onImages: (files: File[]) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** More CodeMirror extensions (link completion, template prompts), fixed for the editor's life. */
  extensions?: Extension[];
  className?: string;
}

export function ContentEditor({ id, labelId, value, onChange, onImages, invalid, describedBy, extensions, className }: ContentEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const emitted = useRef(value);
  const callbacks = useRef({ onChange, onImages });
  const attributes = useRef(new Compartment());
  const imageInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState(false);
  const toolbar = useRef<HTMLDivElement>(null);
  useKeyboardInset(toolbar);

  useLayoutEffect(() => {
    callbacks.current = { onChange, onImages };
  });

  // Made once: the value, attributes and callbacks reach it through the refs and effects below.
  useLayoutEffect(() => {
    if (!host.current) return;
    const state = markdownSetup(
      {
        doc: emitted.current,
        labelledBy: labelId,
        placeholderText: CONTENT_PLACEHOLDER,
        shortcuts: SHORTCUTS,
        onChange: (doc) => {
          emitted.current = doc;
          callbacks.current.onChange(doc);
        },
        extra: [
          ...(extensions ?? []),
          EditorView.domEventHandlers({
            paste: (event) => {
              const files = imagesIn(event.clipboardData);
              if (files.length === 0) return false;
              event.preventDefault();
              callbacks.current.onImages(files);
              return true;
            },
            drop: (event) => {
              const files = imagesIn(event.dataTransfer);
              if (files.length === 0) return false;
              event.preventDefault();
              callbacks.current.onImages(files);
              return true;
            },
          }),
        ],
      },
      attributes.current.of(EditorView.contentAttributes.of({ id, ...contentAttributes({ labelledBy: labelId }) })),
    );
    const created = new EditorView({ state, parent: host.current });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the editor is made once; see above
  }, []);

  useEffect(() => {
    view.current?.dispatch({
      effects: attributes.current.reconfigure(EditorView.contentAttributes.of({ id, ...contentAttributes({ labelledBy: labelId, describedBy, invalid }) })),
    });
  }, [id, labelId, describedBy, invalid]);

  // A value from outside the editor (draft, discard, prompt): written in as the range it changes.
  useEffect(() => {
    const editor = view.current;
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.dispatch({ changes: changedRange(editor.state.doc.toString(), value) });
  }, [value]);

  const onCommand = (command: ToolbarCommand) => {
    if (command === 'image') {
      imageInput.current?.click();
      return;
    }
    if (view.current) applyEdit(view.current, EDITS[command]);
  };

  return (
    <div className={clsx('flex flex-col rounded-xl border border-line bg-surface focus-within:border-brand-500', className)}>
      {/* Hidden, not unmounted, while previewing: the editor keeps its undo history and caret. */}
      <div ref={host} hidden={preview} className="min-h-0 flex-1 rounded-xl sm:rounded-t-none" />
      {preview && (
        <div className="min-h-48 flex-1 px-3.5 py-3" data-testid="content-preview">
          {value.trim() ? <MarkdownView markdown={value} /> : <p className="text-ink-muted">Nothing to preview yet.</p>}
        </div>
      )}
      {/* After the text in the tab order (Tab from the title lands in the text); shown above it from sm up, above the keyboard on a phone. */}
      <div ref={toolbar} className="max-sm:fixed max-sm:inset-x-0 max-sm:bottom-[var(--keyboard-inset,0px)] max-sm:z-20 max-sm:border-t sm:order-first sm:rounded-t-xl sm:border-b">
        <MarkdownToolbar controls={id} preview={preview} onPreviewChange={setPreview} onCommand={onCommand} className="sm:rounded-t-xl">
          <input
            ref={imageInput}
            type="file"
            accept="image/*"
            multiple
            hidden
            tabIndex={-1}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) onImages(files);
            }}
          />
        </MarkdownToolbar>
      </div>
    </div>
  );
}
