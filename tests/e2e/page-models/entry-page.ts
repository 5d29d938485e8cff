import type { Locator, Page } from 'playwright-core';

/** /journal/entry/:id: one entry as it reads, its actions and its neighbours. */
export class EntryPage {
  constructor(readonly page: Page) {}

  get article(): Locator {
    return this.page.getByRole('article');
  }

  title(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** The rendered markdown. */
  get content(): Locator {
    return this.page.getByTestId('entry-content');
  }

  button(name: 'Edit' | 'Favorite' | 'Copy link' | 'More actions' | 'Learning Journal' | string): Locator {
    return this.article.getByRole('button', { name, exact: true });
  }

  callout(name: 'Key Learning' | 'Questions'): Locator {
    return this.page.getByRole('complementary', { name });
  }

  links(name: 'Linked resources' | 'Linked goals'): Locator {
    return this.page.getByRole('region', { name }).getByRole('link');
  }

  pager(direction: 'Previous entry' | 'Next entry'): Locator {
    return this.page.getByRole('navigation', { name: 'More entries' }).getByRole('link').filter({ hasText: direction });
  }

  async entryId(): Promise<number> {
    return Number(new URL(this.page.url()).pathname.split('/').pop());
  }
}
