/** The sync indicator's exact words (protocol section 10), the panel and the record marker. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PendingMarker } from './pending-marker';
import { syncIndicator } from './sync-indicator-label';
import { SyncIndicatorButton } from './sync-indicator';
import { SyncPanel } from './sync-panel';
import { STORAGE_TEXT } from './storage-status';

const idle = { state: 'idle' } as const;
const noop = () => undefined;

describe('the sync indicator', () => {
  it('reads exactly as the protocol words it for each state', () => {
    expect(syncIndicator({ status: idle, online: false, pendingCount: 3, failedCount: 0 }).text).toBe('Offline — 3 changes saved on this device');
    expect(syncIndicator({ status: { state: 'offline' }, online: true, pendingCount: 2, failedCount: 1 }).text).toBe('Offline — 3 changes saved on this device');
    expect(syncIndicator({ status: { state: 'syncing' }, online: true, pendingCount: 0, failedCount: 0 }).text).toBe('Syncing…');
    expect(syncIndicator({ status: idle, online: true, pendingCount: 4, failedCount: 0 }).text).toBe('Syncing…');
    expect(syncIndicator({ status: idle, online: true, pendingCount: 0, failedCount: 0 }).text).toBe('All changes synced');
    expect(syncIndicator({ status: idle, online: true, pendingCount: 0, failedCount: 1 }).text).toBe('Sync problem');
    expect(syncIndicator({ status: { state: 'auth-paused' }, online: false, pendingCount: 5, failedCount: 0 }).text).toBe('Sync problem');
    expect(syncIndicator({ status: { state: 'update-required' }, online: true, pendingCount: 0, failedCount: 0 }).tone).toBe('problem');
  });

  it('is a labelled button that opens the panel', () => {
    const html = renderToStaticMarkup(<SyncIndicatorButton text="Sync problem" tone="problem" />);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('Sync problem');
  });
});

describe('the sync panel', () => {
  it('lists refused changes with Retry and Discard, what waits, and the storage status', () => {
    const html = renderToStaticMarkup(
      <SyncPanel
        status={idle}
        pendingCount={2}
        failed={[{ seq: 4, table: 'journal_entries', recordId: 9, kind: 'create', label: 'Written offline', message: 'daily limit reached', detail: 'Daily limit reached: the free plan allows 1 journal entry a day' }]}
        storagePersisted={false}
        lastSyncAt={undefined}
        suggestHomeScreen
        onRetry={noop}
        onDiscard={noop}
      />,
    );
    expect(html).toContain('Written offline');
    expect(html).toContain('Not synced: daily limit reached');
    expect(html).toMatch(/>Retry</);
    expect(html).toMatch(/>Discard</);
    expect(html).toContain('2 changes are waiting to be sent.');
    expect(html).toContain(STORAGE_TEXT.notPersistent);
    expect(html).toContain(STORAGE_TEXT.iosHint);
  });

  it('asks the learner to sign in again after a 401', () => {
    const html = renderToStaticMarkup(<SyncPanel status={{ state: 'auth-paused' }} pendingCount={0} failed={[]} storagePersisted={true} lastSyncAt={undefined} onRetry={noop} onDiscard={noop} onSignIn={noop} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Sign in again to sync');
    expect(html).toContain(STORAGE_TEXT.persistent);
  });
});

describe('the record marker', () => {
  it('marks records not on the server yet, and refused ones with their message', () => {
    expect(renderToStaticMarkup(<PendingMarker record={{}} />)).toBe('');
    expect(renderToStaticMarkup(<PendingMarker record={{ _pending: true }} />)).toContain('Not on the server yet');
    expect(renderToStaticMarkup(<PendingMarker record={{ _pending: true, _syncError: 'Validation failed' }} />)).toContain('Not synced: Validation failed');
  });
});
