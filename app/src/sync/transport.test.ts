/** The changes feed's transport and the head script's early answers (early-changes.ts). */
import { describe, expect, it, vi } from 'vitest';
import { SYNC_HEADERS } from '@learnlog/shared';
import { createTransport } from './transport';

const page = (since: number, hasMore: boolean) =>
  Response.json({ changes: [], cursor: since + 1000, hasMore }, { headers: { [SYNC_HEADERS.cursor]: String(since + 1000), [SYNC_HEADERS.hasMore]: String(hasMore) } });

describe('the changes transport', () => {
  it('takes an early answer instead of asking, and asks itself when that answer failed', async () => {
    const fetch = vi.fn(async () => page(0, true));
    const early = [Promise.resolve(page(0, false)), Promise.reject(new TypeError('Failed to fetch')), Promise.resolve(new Response('{}', { status: 503 }))];
    early[1]?.catch(() => undefined);
    const transport = createTransport({ fetch, deviceId: 'd', earlyChanges: () => early.shift() });

    expect(await transport.changes(0, 1000, false)).toMatchObject({ kind: 'ok', body: { hasMore: false } });
    expect(fetch).not.toHaveBeenCalled();
    for (let i = 0; i < 2; i += 1) expect(await transport.changes(0, 1000, false)).toMatchObject({ kind: 'ok', body: { hasMore: true } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('/api/sync/changes?since=0&limit=1000', expect.objectContaining({ headers: expect.objectContaining({ [SYNC_HEADERS.clientId]: 'd' }) }));
  });
});
