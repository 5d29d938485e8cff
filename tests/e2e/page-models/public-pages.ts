import type { Locator, Page } from 'playwright-core';

/** What a visitor sees at /share/{username} and /journal/{shareId}. */
export class PublicPages {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  get socialLinks(): Locator {
    return this.page.getByRole('list', { name: 'Social links' }).getByRole('link');
  }

  /** The entry cards of a share page. */
  get entryCards(): Locator {
    return this.page.getByRole('region', { name: /^Public Entries/ }).getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3 }) });
  }

  card(title: string): Locator {
    return this.entryCards.filter({ has: this.page.getByRole('heading', { level: 3, name: title }) });
  }

  async cardTags(title: string): Promise<string[]> {
    return this.card(title).getByRole('list', { name: 'Tags' }).getByRole('listitem').allInnerTexts();
  }

  get linkedResources(): Locator {
    return this.page.getByRole('region', { name: 'Linked Resources' });
  }
}
