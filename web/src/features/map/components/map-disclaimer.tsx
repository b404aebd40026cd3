import { useState } from 'react';
import { readSessionString, sessionStorageKeys, writeSessionString } from '@/lib/storage';

/** Spec §2: the dismissible disclaimer (app setting map_view_disclaimer); dismissed once per browser session. */
export function MapDisclaimer({ text }: { text: string | null }) {
  const [dismissed, setDismissed] = useState(
    () => readSessionString(sessionStorageKeys.mapDisclaimerDismissed) === 'true',
  );
  if (dismissed || !text) return null;

  return (
    <aside className="map-disclaimer" aria-label="Disclaimer">
      <p className="map-disclaimer__text">{text}</p>
      <button
        type="button"
        className="button button--secondary map-disclaimer__dismiss"
        onClick={() => {
          writeSessionString(sessionStorageKeys.mapDisclaimerDismissed, 'true');
          setDismissed(true);
        }}
      >
        Dismiss
      </button>
    </aside>
  );
}
