import { useId, useRef, useState } from 'react';
import { useDismiss } from '../hooks/use-dismiss';
import { mapTypes, type MapSettings, type MapType } from '../hooks/use-map-settings';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { LineIcon } from '@/components/ui/line-icon';
import '@/components/ui/button.css';

const mapTypeLabels: Readonly<Record<MapType, string>> = {
  roadmap: 'Roadmap',
  satellite: 'Satellite',
  terrain: 'Terrain',
};

const stationToggles = [
  { setting: 'showAwsNames', label: 'Show AWS Names' },
  { setting: 'showLclbStations', label: 'Show LCLB Stations' },
] as const;

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
      <DisclosureButton
        ref={buttonRef}
        className="outline-button map-toolbar__button map-toolbar__button--narrow-icon"
        open={open}
        controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <LineIcon size={20}>
          <path d="M4 7h10M18 7h2M4 17h4M12 17h8" strokeLinecap="round" />
          <circle cx="16" cy="7" r="2.4" />
          <circle cx="10" cy="17" r="2.4" />
        </LineIcon>
        <span className="map-toolbar__button-text">Options</span>
      </DisclosureButton>
      <div ref={panelRef} id={panelId} className="map-dropdown map-panel" hidden={!open}>
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
          {stationToggles.map(({ setting, label }) => (
            <label key={setting} className="map-panel__choice">
              <input
                type="checkbox"
                checked={settings[setting]}
                onChange={(event) => onChange(setting, event.target.checked)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
