/**
 * The content field: a textarea with the markdown toolbar (bold, italic, H1, H2, bullet list,
 * quote, Preview/Edit) and Ctrl/Cmd+B, Ctrl/Cmd+I (core spec 5).
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Bold, Eye, Heading1, Heading2, Italic, List, Pencil, Quote, type LucideIcon } from 'lucide-react';
import { MarkdownView } from '../../../components/markdown-view';
import { toggleInline, toggleLinePrefix, type InlineStyle, type LineStyle, type TextEdit } from './markdown-edits';

type ToolbarAction = { label: string; icon: LucideIcon } & ({ inline: InlineStyle } | { line: LineStyle });

const ACTIONS: ToolbarAction[] = [
  { label: 'Bold', icon: Bold, inline: 'bold' },
  { label: 'Italic', icon: Italic, inline: 'italic' },
  { label: 'Heading 1', icon: Heading1, line: 'h1' },
  { label: 'Heading 2', icon: Heading2, line: 'h2' },
  { label: 'Bullet list', icon: List, line: 'bullet' },
  { label: 'Quote', icon: Quote, line: 'quote' },
];

export interface MarkdownEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

export function MarkdownEditor({ id, value, onChange, invalid, describedBy }: MarkdownEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(false);
  // The selection to restore once React has written the edited text into the textarea.
  const pendingSelection = useRef<TextEdit | null>(null);

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const element = textarea.current;
    if (!selection || !element) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(selection.selectionStart, selection.selectionEnd);
  });

  const apply = (action: ToolbarAction) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const edit = 'inline' in action ? toggleInline(value, start, end, action.inline) : toggleLinePrefix(value, start, end, action.line);
    pendingSelection.current = edit;
    onChange(edit.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    const action = key === 'b' ? ACTIONS[0] : key === 'i' ? ACTIONS[1] : undefined;
    if (!action) return;
    event.preventDefault();
    apply(action);
  };

  // The toolbar controls the textarea, which the preview replaces: no reference to a missing id then.
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-surface focus-within:border-brand-500">
      <div role="toolbar" aria-label="Formatting" aria-controls={preview ? undefined : id} className="flex flex-wrap items-center gap-0.5 border-b border-line bg-surface-muted px-1.5 py-1">
        {ACTIONS.map((action) => (
          <button
            key={action.label}
            type="button"
            title={action.label}
            aria-label={action.label}
            disabled={preview}
            onClick={() => apply(action)}
            className="grid size-9 place-items-center rounded-lg text-ink-muted hover:bg-surface hover:text-ink disabled:opacity-40"
          >
            <action.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
        <button
          type="button"
          aria-pressed={preview}
          onClick={() => setPreview((p) => !p)}
          className="ml-auto inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink-muted hover:bg-surface hover:text-ink"
        >
          {preview ? <Pencil aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          {preview ? 'Edit' : 'Preview'}
        </button>
      </div>
      {preview ? (
        <div className="min-h-48 px-3.5 py-3" data-testid="content-preview">
          {value.trim() ? <MarkdownView markdown={value} /> : <p className="text-ink-muted">Nothing to preview yet.</p>}
        </div>
      ) : (
        <textarea
          ref={textarea}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={9}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder="What did you learn? Markdown works: **bold**, *italic*, # headings, - lists, > quotes, tables."
          className="block min-h-48 w-full resize-y bg-transparent px-3.5 py-3 font-mono text-[15px] leading-relaxed text-ink placeholder:font-sans placeholder:text-ink-muted focus:outline-none"
        />
      )}
    </div>
  );
}
