/**
 * Subscribing this browser to push (online only): permission, the server's VAPID key, the service
 * worker's pushManager, then the subscription posted to the server; and the way back.
 */
import { pushSubscriptionInputSchema } from '@learnlog/shared';
import { apiJson, apiRequest } from '../../../lib/api-client';

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission and subscribes; answers the permission the learner gave. */
export async function turnOnNotifications(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const { publicKey } = await apiJson<{ publicKey: string }>('GET', '/api/push/key');
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await apiRequest('POST', '/api/push/subscriptions', pushSubscriptionInputSchema.parse(subscription.toJSON()));
  return permission;
}

export async function turnOffNotifications(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  // Offline the server keeps the row until the push service answers 410 for it, which removes it.
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe();
}

/**
 * At sign-out, after the session ended: unsubscribing makes the push service answer 410 for the
 * endpoint, which removes the server's row at the next send.
 */
export async function forgetThisBrowsersPush(): Promise<void> {
  await (await currentPushSubscription().catch(() => null))?.unsubscribe().catch(() => false);
}

export function sendTestNotification(): Promise<{ sent: number }> {
  return apiJson<{ sent: number }>('POST', '/api/push/test', {});
}
