/**
 * The service worker: the app shell from the precache, so LearnLog opens with no network.
 * API answers are never cached here: the device's data lives in IndexedDB (app/src/db/), and a
 * cached /api answer could show one learner another's data or hide a sign-out.
 */
import './lib/zod-jitless';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { handleBackgroundSyncEvent } from './sync/service-worker-sync';
import { handleNotificationClick, handlePush, type NotificationClickEvent, type PushEvent } from './sw-push';

// Only the parts of ServiceWorkerGlobalScope used here: the project's lib set is DOM, and the
// WebWorker lib cannot be loaded beside it.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ServiceWorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: ExtendableEvent & { tag: string }) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}
declare const self: ServiceWorkerScope;

// Every built file (hashed JS and CSS, index.html, icons), replaced as a set on each release.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes: any page navigation gets the precached shell; the router takes it from there.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

// The page's "Reload" on the update prompt: the waiting worker takes over, then the page reloads.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// A first install controls open pages at once, so they work offline without a reload. An update
// waits for SKIP_WAITING instead (above); claiming then is what the page's reload waits for.
clientsClaim();

// Background Sync: queued changes go out when the connection returns, even after the tab closed
// (docs/sync-protocol.md, Triggers). The worker opens the same Dexie database as the page.
self.addEventListener('sync', (event) => handleBackgroundSyncEvent(event));

// Reminders (Web Push): show the notification; a tap opens its screen, in an open window if there is one.
self.addEventListener('push', (event) => handlePush(event));
self.addEventListener('notificationclick', (event) => handleNotificationClick(event));
