/** The changes feed's transport: where the next page starts, and the head script's early answers. */
import { describe, expect, it, vi } from 'vitest';
import { SYNC_HEADERS } from '@learnlog/shared';
import { createTransport } from './transport';

const page = (since: number, hasMore: boolean) =>
  Response.json({ changes: [], cursor: since + 1000, hasMore }, { headers: { [SYNC_HEADERS.cursor]: String(since + 1000), [SYNC_HEADERS.hasMore]: String(hasMore) } });

describe('the changes transport', () => {
  it('says where the next page starts from the answer’s head, and only when more follow', async () => {
    const fetch = vi.fn(async (url: string) => page(Number(new URL(url, 'http://device').searchParams.get('since')), !url.includes('since=1000')));
    const transport = createTransport({ fetch, deviceId: 'd' });
    const next: number[] = [];
    expect(await transport.changes(0, 1000, false, (cursor) => next.push(cursor))).toMatchObject({ kind: 'ok', body: { cursor: 1000, hasMore: true } });
    expect(await transport.changes(1000, 1000, false, (cursor) => next.push(cursor))).toMatchObject({ kind: 'ok', body: { hasMore: false } });
    expect(next).toEqual([1000]);
  });

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
