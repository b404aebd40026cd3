import { pushPublicKeySchema, pushSubscriptionInputSchema } from '@mesonet/shared/contracts/alerts.schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { applicationServerKeyBytes } from './push-key';

/** Where this device stands with Web Push, each said in words on the alerts screen. */
export type PushState =
  | 'checking'
  /** The browser has no Push API (or no service workers). */
  | 'unsupported'
  /** The browser could, but the app's service worker is not installed: nothing would show a push. */
  | 'unavailable'
  /** The grower (or the browser's settings) refused notifications for this site. */
  | 'denied'
  /** The server has no VAPID keys configured: push is not offered. */
  | 'no_key'
  | 'off'
  | 'on';

function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** How this device stands now, without asking the grower anything. */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unavailable';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await registration.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/** GET /api/members/push_subscriptions/public_key: null when the server has no VAPID keys. */
export function getPushPublicKey() {
  return api.get('/members/push_subscriptions/public_key', pushPublicKeySchema).then((body) => body.public_key);
}

/**
 * 'Turn on push notifications on this device': asks permission, subscribes with the server's key
 * through the app's service worker, and gives the subscription to the server. Returns where the
 * device stands afterwards; a failed call to the server throws (the screen says why).
 */
export async function turnOnPush(): Promise<PushState> {
  const before = await currentPushState();
  if (before === 'unsupported' || before === 'unavailable' || before === 'denied') return before;
  const publicKey = await getPushPublicKey();
  if (publicKey === null) return 'no_key';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKeyBytes(publicKey),
  });
  const body = pushSubscriptionInputSchema.parse(subscription.toJSON());
  await api.post('/members/push_subscriptions', body, z.unknown());
  return 'on';
}
