import type { GrowingLocation } from '@mesonet/shared/contracts/growing-seasons.schema';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { placeSprayVerdict } from '@mesonet/shared/spray/place-spray-verdict';
import {
  sprayConditionsLabel,
  sprayLegendBands,
  sprayVerdictLabels,
  sprayVerdictStyles,
} from '@mesonet/shared/spray/spray-map';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LegendBands } from '@/components/legend-bands/legend-bands';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { NotInPlanNote } from '@/components/upgrade-required/upgrade-prompt';
import { paths } from '@/config/paths';
import { SprayAboutButton } from './spray-explanation-dialog';
import './spray-verdict.css';
import '@/components/ui/button.css';

interface SprayLegendProps {
  /** Why the markers show no verdicts, if that is so (sprayLockedReason). */
  lockedReason: 'log-in' | 'upgrade' | null;
  onUpgrade: (opener: HTMLElement) => void;
  /** The company's Home and growing locations, each judged by its nearest fresh station. */
  places: readonly GrowingLocation[];
  stations: readonly StationListItem[];
  nowMs: number;
}

/** Phones start with the legend folded to its title, as the metric legend does. */
function startsOpen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 500px)').matches;
}

/**
 * The map's legend for 'Spray conditions' (issue 24): the three states and unknown, each swatch with its
 * words, 'About', the locked note for plans without verdicts, and the verdict at the grower's places.
 */
export function SprayLegend({ lockedReason, onUpgrade, places, stations, nowMs }: SprayLegendProps) {
  const [open, setOpen] = useState(startsOpen);
  const bandsId = useId();
  return (
    <section className="map-legend" aria-label="Legend">
      <div className="map-legend__head">
        <h2 className="map-legend__title">{sprayConditionsLabel}</h2>
        <SprayAboutButton />
        <DisclosureButton
          className="link-toggle map-legend__toggle"
          open={open}
          controls={bandsId}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? 'Hide' : 'Show'}
          <span className="visually-hidden"> legend</span>
        </DisclosureButton>
      </div>
      <div id={bandsId} hidden={!open}>
        <LegendBands bands={sprayLegendBands} className="map-legend__bands" />
        {lockedReason === 'log-in' ? (
          <p className="map-legend__note">
            {sprayConditionsLabel} are for members. <Link to={paths.login.getHref()}>Log in</Link> or{' '}
            <Link to={paths.signup.getHref()}>Sign up</Link>
          </p>
        ) : null}
        {lockedReason === 'upgrade' ? (
          <NotInPlanNote what={sprayConditionsLabel.toLowerCase()} className="map-legend__note" onUpgrade={onUpgrade} />
        ) : null}
        {lockedReason === null ? <SprayPlaces places={places} stations={stations} nowMs={nowMs} /> : null}
      </div>
    </section>
  );
}

/** Each place's verdict, named with the station it comes from and its distance ('Jamestown, 12 km'). */
function SprayPlaces({ places, stations, nowMs }: Omit<SprayLegendProps, 'lockedReason' | 'onUpgrade'>) {
  if (places.length === 0) return null;
  return (
    <section className="spray-places" aria-label="Spray conditions at your places">
      <h3 className="spray-places__title">Your places</h3>
      <ul className="spray-places__list">
        {places.map((place) => {
          const judged = placeSprayVerdict(place.location_coords, stations, nowMs);
          const style = sprayVerdictStyles[judged?.verdict ?? 'unknown'];
          return (
            <li key={place.slug} className="spray-places__place">
              <span className="spray-places__name">{place.name}</span>
              <span
                className="spray-places__state"
                style={{ backgroundColor: style.backgroundColor, color: style.fontColor }}
              >
                {sprayVerdictLabels[judged?.verdict ?? 'unknown']}
              </span>
              <span className="spray-places__from">
                {judged ? judged.fromText : 'no station with a recent reading'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
