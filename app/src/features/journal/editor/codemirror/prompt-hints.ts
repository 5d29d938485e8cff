/**
 * A template's prompts as hints: on the empty line right under a heading that has one, the
 * prompt shows in muted italics (a widget, not text: it is never saved and needs no deleting).
 * Keyed by the heading's text, so the hints follow the structure however the entry is edited.
 */
import { RangeSetBuilder } from '@codemirror/state';
import { Decoration, ViewPlugin, WidgetType, type DecorationSet, type EditorView, type ViewUpdate } from '@codemirror/view';

class PromptHint extends WidgetType {
  constructor(readonly text: string) {
    super();
  }
  override eq(other: PromptHint) {
    return other.text === this.text;
  }
  toDOM() {
    const hint = document.createElement('span');
    hint.className = 'cm-prompt-hint';
    hint.textContent = this.text;
    return hint;
  }
  override ignoreEvent() {
    return false;
  }
}

function hintsIn(view: EditorView, prompts: Record<string, string>): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const { doc } = view.state;
  for (const { from, to } of view.visibleRanges) {
    for (let number = doc.lineAt(from).number; number <= doc.lineAt(to).number; number += 1) {
      const line = doc.line(number);
      if (line.length !== 0 || number === 1) continue;
      const prompt = prompts[doc.line(number - 1).text.trimEnd()];
      if (prompt) builder.add(line.from, line.from, Decoration.widget({ widget: new PromptHint(prompt), side: 1 }));
    }
  }
  return builder.finish();
}

export function promptHints(prompts: Record<string, string>) {
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = hintsIn(view, prompts);
      }
      update(update: ViewUpdate) {
        if (update.docChanged || update.viewportChanged) this.decorations = hintsIn(update.view, prompts);
      }
    },
    { decorations: (plugin) => plugin.decorations },
  );
}
