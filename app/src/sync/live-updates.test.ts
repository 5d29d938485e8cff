/** The live stream opens only once what it waits for has settled, and never after it was detached. */
import { describe, expect, it } from 'vitest';
import type { SyncEngine } from './sync-engine';
import { attachLiveUpdates } from './live-updates';
import { createInProcessLocks } from './sync-lock';

function fakeEventSource() {
  const opened: string[] = [];
  class FakeEventSource extends EventTarget {
    static readonly CLOSED = 2;
    readyState = 0;
    constructor(readonly url: string) {
      super();
      opened.push(url);
    }
    close() {
      this.readyState = FakeEventSource.CLOSED;
    }
  }
  return { opened, EventSourceClass: FakeEventSource as unknown as typeof EventSource };
}

const engine = { catchUp: async () => ({}) } as unknown as SyncEngine;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live updates', () => {
  it('open the stream once `after` has settled', async () => {
    const { opened, EventSourceClass } = fakeEventSource();
    let paint: () => void = () => undefined;
    const after = new Promise<void>((resolve) => (paint = resolve));
    const detach = attachLiveUpdates(engine, { userId: 1, deviceId: 'd1', locks: createInProcessLocks(), EventSourceClass, after });
    await settle();
    expect(opened).toEqual([]);
    paint();
    await settle();
    expect(opened).toEqual(['/api/sync/events?clientId=d1']);
    detach();
  });

  it('open it at once without `after`, and even when `after` fails', async () => {
    const first = fakeEventSource();
    const detachFirst = attachLiveUpdates(engine, { userId: 2, deviceId: 'd2', locks: createInProcessLocks(), EventSourceClass: first.EventSourceClass });
    const second = fakeEventSource();
    const after = Promise.reject(new Error('no paint'));
    const detachSecond = attachLiveUpdates(engine, { userId: 3, deviceId: 'd3', locks: createInProcessLocks(), EventSourceClass: second.EventSourceClass, after });
    await settle();
    expect(first.opened).toEqual(['/api/sync/events?clientId=d2']);
    expect(second.opened).toEqual(['/api/sync/events?clientId=d3']);
    detachFirst();
    detachSecond();
  });

  it('never open it when detached before `after` settled', async () => {
    const { opened, EventSourceClass } = fakeEventSource();
    let paint: () => void = () => undefined;
    const after = new Promise<void>((resolve) => (paint = resolve));
    attachLiveUpdates(engine, { userId: 4, deviceId: 'd4', locks: createInProcessLocks(), EventSourceClass, after })();
    paint();
    await settle();
    expect(opened).toEqual([]);
  });
});
