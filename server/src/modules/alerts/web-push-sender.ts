import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushSubscriptionRow } from './alerts.tables';

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** 'sent', or 'gone' when the push service says the subscription no longer exists (404, 410). */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  send(
    subscription: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
    payload: PushPayload,
  ): Promise<PushOutcome>;
}

/** How long a push service keeps a message for an offline browser: an alert older than this is no use. */
const pushTtlSeconds = 6 * 3600;

/**
 * Web Push through the `web-push` package with the configured VAPID keys. Any other failure throws, so
 * the push job retries it. `agent`: tests reach a local push service with its own certificate.
 */
export function createWebPushSender(
  vapid: { publicKey: string; privateKey: string; subject: string },
  agent?: Agent,
): PushSender {
  return {
    async send(subscription, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          { vapidDetails: vapid, TTL: pushTtlSeconds, urgency: 'high', ...(agent ? { agent } : {}) },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}
