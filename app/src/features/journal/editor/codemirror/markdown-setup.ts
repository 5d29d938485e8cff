/**
 * The content editor's CodeMirror 6 set-up: markdown (GitHub flavour) styled as it is typed,
 * list and quote continuation on Enter (lang-markdown's keymap), undo/redo, the formatting
 * shortcuts, `[[links]]` marked, spellcheck on. Only the entry editor's chunk imports it.
 */
import { EditorState, Prec, type Extension } from '@codemirror/state';
import { Decoration, EditorView, MatchDecorator, ViewPlugin, keymap, placeholder, type DecorationSet, type KeyBinding, type ViewUpdate } from '@codemirror/view';
import { history, historyKeymap, standardKeymap } from '@codemirror/commands';
import { markdownKeymap, markdownLanguage } from '@codemirror/lang-markdown';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

const markdownStyle = HighlightStyle.define([
  { tag: t.heading1, fontSize: '1.5em', fontWeight: '700', lineHeight: '1.3' },
  { tag: t.heading2, fontSize: '1.3em', fontWeight: '700', lineHeight: '1.3' },
  { tag: t.heading3, fontSize: '1.15em', fontWeight: '600' },
  { tag: [t.heading4, t.heading5, t.heading6], fontWeight: '600' },
  { tag: t.strong, fontWeight: '700' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.strikethrough, textDecoration: 'line-through' },
  { tag: t.link, class: 'cm-md-link' },
  { tag: t.url, class: 'cm-md-url' },
  { tag: t.monospace, class: 'cm-md-code' },
  { tag: t.quote, class: 'cm-md-quote' },
  // The marks themselves (#, *, -, 1., >, `): there but quieter than the text they shape.
  { tag: [t.processingInstruction, t.contentSeparator, t.labelName], class: 'cm-md-mark' },
]);

/** `[[Title]]` (one line, no nested brackets): styled as a link to another page of the journal. */
const WIKI_LINK = /\[\[[^[\]\n]+\]\]/g;
const wikiLinkMark = Decoration.mark({ class: 'cm-md-wikilink' });
const wikiLinks = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    private readonly matcher = new MatchDecorator({ regexp: WIKI_LINK, decoration: () => wikiLinkMark });
    constructor(view: EditorView) {
      this.decorations = this.matcher.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = this.matcher.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** Colours come from the app's CSS variables, so light and dark follow the theme. */
const theme = EditorView.theme({
  '&': { color: 'var(--color-ink)', backgroundColor: 'transparent', fontSize: '16px', borderRadius: 'inherit' },
  // The app's focus ring (a keyboard user sees where the caret's field is), inside the frame.
  '&:focus-within': { outline: '2px solid color-mix(in oklab, var(--color-brand-500) 45%, transparent)', outlineOffset: '-2px' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: '1.65', overflow: 'visible' },
  '.cm-content': { padding: '12px 0', caretColor: 'var(--color-ink)', minHeight: 'var(--editor-min-height, 12rem)' },
  '.cm-line': { padding: '0 14px' },
  '.cm-placeholder': { color: 'var(--color-ink-muted)' },
  '.cm-prompt-hint': { color: 'var(--color-ink-muted)', fontStyle: 'italic', pointerEvents: 'none' },
  '.cm-cursor': { borderLeftColor: 'var(--color-ink)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'color-mix(in oklab, var(--color-brand-500) 25%, transparent)' },
  '.cm-md-mark': { color: 'var(--color-ink-muted)' },
  '.cm-md-link, .cm-md-wikilink': { color: 'var(--color-brand-ink)', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '.cm-md-url': { color: 'var(--color-ink-muted)' },
  '.cm-md-code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.92em' },
  '.cm-md-quote': { color: 'var(--color-ink-muted)', fontStyle: 'italic' },
  '.cm-tooltip': { backgroundColor: 'var(--color-surface)', color: 'var(--color-ink)', border: '1px solid var(--color-line)', borderRadius: '10px', overflow: 'hidden' },
  '.cm-tooltip-autocomplete > ul': { fontFamily: 'inherit', maxHeight: '16rem' },
  '.cm-tooltip-autocomplete > ul > li': { padding: '6px 10px' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: 'var(--color-brand-soft)', color: 'var(--color-brand-ink)' },
  '.cm-completionDetail': { color: 'var(--color-ink-muted)', fontStyle: 'normal', marginLeft: '0.75em', fontSize: '0.85em' },
});

export interface MarkdownSetupOptions {
  doc: string;
  /** The label's element id (the editor is a textbox named by it). */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  placeholderText: string;
  /** The formatting shortcuts (Mod-b, Mod-i, Mod-k, Mod-Shift-7, Mod-Shift-8). */
  shortcuts: KeyBinding[];
  onChange: (doc: string) => void;
  /** More extensions (completion, paste handling). */
  extra?: Extension[];
}

/** The attributes screen readers and the spellchecker read on the editable element. */
export function contentAttributes(options: Pick<MarkdownSetupOptions, 'labelledBy' | 'describedBy' | 'invalid'>): Record<string, string> {
  return {
    'aria-labelledby': options.labelledBy,
    ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
    ...(options.invalid ? { 'aria-invalid': 'true' } : {}),
    spellcheck: 'true',
    autocorrect: 'on',
    autocapitalize: 'sentences',
  };
}

export function markdownSetup(options: MarkdownSetupOptions, attributes: Extension): EditorState {
  return EditorState.create({
    doc: options.doc,
    extensions: [
      history(),
      // Ours first: Mod-i italicises here (CodeMirror's default keymap selects syntax with it).
      Prec.high(keymap.of(options.shortcuts)),
      // No defaultKeymap: its Mod-Enter inserts a line, and here Mod-Enter saves the entry.
      // The language itself, not markdown(): that adds HTML-in-markdown support (and 300 kB).
      markdownLanguage,
      keymap.of([...markdownKeymap, ...standardKeymap, ...historyKeymap]),
      syntaxHighlighting(markdownStyle),
      wikiLinks,
      EditorView.lineWrapping,
      placeholder(options.placeholderText),
      attributes,
      theme,
      EditorView.updateListener.of((update) => {
        if (update.docChanged) options.onChange(update.state.doc.toString());
      }),
      ...(options.extra ?? []),
    ],
  });
}
