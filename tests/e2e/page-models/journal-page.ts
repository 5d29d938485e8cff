import type { Locator, Page } from 'playwright-core';

export interface EntryDraft {
  title?: string;
  content?: string;
  tags?: string[];
}

/**
 * The text of the content editor (CodeMirror: one element per line), without its placeholder
 * or other widgets, which are not part of the text.
 */
export function editorText(editor: Locator): Promise<string> {
  return editor.evaluate((root) =>
    [...root.querySelectorAll('.cm-line')]
      .map((line) => {
        const copy = line.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[contenteditable="false"]').forEach((widget) => widget.remove());
        return copy.textContent ?? '';
      })
      .join('\n'),
  );
}

/** /journal: the list, its filters and cards, and the entry editor (/journal/new, full screen over the list). */
export class JournalPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/journal');
    await this.heading.waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Learning Journal', exact: true });
  }

  /** The header's New Entry button (it reads 'Daily Limit Reached' at a seeker's limit). */
  get newEntryButton(): Locator {
    return this.page.locator('main header').getByRole('button', { name: /^(New Entry|Daily Limit Reached)$/ });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search entries' });
  }

  tagChip(name: string): Locator {
    return this.page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name, exact: true });
  }

  get cards(): Locator {
    return this.page.getByRole('feed', { name: 'Journal entries' }).getByRole('article');
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async cardTitles(): Promise<string[]> {
    return (await this.cards.getByRole('heading').allInnerTexts()).map((t) => t.trim());
  }

  get usageBanner(): Locator {
    return this.page.getByTestId('usage-banner');
  }

  emptyState(text: 'No entries found' | 'No journal entries yet'): Locator {
    return this.page.getByRole('heading', { name: text, exact: true });
  }

  // The entry editor: a full-screen modal surface with its own address.
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  get contentField(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Content' });
  }

  /** What the content editor holds. */
  contentText(): Promise<string> {
    return editorText(this.contentField);
  }

  toolbarButton(label: string): Locator {
    return this.dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: label, exact: true });
  }

  async fillEntry(draft: EntryDraft): Promise<void> {
    if (draft.title !== undefined) await this.field('Title').fill(draft.title);
    if (draft.content !== undefined) await this.contentField.fill(draft.content);
    for (const tag of draft.tags ?? []) {
      await this.field('Tags').fill(tag);
      await this.field('Tags').press('Enter');
    }
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Save Entry|Update Entry)$/ }).click();
  }

  async createEntry(draft: EntryDraft): Promise<void> {
    await this.newEntryButton.click();
    await this.dialog.waitFor();
    await this.fillEntry(draft);
    await this.save();
    await this.dialog.waitFor({ state: 'detached' });
  }

  /** Opens a card's entry as it reads, then its editor. */
  async openEditor(title: string): Promise<void> {
    await this.card(title).getByRole('button', { name: title, exact: true }).click();
    await this.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await this.page.getByRole('button', { name: 'Edit', exact: true }).click();
    await this.dialog.getByRole('heading', { name: 'Edit Learning Entry' }).waitFor();
  }

  /** From an entry's reading view back to the list. */
  async backToList(): Promise<void> {
    await this.page.getByRole('button', { name: 'Learning Journal', exact: true }).click();
    await this.heading.waitFor();
  }

  /** The toast with this title (sonner shows one at a time). */
  toast(title: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: title });
  }
}
