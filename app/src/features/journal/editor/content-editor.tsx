/**
 * The content field: CodeMirror 6 with markdown styled as it is typed, the formatting toolbar
 * and Preview/Edit (core spec 5). The editor owns its text while it is mounted; the form hears
 * every change, and a value set from outside (a restored draft, Discard draft, a prompt) is
 * written into the editor as one change. Images pasted, dropped or picked with the Image button
 * become the entry's photos and are shown where they were put: once a photo is scaled and added,
 * `![](photo:N)` goes there on a line of its own (issue 33; a photo refused adds nothing).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Compartment, EditorSelection } from '@codemirror/state';
import { EditorView, type KeyBinding } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { clsx } from 'clsx';
import { photoReference } from '@learnlog/shared';
import { MarkdownView } from '../../../components/markdown-view';
import { contentAttributes, markdownSetup } from './codemirror/markdown-setup';
import { changedRange, insertBlock, insertLink, insertTable, toggleInline, toggleLinePrefix, type TextEdit } from './markdown-edits';
import { MarkdownToolbar, type ToolbarCommand } from './markdown-toolbar';
import { useKeyboardInset } from './use-keyboard-inset';

const CONTENT_PLACEHOLDER = 'What did you learn? Markdown works: **bold**, *italic*, # headings, - lists, > quotes, tables.';

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

/** Where images go while they are being scaled: kept in step with the edits made meanwhile. */
interface ImagePlace {
  from: number;
  to: number;
  /** The caret moves after them (a paste, the Image button) if it has not moved since. */
  moveCaret: boolean;
}

export interface ContentEditorProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  /** Images pasted, dropped or picked with the Image button: answers the photos added (0-based). */
  onImages: (files: File[]) => Promise<number[]>;
  /** The entry's photos, for the preview of `![](photo:N)`. */
  photos: readonly string[];
  invalid?: boolean;
  describedBy?: string | undefined;
  /** More CodeMirror extensions (link completion, template prompts), fixed for the editor's life. */
  extensions?: Extension[];
  className?: string;
}

export function ContentEditor({ id, labelId, value, onChange, onImages, photos, invalid, describedBy, extensions, className }: ContentEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const emitted = useRef(value);
  const callbacks = useRef({ onChange, onImages });
  const attributes = useRef(new Compartment());
  const imageInput = useRef<HTMLInputElement>(null);
  const places = useRef(new Set<ImagePlace>());
  const attributesKey = `${id} ${labelId} ${describedBy ?? ''} ${invalid ? 'invalid' : ''}`;
  const appliedAttributes = useRef<string | null>(null);
  const [preview, setPreview] = useState(false);
  const toolbar = useRef<HTMLDivElement>(null);
  useKeyboardInset(toolbar);

  useLayoutEffect(() => {
    callbacks.current = { onChange, onImages };
  });

  /** Adds `files` as photos, then puts a reference to each one added at `place`. */
  const placeImages = useCallback(async (files: File[], place: ImagePlace) => {
    places.current.add(place);
    try {
      const added = await callbacks.current.onImages(files);
      const editor = view.current;
      if (!editor || added.length === 0) return;
      const { from, to } = place;
      const doc = editor.state.doc.toString();
      const edit = insertBlock(doc, from, to, added.map((index) => photoReference(index)).join('\n\n'));
      const selection = editor.state.selection.main;
      const caretStayed = place.moveCaret && selection.from === from && selection.to === to;
      editor.dispatch({
        changes: changedRange(doc, edit.text),
        ...(caretStayed ? { selection: EditorSelection.cursor(edit.selectionStart), scrollIntoView: true } : {}),
        userEvent: 'input.paste',
      });
    } finally {
      places.current.delete(place);
    }
  }, []);

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
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            for (const place of places.current) {
              place.from = update.changes.mapPos(place.from, -1);
              place.to = Math.max(place.from, update.changes.mapPos(place.to, -1));
            }
          }),
          EditorView.domEventHandlers({
            paste: (event, editor) => {
              const files = imagesIn(event.clipboardData);
              if (files.length === 0) return false;
              event.preventDefault();
              const { from, to } = editor.state.selection.main;
              void placeImages(files, { from, to, moveCaret: true });
              return true;
            },
            drop: (event, editor) => {
              const files = imagesIn(event.dataTransfer);
              if (files.length === 0) return false;
              event.preventDefault();
              const at = editor.posAtCoords({ x: event.clientX, y: event.clientY }) ?? editor.state.selection.main.head;
              void placeImages(files, { from: at, to: at, moveCaret: false });
              return true;
            },
          }),
        ],
      },
      attributes.current.of(EditorView.contentAttributes.of({ id, ...contentAttributes({ labelledBy: labelId, describedBy, invalid }) })),
    );
    appliedAttributes.current = attributesKey;
    const created = new EditorView({ state, parent: host.current });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the editor is made once; see above
  }, []);

  // Only when they change: reconfiguring the view as it opens, with the attributes it was made
  // with, is a whole update of it. Why: docs/decisions/018-entry-editor.md
  useEffect(() => {
    if (appliedAttributes.current === attributesKey) return;
    appliedAttributes.current = attributesKey;
    view.current?.dispatch({
      effects: attributes.current.reconfigure(EditorView.contentAttributes.of({ id, ...contentAttributes({ labelledBy: labelId, describedBy, invalid }) })),
    });
  }, [attributesKey, id, labelId, describedBy, invalid]);

  // A value from outside the editor (draft, discard, prompt): written in as the range it changes.
  useEffect(() => {
    const editor = view.current;
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.dispatch({ changes: changedRange(editor.state.doc.toString(), value) });
  }, [value]);

  const onCommand = useCallback((command: ToolbarCommand) => {
    if (command === 'image') {
      imageInput.current?.click();
      return;
    }
    if (view.current) applyEdit(view.current, EDITS[command]);
  }, []);

  // Made again only when previewing starts or ends: a keystroke does not render the toolbar.
  const toolbarButtons = useMemo(
    () => (
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
            const editor = view.current;
            if (files.length === 0 || !editor) return;
            const { from, to } = editor.state.selection.main;
            void placeImages(files, { from, to, moveCaret: true });
          }}
        />
      </MarkdownToolbar>
    ),
    [id, preview, onCommand, placeImages],
  );

  return (
    <div className={clsx('flex flex-col rounded-xl border border-line bg-surface focus-within:border-brand-500', className)}>
      {/* Hidden, not unmounted, while previewing: the editor keeps its undo history and caret. The
          editor fills it, so its focus ring goes round the whole field (the phone's toolbar is not in it). */}
      <div ref={host} hidden={preview} className="flex min-h-0 flex-1 flex-col rounded-xl *:flex-1 sm:rounded-t-none" />
      {preview && (
        <div className="min-h-48 flex-1 px-3.5 py-3" data-testid="content-preview">
          {value.trim() ? <MarkdownView markdown={value} photos={photos} /> : <p className="text-ink-muted">Nothing to preview yet.</p>}
        </div>
      )}
      {/* After the text in the tab order (Tab from the title lands in the text); shown above it from sm up, above the keyboard on a phone. */}
      <div ref={toolbar} className="max-sm:fixed max-sm:inset-x-0 max-sm:bottom-[var(--keyboard-inset,0px)] max-sm:z-20 max-sm:border-t sm:order-first sm:rounded-t-xl sm:border-b">
        {toolbarButtons}
      </div>
    </div>
  );
}
