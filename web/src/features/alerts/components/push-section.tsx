import { useEffect, useState } from 'react';
import { apiErrorMessages } from '@/lib/api-client';
import { currentPushState, turnOnPush, type PushState } from '../api/push-subscriptions';

/** Where this device stands, in words; null while there is nothing to add to the button. */
const pushStateText: Readonly<Record<PushState, string | null>> = {
  checking: null,
  unsupported: 'This browser cannot receive push notifications. In the app and Email still work.',
  unavailable:
    'Push notifications are not available on this device yet: the app’s background service is not installed. Reload the page, or use In the app and Email.',
  denied: 'Notifications are blocked for this site in your browser’s settings. Allow them there, then try again.',
  no_key: 'Push notifications are not set up on this Mesonet yet. In the app and Email still work.',
  off: null,
  on: 'Push notifications are on for this device.',
};

/**
 * 'Turn on push notifications on this device', shown while a rule uses push: a subscription belongs to
 * one browser on one device, so each device the grower uses is turned on here.
 */
export function PushSection() {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void currentPushState()
      .catch((): PushState => 'unavailable')
      .then((found) => current && setState(found));
    return () => {
      current = false;
    };
  }, []);

  async function turnOn() {
    setBusy(true);
    setFailure(null);
    try {
      setState(await turnOnPush());
    } catch (error) {
      // A refused subscribe (DOMException) has its own words; an API failure the app's.
      setFailure(
        error instanceof DOMException
          ? `Push notifications could not be turned on: ${error.message}`
          : apiErrorMessages(error).join(' '),
      );
    } finally {
      setBusy(false);
    }
  }

  const offerButton = state === 'off' || state === 'on';
  const text = failure ?? pushStateText[state];
  return (
    <section className="alert-section alert-push" aria-labelledby="alert-push-title">
      <h2 className="alert-section__title" id="alert-push-title">
        Push notifications
      </h2>
      {offerButton ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void turnOn()}
          >
            {busy
              ? 'Turning on…'
              : state === 'on'
                ? 'Turn on push notifications again on this device'
                : 'Turn on push notifications on this device'}
          </button>
        </p>
      ) : null}
      <p className="alert-push__state" role="status">
        {text}
      </p>
    </section>
  );
}
