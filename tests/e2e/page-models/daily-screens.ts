/**
 * Page models of the daily screens: dashboard, /resources, /goals and /progress. Radix Selects are comboboxes named by their label; dialogs by their title.
 */
import type { Locator, Page } from 'playwright-core';

/** Picks `option` in the Radix Select named `label` inside `scope`. */
export async function choose(page: Page, scope: Locator | Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A toast's title (a dismissed toast with the same words may still be fading out). */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').getByText(text, { exact: true }).first();
}

export class ResourceDialogs {
  constructor(readonly page: Page) {}

  get add(): Locator {
    return this.page.getByRole('dialog', { name: 'Add Learning Resource' });
  }

  get edit(): Locator {
    return this.page.getByRole('dialog', { name: 'Edit Resource' });
  }

  /** Fills and submits the Add Learning Resource dialog (already open). */
  async fillAdd(resource: { title: string; type: string; status?: string; url?: string; tags?: string[] }): Promise<void> {
    const dialog = this.add;
    await dialog.getByLabel('Title', { exact: true }).fill(resource.title);
    await choose(this.page, dialog, 'Type', resource.type);
    // Add and Edit share one status control: the three statuses as buttons.
    if (resource.status) await dialog.getByRole('group', { name: 'Status' }).getByRole('button', { name: resource.status, exact: true }).click();
    if (resource.url) await dialog.getByLabel('URL (optional)').fill(resource.url);
    for (const tag of resource.tags ?? []) {
      await dialog.getByLabel('Tags', { exact: true }).fill(tag);
      await dialog.getByLabel('Tags', { exact: true }).press('Enter');
    }
    await dialog.getByRole('button', { name: 'Add Resource' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}

export class DashboardScreen {
  readonly dialogs: ResourceDialogs;
  constructor(readonly page: Page) {
    this.dialogs = new ResourceDialogs(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  }

  get main(): Locator {
    return this.page.locator('main');
  }

  /** A stat card's figure, by the card's label. */
  statValue(label: string): Locator {
    return this.page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');
  }

  statCard(label: string): Locator {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  async addResource(resource: Parameters<ResourceDialogs['fillAdd']>[0]): Promise<void> {
    await this.main.getByRole('button', { name: 'Add Resource' }).first().click();
    await this.dialogs.fillAdd(resource);
  }
}

export class ResourcesScreen {
  readonly dialogs: ResourceDialogs;
  constructor(readonly page: Page) {
    this.dialogs = new ResourceDialogs(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/resources');
    await this.page.getByRole('heading', { level: 1, name: 'Learning Resources' }).waitFor();
  }

  get cards(): Locator {
    return this.page.getByRole('tabpanel').getByTestId('resource-card');
  }

  card(title: string): Locator {
    return this.page.getByRole('listitem', { name: title, exact: true });
  }

  async titles(): Promise<string[]> {
    return this.cards.locator('h3').allInnerTexts();
  }

  tab(name: RegExp | string): Locator {
    return this.page.getByRole('tab', { name });
  }

  async tabLabels(): Promise<string[]> {
    return this.page.getByRole('tab').allInnerTexts();
  }

  async addResource(resource: Parameters<ResourceDialogs['fillAdd']>[0]): Promise<void> {
    await this.page.getByRole('button', { name: 'Add Resource' }).first().click();
    await this.dialogs.fillAdd(resource);
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search resources' }).fill(text);
  }

  async setStatus(title: string, status: string): Promise<void> {
    await choose(this.page, this.card(title), `Status of ${title}`, status);
  }

  /** The one Filters button beside the search; its sheet holds the type and status filters. */
  get filtersButton(): Locator {
    return this.page.getByRole('button', { name: /^Filters/ });
  }

  async openFilters(): Promise<void> {
    await this.filtersButton.click();
    await this.page.getByRole('dialog', { name: 'Filters' }).waitFor();
  }

  async closeFilters(): Promise<void> {
    const sheet = this.page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: 'Done' }).click();
    await sheet.waitFor({ state: 'detached' });
  }

  async filterBy(label: 'Filter by type' | 'Filter by status', option: string): Promise<void> {
    await this.openFilters();
    await choose(this.page, this.page.getByRole('dialog', { name: 'Filters' }), label, option);
    await this.closeFilters();
  }
}

export class GoalsScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/goals');
    await this.page.getByRole('heading', { level: 1, name: 'Learning Goals' }).waitFor();
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Create Learning Goal' });
  }

  sectionHeading(name: RegExp): Locator {
    return this.page.getByRole('heading', { level: 2, name });
  }

  section(name: RegExp): Locator {
    return this.page.getByRole('region', { name });
  }

  card(title: string): Locator {
    return this.page.getByRole('listitem', { name: title, exact: true });
  }

  async setStatus(title: string, status: string): Promise<void> {
    await choose(this.page, this.card(title), `Status of ${title}`, status);
  }
}
