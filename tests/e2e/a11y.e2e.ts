import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y-checks';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { newAccount, registerViaApi, signOutViaApi } from './support/accounts';
import { LandingPage } from './page-models/landing-page';
import { LoginPage } from './page-models/login-page';

const e2e = useE2E();

describe('accessibility (axe: no serious or critical violations)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`landing page, desktop, ${colorScheme}`, async () => {
      const { page } = await e2e.newSession({ colorScheme, reducedMotion: 'reduce' });
      await new LandingPage(page).goto();
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`landing page, phone, ${colorScheme}`, async () => {
      const { page } = await e2e.newSession({ colorScheme, reducedMotion: 'reduce', viewport: VIEWPORTS.phone, isMobile: true });
      await new LandingPage(page).goto();
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`login page with its errors showing, ${colorScheme}`, async () => {
      const { page } = await e2e.newSession({ colorScheme, reducedMotion: 'reduce' });
      const login = new LoginPage(page);
      await login.goto();
      expect(await seriousViolations(page)).toEqual([]);

      const account = newAccount();
      await registerViaApi(page, account);
      await signOutViaApi(page);
      await login.signIn(account.email, 'wrong password');
      await login.formError();
      expect(await seriousViolations(page)).toEqual([]);

      await login.register(newAccount({ password: 'short' }));
      await login.fieldError('Password');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
