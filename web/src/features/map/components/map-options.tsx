import { useId, useRef, useState } from 'react';
import { useDismiss } from '../hooks/use-dismiss';
import { mapTypes, type MapSettings, type MapType } from '../hooks/use-map-settings';

const mapTypeLabels: Readonly<Record<MapType, string>> = {
  roadmap: 'Roadmap',
  satellite: 'Satellite',
  terrain: 'Terrain',
};

interface MapOptionsProps {
  settings: MapSettings;
  onChange: <K extends keyof MapSettings>(name: K, value: MapSettings[K]) => void;
}

/** Spec §2 "Options panel": the map style and the two station toggles, behind the 'Options' button. */
export function MapOptions({ settings, onChange }: MapOptionsProps) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(panelRef, open, { onDismiss: () => setOpen(false), returnFocusRef: buttonRef });

  return (
    <div className="map-menu">
      <button
        ref={buttonRef}
        type="button"
        className="map-toolbar__button map-toolbar__button--narrow-icon"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
          <path
            d="M4 7h10M18 7h2M4 17h4M12 17h8"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            fill="none"
          />
          <circle cx="16" cy="7" r="2.4" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <circle cx="10" cy="17" r="2.4" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
        <span className="map-toolbar__button-text">Options</span>
      </button>
      <div ref={panelRef} id={panelId} className="map-panel" hidden={!open}>
        <fieldset className="map-panel__group">
          <legend className="map-panel__legend">Map style</legend>
          {mapTypes.map((type) => (
            <label key={type} className="map-panel__choice">
              <input
                type="radio"
                name="map-type"
                value={type}
                checked={settings.mapType === type}
                onChange={() => onChange('mapType', type)}
              />
              {mapTypeLabels[type]}
            </label>
          ))}
        </fieldset>
        <fieldset className="map-panel__group">
          <legend className="map-panel__legend">Stations</legend>
          <label className="map-panel__choice">
            <input
              type="checkbox"
              checked={settings.showAwsNames}
              onChange={(event) => onChange('showAwsNames', event.target.checked)}
            />
            Show AWS Names
          </label>
          <label className="map-panel__choice">
            <input
              type="checkbox"
              checked={settings.showLclbStations}
              onChange={(event) => onChange('showLclbStations', event.target.checked)}
            />
            Show LCLB Stations
          </label>
        </fieldset>
      </div>
    </div>
  );
}
