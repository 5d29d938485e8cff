import type { Locator, Page } from 'playwright-core';

/** The signed-in frame: sidebar (desktop) or top bar, drawer and bottom bar (phone). */
export class AppShell {
  constructor(readonly page: Page) {}

  heading(name?: string): Locator {
    return this.page.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) });
  }

  /** Waits for a screen's heading. */
  async expectScreen(name: string): Promise<void> {
    await this.heading(name).waitFor();
  }

  get mainNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  navLink(label: string): Locator {
    return this.mainNav.getByRole('link', { name: label, exact: true });
  }

  async navLabels(): Promise<string[]> {
    return (await this.mainNav.getByRole('link').allInnerTexts()).map((text) => text.trim());
  }

  get userEmail(): Locator {
    return this.page.getByTestId('user-email').filter({ visible: true });
  }

  get userName(): Locator {
    return this.page.getByTestId('user-name').filter({ visible: true });
  }

  get menuButton(): Locator {
    return this.page.getByRole('button', { name: 'Open menu' });
  }

  get bottomNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Quick' });
  }

  async openMenu(): Promise<void> {
    await this.menuButton.click();
    await this.page.getByRole('dialog').waitFor();
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
  }
}
