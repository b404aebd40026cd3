import { useId, useState } from 'react';
import { readSessionString, sessionStorageKeys, writeSessionString } from '@/lib/storage';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import '@/components/ui/button.css';

/**
 * Spec §2: the dismissible disclaimer (app setting map_view_disclaimer); dismissed once per browser session.
 * On phones it is a slim strip of two lines that opens to the whole text, so it does not take the map's room.
 */
export function MapDisclaimer({ text }: { text: string | null }) {
  const [dismissed, setDismissed] = useState(
    () => readSessionString(sessionStorageKeys.mapDisclaimerDismissed) === 'true',
  );
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  if (dismissed || !text) return null;

  return (
    <aside className={expanded ? 'map-disclaimer map-disclaimer--expanded' : 'map-disclaimer'} aria-label="Disclaimer">
      <p className="map-disclaimer__text" id={textId}>
        {text}
      </p>
      <DisclosureButton
        className="link-toggle map-disclaimer__more"
        open={expanded}
        controls={textId}
        onClick={() => setExpanded((current) => !current)}
      >
        {expanded ? 'Less' : 'More'}
      </DisclosureButton>
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
