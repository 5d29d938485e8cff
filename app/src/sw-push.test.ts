/** The service worker's reminder handlers: which screen a tap opens, and in which window. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handlePush, notificationTarget, openNotificationTarget, type PushEvent } from './sw-push';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeScope(windows: FakeWindow[]) {
  const scope = {
    location: new URL('https://learnlog.test/'),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  (globalThis as unknown as { self: unknown }).self = scope;
  return scope;
}

const windowAt = (url: string): FakeWindow => {
  const client: FakeWindow = { url, focus: vi.fn(), navigate: vi.fn(async () => client) };
  client.focus.mockResolvedValue(client);
  return client;
};

afterEach(() => {
  delete (globalThis as unknown as { self?: unknown }).self;
});

describe('a reminder notification', () => {
  it('opens only same-origin app paths', () => {
    expect(notificationTarget({ url: '/review' })).toBe('/review');
    expect(notificationTarget({ url: '/goals/12' })).toBe('/goals/12');
    expect(notificationTarget({ url: 'https://elsewhere.example/' })).toBe('/');
    expect(notificationTarget({ url: '//elsewhere.example' })).toBe('/');
    expect(notificationTarget(null)).toBe('/');
  });

  it('focuses an open LearnLog window and takes it to the screen', async () => {
    const open = windowAt('https://learnlog.test/journal');
    const scope = fakeScope([open]);
    await openNotificationTarget('/review');
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://learnlog.test/review');
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open', async () => {
    const scope = fakeScope([]);
    await openNotificationTarget('/journal/new');
    expect(scope.clients.openWindow).toHaveBeenCalledWith('https://learnlog.test/journal/new');
  });

  it('shows the push’s title and body, and a notification even for a push it cannot read', async () => {
    const scope = fakeScope([]);
    const waits: Promise<unknown>[] = [];
    const event = (data: PushEvent['data']) => ({ data, waitUntil: (p: Promise<unknown>) => waits.push(p) }) as unknown as PushEvent;
    handlePush(event({ json: () => ({ kind: 'reviews', title: '3 cards due', body: 'Review now.', url: '/review' }), text: () => '' }));
    handlePush(event({ json: () => { throw new SyntaxError('not JSON'); }, text: () => 'x' }));
    await Promise.all(waits);
    expect(scope.registration.showNotification).toHaveBeenNthCalledWith(1, '3 cards due', expect.objectContaining({ body: 'Review now.', data: { url: '/review' } }));
    expect(scope.registration.showNotification).toHaveBeenNthCalledWith(2, 'LearnLog', expect.objectContaining({ data: { url: '/' } }));
  });
});
