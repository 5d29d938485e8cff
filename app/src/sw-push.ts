/**
 * The service worker's side of reminders: a push shows its notification (title, body, the screen
 * to open, never entry text: the server sends none), and a tap opens that screen, focusing an
 * open LearnLog window (navigated there) rather than opening a second one.
 */
import { reminderPayloadSchema, type ReminderPayload } from '@learnlog/shared';

// The parts of the worker's scope used here (the project's lib set is DOM, not WebWorker).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
export interface NotificationClickEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface PushScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>; openWindow(url: string): Promise<WindowClient | null> };
}
declare const self: PushScope;

const FALLBACK: ReminderPayload = { kind: 'test', title: 'LearnLog', body: 'Open LearnLog to see what is new.', url: '/' };

function payloadOf(event: PushEvent): ReminderPayload {
  try {
    const parsed = reminderPayloadSchema.safeParse(event.data?.json());
    return parsed.success ? parsed.data : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

export function handlePush(event: PushEvent): void {
  const payload = payloadOf(event);
  // userVisibleOnly: every push must show a notification, even one that could not be read.
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: `learnlog-${payload.kind}`,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
}

/** The app path a notification opens; only same-origin paths, whatever the data says. */
export function notificationTarget(data: unknown): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return typeof url === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(url) ? url : '/';
}

export async function openNotificationTarget(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  // Navigate first: it needs no permission, while focus() is allowed only inside a real tap.
  const shown = open.url === target ? open : ((await open.navigate(target)) ?? open);
  await shown.focus().catch(() => undefined);
}

export function handleNotificationClick(event: NotificationClickEvent): void {
  event.notification.close();
  event.waitUntil(openNotificationTarget(notificationTarget(event.notification.data)));
}
