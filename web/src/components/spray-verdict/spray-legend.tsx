import type { GrowingLocation } from '@mesonet/shared/contracts/growing-seasons.schema';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { placeSprayVerdict } from '@mesonet/shared/spray/place-spray-verdict';
import {
  sprayConditionsLabel,
  sprayLegendBands,
  sprayVerdictLabels,
  sprayVerdictStyles,
} from '@mesonet/shared/spray/spray-map';
import { LegendBands } from '@/components/legend-bands/legend-bands';
import { LockedLegendNote, MapLegendFrame } from '@/components/legend-bands/map-legend-frame';
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

/**
 * The map's legend for 'Spray conditions' (issue 24): the three states and unknown, each swatch with its
 * words, 'About', the locked note for plans without verdicts, and the verdict at the grower's places.
 */
export function SprayLegend({ lockedReason, onUpgrade, places, stations, nowMs }: SprayLegendProps) {
  return (
    <MapLegendFrame title={sprayConditionsLabel} explanation={<SprayAboutButton />}>
      <LegendBands bands={sprayLegendBands} className="map-legend__bands" />
      <LockedLegendNote
        reason={lockedReason}
        subjectForMembers={`${sprayConditionsLabel} are`}
        notInPlan={sprayConditionsLabel.toLowerCase()}
        onUpgrade={onUpgrade}
      />
      {lockedReason === null ? <SprayPlaces places={places} stations={stations} nowMs={nowMs} /> : null}
    </MapLegendFrame>
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
