import type { Locator, Page } from 'playwright-core';

export interface NewAccount {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export class LoginPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.tab('Sign in').waitFor();
  }

  tab(name: 'Sign in' | 'Create account'): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** The visible tab's form. */
  get form(): Locator {
    return this.page.getByRole('tabpanel');
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.tab('Sign in').click();
    await this.field('Email').fill(email);
    await this.field('Password').fill(password);
    await this.form.getByRole('button', { name: 'Sign in' }).click();
  }

  async register(account: NewAccount): Promise<void> {
    await this.tab('Create account').click();
    if (account.firstName) await this.field('First name').fill(account.firstName);
    if (account.lastName) await this.field('Last name').fill(account.lastName);
    await this.field('Email').fill(account.email);
    await this.field('Password').fill(account.password);
    await this.form.getByRole('button', { name: 'Create account' }).click();
  }

  /** The message over the form (wrong password, offline...). */
  async formError(): Promise<string> {
    const alert = this.form.getByRole('alert');
    await alert.waitFor();
    return (await alert.innerText()).trim();
  }

  /** The error a field announces: the text its aria-describedby points at, once it is invalid. */
  async fieldError(label: string): Promise<string> {
    const input = this.field(label);
    await this.form.locator('input[aria-invalid="true"]').first().waitFor();
    const describedBy = await input.getAttribute('aria-describedby');
    if (!describedBy) return '';
    const texts = await Promise.all(
      describedBy.split(' ').map((id) => this.page.locator(`[id="${id}"]`).innerText()),
    );
    return texts.join(' ').trim();
  }
}
