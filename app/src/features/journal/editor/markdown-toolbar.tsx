/**
 * The formatting toolbar: one tab stop, arrow keys (and Home/End) move between its buttons, as
 * the WAI-ARIA toolbar pattern says, so Tab from the content goes on to the next field.
 */
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Bold, Code, Eye, Heading, Image, Italic, Link, List, ListChecks, ListOrdered, Pencil, Quote, Table, type LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';

export type ToolbarCommand = 'bold' | 'italic' | 'heading' | 'bullet' | 'numbered' | 'task' | 'quote' | 'code' | 'link' | 'table' | 'image';

const BUTTONS: { command: ToolbarCommand; label: string; icon: LucideIcon; keys?: string }[] = [
  { command: 'bold', label: 'Bold', icon: Bold, keys: 'Ctrl+B' },
  { command: 'italic', label: 'Italic', icon: Italic, keys: 'Ctrl+I' },
  { command: 'heading', label: 'Heading', icon: Heading },
  { command: 'bullet', label: 'Bullet list', icon: List, keys: 'Ctrl+Shift+8' },
  { command: 'numbered', label: 'Numbered list', icon: ListOrdered, keys: 'Ctrl+Shift+7' },
  { command: 'task', label: 'Checklist', icon: ListChecks },
  { command: 'quote', label: 'Quote', icon: Quote },
  { command: 'code', label: 'Code', icon: Code },
  { command: 'link', label: 'Link', icon: Link, keys: 'Ctrl+K' },
  { command: 'table', label: 'Table', icon: Table },
  { command: 'image', label: 'Image', icon: Image },
];

const PREVIEW = 'preview';
const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export interface MarkdownToolbarProps {
  controls: string;
  preview: boolean;
  onPreviewChange: (preview: boolean) => void;
  onCommand: (command: ToolbarCommand) => void;
  className?: string;
  /** Shown after the buttons (the photo input behind Image). */
  children?: ReactNode;
}

const buttonClass = 'grid size-10 shrink-0 place-items-center rounded-lg text-ink-muted hover:bg-surface hover:text-ink disabled:opacity-40 sm:size-9';

export function MarkdownToolbar({ controls, preview, onPreviewChange, onCommand, className, children }: MarkdownToolbarProps) {
  const [active, setActive] = useState<string>(BUTTONS[0]?.command ?? PREVIEW);
  // While previewing only the Edit button works: it is then the toolbar's tab stop.
  const stop = preview ? PREVIEW : active;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT[event.key];
    if (!move) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-key]:not(:disabled)')];
    const at = buttons.findIndex((button) => button === document.activeElement);
    const target = buttons[move(Math.max(at, 0), buttons.length)];
    if (!target) return;
    event.preventDefault();
    setActive(target.dataset.key ?? PREVIEW);
    target.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={preview ? undefined : controls}
      onKeyDown={onKeyDown}
      className={clsx('flex items-center gap-0.5 overflow-x-auto border-line bg-surface-muted px-1.5 py-1', className)}
    >
      {BUTTONS.map(({ command, label, icon: Icon, keys }) => (
        <button
          key={command}
          type="button"
          data-key={command}
          tabIndex={stop === command ? 0 : -1}
          title={keys ? `${label} (${keys})` : label}
          aria-label={label}
          disabled={preview}
          // The editor keeps its selection: the button does not take focus from it on a click.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setActive(command)}
          onClick={() => onCommand(command)}
          className={buttonClass}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
      <button
        type="button"
        data-key={PREVIEW}
        tabIndex={stop === PREVIEW ? 0 : -1}
        aria-pressed={preview}
        onFocus={() => setActive(PREVIEW)}
        onClick={() => onPreviewChange(!preview)}
        className="ml-auto inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-ink-muted hover:bg-surface hover:text-ink sm:min-h-9"
      >
        {preview ? <Pencil aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        {preview ? 'Edit' : 'Preview'}
      </button>
      {children}
    </div>
  );
}
