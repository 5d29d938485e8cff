/** The sync indicator's exact words (docs/sync-protocol.md, rule 10), the panel and the record marker. */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PendingMarker } from './pending-marker';
import { syncIndicator } from './sync-indicator-label';
import { SyncIndicatorButton } from './sync-indicator';
import { SyncPanel } from './sync-panel';
import { STORAGE_TEXT } from './storage-status';

const idle = { state: 'idle' } as const;
const noop = () => undefined;

describe('the sync indicator', () => {
  const base = { status: idle, online: true, pendingCount: 0, failedCount: 0, planCount: 0, dailyLimitCount: 0 };

  it('reads exactly as the protocol words it for each state, counting changes in good English', () => {
    expect(syncIndicator({ ...base, online: false, pendingCount: 3 }).text).toBe('Offline — 3 changes saved on this device');
    expect(syncIndicator({ ...base, online: false, pendingCount: 1 }).text).toBe('Offline — 1 change saved on this device');
    expect(syncIndicator({ ...base, status: { state: 'syncing' } }).text).toBe('Syncing…');
    expect(syncIndicator({ ...base, pendingCount: 4 }).text).toBe('Syncing…');
    expect(syncIndicator(base).text).toBe('All changes synced');
    expect(syncIndicator({ ...base, failedCount: 1 }).text).toBe('Sync problem');
    expect(syncIndicator({ ...base, status: { state: 'auth-paused' }, online: false, pendingCount: 5 })).toMatchObject({
      text: 'Signed out — sign in again to sync',
      short: 'Signed out',
      count: 5,
      tone: 'signed-out',
    });
    expect(syncIndicator({ ...base, status: { state: 'update-required' } }).tone).toBe('problem');
  });

  it('says the server cannot be reached, not "Offline", when only the server is down', () => {
    const down = syncIndicator({ ...base, status: { state: 'offline' }, pendingCount: 2, failedCount: 1 });
    expect(down).toMatchObject({ text: 'Can’t reach the server — 3 changes saved on this device', tone: 'offline' });
    expect(syncIndicator({ ...base, status: { state: 'offline' }, online: false, pendingCount: 1 }).text).toBe('Offline — 1 change saved on this device');
  });

  it('shows a change refused for the plan as waiting for the plan, not as a sync problem', () => {
    expect(syncIndicator({ ...base, failedCount: 1, planCount: 1 })).toMatchObject({ text: 'Upgrade to sync 1 change', tone: 'plan' });
    expect(syncIndicator({ ...base, failedCount: 2, planCount: 2, dailyLimitCount: 2 }).text).toBe('Daily limit reached — 2 changes kept on this device');
    expect(syncIndicator({ ...base, failedCount: 2, planCount: 1 }).text).toBe('Sync problem');
  });

  it('is a labelled button that opens the panel', () => {
    const html = renderToStaticMarkup(<SyncIndicatorButton label={{ text: 'Sync problem', short: 'Sync problem', tone: 'problem' }} />);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('Sync problem');
    const offline = syncIndicator({ ...base, online: false, pendingCount: 2 });
    expect(offline).toMatchObject({ short: 'Offline', count: 2 });
    const small = renderToStaticMarkup(<SyncIndicatorButton label={offline} />);
    expect(small).toContain('>Offline — 2 changes saved on this device<');
    expect(small).toContain('>Offline<');
  });
});

describe('the sync panel', () => {
  it('lists refused changes with Retry and Discard, what waits, and the storage status', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SyncPanel
          status={idle}
          online
          pendingCount={2}
          failed={[
            { seq: 4, table: 'journal_entries', recordId: 9, kind: 'create', label: 'Written offline', message: 'Validation failed', plan: false },
            { seq: 5, table: 'learn_plans', recordId: 10, kind: 'update', label: 'Rust plan', message: 'Premium access required', plan: true },
          ]}
          storagePersisted={false}
          lastSyncAt={undefined}
          suggestHomeScreen
          onRetry={noop}
          onDiscard={noop}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('Written offline');
    expect(html).toContain('Not synced: Validation failed');
    expect(html).toContain('Waiting for your plan (1)');
    expect(html).toContain('Kept on this device: Premium access required');
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('Changes the server refused (1)');
    expect(html).toMatch(/>Retry</);
    expect(html).toMatch(/>Discard</);
    expect(html).toContain('2 changes are waiting to be sent.');
    expect(html).toContain(STORAGE_TEXT.notPersistent);
    expect(html).toContain(STORAGE_TEXT.iosHint);
  });

  it('asks the learner to sign in again after a 401', () => {
    const html = renderToStaticMarkup(<SyncPanel status={{ state: 'auth-paused' }} online pendingCount={1} failed={[]} storagePersisted={true} lastSyncAt={undefined} onRetry={noop} onDiscard={noop} onSignIn={noop} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Sign in again to sync');
    expect(html).toContain('1 change is waiting to be sent.');
    expect(html).toContain(STORAGE_TEXT.persistent);
  });

  it('shows only what has something in it: no "refused (0)" list when nothing was refused', () => {
    const html = renderToStaticMarkup(<SyncPanel status={idle} online pendingCount={0} failed={[]} storagePersisted={true} lastSyncAt={undefined} onRetry={noop} onDiscard={noop} />);
    expect(html).not.toContain('refused');
    expect(html).not.toContain('Waiting for your plan');
    expect(html).toContain('Nothing is waiting to be sent.');
  });
});

describe('the record marker', () => {
  it('marks records not on the server yet, and refused ones with their message', () => {
    expect(renderToStaticMarkup(<PendingMarker record={{}} />)).toBe('');
    expect(renderToStaticMarkup(<PendingMarker record={{ _pending: true }} />)).toContain('Not on the server yet');
    expect(renderToStaticMarkup(<PendingMarker record={{ _pending: true, _syncError: 'Validation failed' }} />)).toContain('Not synced: Validation failed');
    const waiting = renderToStaticMarkup(<PendingMarker record={{ _pending: true, _syncError: 'daily limit reached', _syncWaitsForPlan: true }} />);
    expect(waiting).toContain('Not synced: daily limit reached');
    expect(waiting).not.toContain('text-danger');
  });
});
