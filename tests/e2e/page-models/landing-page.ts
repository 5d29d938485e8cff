import type { Locator, Page } from 'playwright-core';

/** The words of every button that must lead to the login path (core spec §2). */
export const LOGIN_BUTTON_NAMES = ['Sign In', 'Start Free', 'Get Scholar', 'Get Sage', 'Get Beta Lifetime'] as const;

export class LandingPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.heroHeading.waitFor();
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get heroHeading(): Locator {
    return this.page.locator('h1#hero-title');
  }

  get howItWorks(): Locator {
    return this.page.locator('#how-it-works');
  }

  get howItWorksSteps(): Locator {
    return this.howItWorks.getByRole('listitem');
  }

  get featureCards(): Locator {
    return this.page.locator('#features').getByRole('listitem');
  }

  get pricing(): Locator {
    return this.page.locator('#pricing');
  }

  get planCards(): Locator {
    return this.pricing.locator('[data-plan]');
  }

  planCard(planId: string): Locator {
    return this.pricing.locator(`[data-plan="${planId}"]`);
  }

  get testimonials(): Locator {
    return this.page.locator('#testimonials figure');
  }

  get closingCta(): Locator {
    return this.page.getByRole('region', { name: 'Start your learning journal today' });
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** Every link whose text is one of the login button names, wherever it is on the page. */
  get loginLinks(): Locator {
    const names = LOGIN_BUTTON_NAMES.join('|');
    return this.page.getByRole('link', { name: new RegExp(`^(${names})$`) });
  }

  demoButton(name: 'Watch Demo' | 'View Demo'): Locator {
    return this.page.getByRole('button', { name });
  }

  /** Paths of the scripts the page has loaded so far. */
  /** The scripts the page has loaded, with their compressed sizes. */
  async loadedScripts(): Promise<{ path: string; bytes: number }[]> {
    return this.page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
    );
  }

  /** How far the page is wider than the viewport (0 when nothing overflows sideways). */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }
}
