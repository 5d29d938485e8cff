/** The weekly e-mail digest is offered next to the push toggles only when the server can send mail (or it is already on). */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS } from '@learnlog/shared';
import type { DeviceSession } from '../../../sync/device-session';
import { SyncProvider } from '../../../sync/sync-context';
import { ReminderSettingsForm } from './reminder-settings-form';

// Rendering reads no data: the form uses the database only when it is saved.
const session = {} as Pick<DeviceSession, 'db' | 'engine'>;

const render = (digestOffered: boolean, weeklyDigest = false) =>
  renderToStaticMarkup(
    <SyncProvider session={session}>
      <ReminderSettingsForm settings={{ ...DEFAULT_REMINDER_SETTINGS, weeklyDigest }} timeZone="Europe/Paris" digestOffered={digestOffered} />
    </SyncProvider>,
  );

/** The switch that follows the label `name`, as markup. */
const switchAfter = (html: string, name: string) => html.slice(html.indexOf(`>${name}<`)).match(/<button[^>]*role="switch"[^>]*>/)?.[0] ?? '';

describe('the weekly digest switch', () => {
  it('is left out when the server has no mail', () => {
    expect(render(false)).not.toContain('Weekly e-mail digest');
    expect(render(false)).toContain('Cards due');
  });

  it('is offered with its day and time when the server has mail, showing the stored setting', () => {
    const off = render(true);
    expect(off).toContain('>Weekly e-mail digest<');
    expect(off).toContain('On Mondays at 09:00');
    expect(switchAfter(off, 'Weekly e-mail digest')).toContain('aria-checked="false"');
    expect(switchAfter(render(true, true), 'Weekly e-mail digest')).toContain('aria-checked="true"');
  });
});
