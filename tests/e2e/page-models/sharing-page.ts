import type { Locator, Page } from 'playwright-core';

/** /sharing: the share page switch and settings, the entry lists and the counts. */
export class SharingPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sharing');
    await this.page.getByRole('heading', { level: 1, name: 'Sharing', exact: true }).waitFor();
  }

  get shareSwitch(): Locator {
    return this.page.getByRole('switch', { name: 'Public share page' });
  }

  get usernameField(): Locator {
    return this.page.getByLabel('Username', { exact: true });
  }

  get bioField(): Locator {
    return this.page.getByLabel('Bio', { exact: true });
  }

  get saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save Settings' });
  }

  get publicUrl(): Locator {
    return this.page.getByTestId('public-url');
  }

  /** The message under the username field, once it is marked invalid. */
  async usernameError(): Promise<string> {
    await this.page.locator('input[name="username"][aria-invalid="true"]').waitFor();
    const id = await this.usernameField.getAttribute('aria-describedby');
    return id ? (await this.page.locator(`[id="${id}"]`).innerText()).trim() : '';
  }

  /** 'Public Entries' or 'Private Entries'. */
  list(name: 'Public Entries' | 'Private Entries'): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  }

  async listTitle(name: 'Public Entries' | 'Private Entries'): Promise<string> {
    return (await this.list(name).getByRole('heading').innerText()).trim();
  }

  /** The statistic's number, by its label. */
  async stat(label: 'Total Entries' | 'Public Entries' | 'Private Entries'): Promise<string> {
    const term = this.page.locator('dt', { hasText: label });
    return (await term.locator('xpath=following-sibling::dd | preceding-sibling::dd').first().innerText()).trim();
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]', { hasText: text });
  }
}
