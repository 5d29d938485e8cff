import type { Locator, Page } from 'playwright-core';

/** The first-run dialog over the signed-in app. */
export class OnboardingDialog {
  constructor(readonly page: Page) {}

  /** The setup dialog, not another one opened by a step's screen (Add Learning Resource...). */
  get root(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId('onboarding-completed') });
  }

  /** The "Back to setup" banner at the top of a screen's content. */
  get backToSetup(): Locator {
    return this.page.getByRole('region', { name: 'Setup' });
  }

  /** Waits until the dialog shows the step titled `title`. */
  async expectStep(title: string): Promise<void> {
    await this.root.getByRole('heading', { name: title, exact: true }).waitFor();
  }

  get badge(): Locator {
    return this.root.getByText(/^Step \d of 5$/);
  }

  get completedText(): Locator {
    return this.root.getByTestId('onboarding-completed');
  }

  get progressBar(): Locator {
    return this.root.getByRole('progressbar', { name: 'Setup progress' });
  }

  /** A marker reads its number (or a check once done) and its label. */
  private static label(text: string): string {
    return text.replace('(completed)', '').replace(/\d/g, '').trim();
  }

  async markers(): Promise<string[]> {
    return (await this.root.getByRole('list', { name: 'Setup steps' }).getByRole('listitem').allInnerTexts()).map(OnboardingDialog.label);
  }

  /** The markers whose step is done (each says "(completed)" to screen readers). */
  async doneMarkers(): Promise<string[]> {
    const texts = await this.root.getByRole('list', { name: 'Setup steps' }).getByRole('listitem').allInnerTexts();
    return texts.filter((t) => t.includes('(completed)')).map(OnboardingDialog.label);
  }

  /** The marker of the step shown. */
  async currentMarker(): Promise<string> {
    return OnboardingDialog.label(await this.root.locator('li[aria-current="step"]').innerText());
  }

  button(name: 'Previous' | 'Skip Setup' | 'Continue' | 'Complete Setup' | string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  summary(label: string): Locator {
    return this.root.getByRole('list', { name: label });
  }
}
