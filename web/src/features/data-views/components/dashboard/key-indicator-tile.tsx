import type { KeyTileNote } from '@mesonet/shared/data-views/dashboard-view';
import type { PopupTile } from '@mesonet/shared/map/station-popup';
import { isMetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { EstimateMark } from '@/components/estimate-mark/estimate-mark';
import { MetricExplanationButton } from '@/components/metric-explanation/metric-explanation-button';
import { Heading, type HeadingLevel } from '../heading';
import { UpgradeButton } from '../upgrade-button';
import { dashMeaning } from './dash-meaning';

interface KeyIndicatorTileProps {
  tile: PopupTile;
  /** Readings that explain the value (the harvest code's stop wind and hours at 35 today). */
  notes: readonly KeyTileNote[];
  onUpgrade: (opener: HTMLElement) => void;
  headingLevel: HeadingLevel;
}

/**
 * A key indicator of the dashboard (inversion, GHCOP): label and explanation on white, then the value in
 * its threshold colour with the status in words beside it, a 'U' outside the plan, or a faded dash; any
 * notes beneath on white.
 */
export function KeyIndicatorTile({ tile, notes, onUpgrade, headingLevel }: KeyIndicatorTileProps) {
  const colours = tile.colours ? { backgroundColor: tile.colours.background, color: tile.colours.font } : undefined;
  return (
    <li className="key-tile">
      <div className="key-tile__head">
        <Heading level={headingLevel} className="key-tile__label">
          {tile.label}
        </Heading>
        {isMetricKey(tile.metricId) ? (
          <MetricExplanationButton metric={tile.metricId} estimated={tile.estimated} />
        ) : null}
      </div>
      {tile.state === 'upgrade' ? (
        <p className="key-tile__body key-tile__body--faded">
          <UpgradeButton what={tile.label} onUpgrade={onUpgrade} />
          <span className="key-tile__note">Not included in your plan</span>
        </p>
      ) : tile.state === 'value' ? (
        <p className="key-tile__body" style={colours}>
          <span className="key-tile__reading">
            <span className="key-tile__value">{tile.text}</span> <span className="key-tile__unit">{tile.unit}</span>
            {tile.estimated ? <EstimateMark /> : null}
          </span>
          {tile.statusLabel ? <span className="key-tile__status">{tile.statusLabel}</span> : null}
        </p>
      ) : (
        <p className="key-tile__body key-tile__body--faded">
          <span className="key-tile__value" aria-hidden="true">
            {tile.text}
          </span>
          <span className="key-tile__note">{dashMeaning[tile.state]}</span>
        </p>
      )}
      {notes.length > 0 ? (
        <dl className="key-tile__notes">
          {notes.map((note) => (
            <div key={note.metricId} className="key-tile__note-row">
              <dt>{note.label}</dt>
              <dd>{note.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
