import type { PopupTile } from '@mesonet/shared/map/station-popup';
import { isMetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import type { ReactNode } from 'react';
import { EstimateMark } from '@/components/estimate-mark/estimate-mark';
import { MetricExplanationButton } from '@/components/metric-explanation/metric-explanation-button';
import { WindArrow } from './wind-arrow';

const stateClass: Readonly<Record<PopupTile['state'], string>> = {
  value: 'metric-tile',
  upgrade: 'metric-tile metric-tile--faded metric-tile--upgrade',
  stale: 'metric-tile metric-tile--faded',
  missing: 'metric-tile metric-tile--faded',
  unsupported: 'metric-tile metric-tile--faded',
  withheld: 'metric-tile metric-tile--faded',
};

/** Read by screen readers in place of the dash, which says nothing on its own. */
const dashMeaning: Readonly<Partial<Record<PopupTile['state'], string>>> = {
  stale: 'no recent reading',
  missing: 'no reading',
  unsupported: 'not measured at this station',
  withheld: 'forecast not shown',
};

interface MetricTileProps {
  tile: PopupTile;
  /** Opens the upgrade-required modal; the element pressed gets focus back when it closes. */
  onUpgrade: (opener: HTMLElement) => void;
}

/** The tile with its 'i' in the corner: a sibling, since the 'U' tile is itself a button. */
function TileFrame({ metricId, estimated, children }: { metricId: string; estimated: boolean; children: ReactNode }) {
  return (
    <div className="metric-tile-frame">
      {children}
      {isMetricKey(metricId) ? (
        <span className="metric-tile-frame__about">
          <MetricExplanationButton metric={metricId} estimated={estimated} />
        </span>
      ) : null}
    </div>
  );
}

/** One metric in a marker popup: label, value with unit (and wind arrow), or a faded dash or 'U'. */
export function MetricTile({ tile, onUpgrade }: MetricTileProps) {
  return (
    <TileFrame metricId={tile.metricId} estimated={tile.estimated}>
      <TileBody tile={tile} onUpgrade={onUpgrade} />
    </TileFrame>
  );
}

function TileBody({ tile, onUpgrade }: MetricTileProps) {
  if (tile.state === 'upgrade') {
    return (
      <button
        type="button"
        className={stateClass.upgrade}
        aria-haspopup="dialog"
        onClick={(event) => onUpgrade(event.currentTarget)}
      >
        <span className="metric-tile__label">{tile.label}</span>
        <span className="metric-tile__upgrade-mark">
          U<span className="visually-hidden"> (upgrade to see {tile.label})</span>
        </span>
      </button>
    );
  }

  const colours = tile.colours ? { backgroundColor: tile.colours.background, color: tile.colours.font } : undefined;
  const meaning = dashMeaning[tile.state];
  return (
    <div className={stateClass[tile.state]} style={colours}>
      <span className="metric-tile__label">{tile.label}</span>
      <span className="metric-tile__reading">
        {tile.windArrow ? <WindArrow towardsDeg={tile.windArrow.towardsDeg} /> : null}
        {meaning ? (
          <>
            <span className="metric-tile__value" aria-hidden="true">
              {tile.text}
            </span>
            <span className="visually-hidden">{meaning}</span>
          </>
        ) : (
          <>
            <span className="metric-tile__value">{tile.text}</span>
            <span className="metric-tile__unit">{tile.unit}</span>
            {tile.estimated ? <EstimateMark /> : null}
          </>
        )}
      </span>
      {tile.windArrow?.directionLabel ? (
        <span className="metric-tile__detail">from {tile.windArrow.directionLabel}</span>
      ) : null}
      {tile.statusLabel ? <span className="metric-tile__detail">{tile.statusLabel}</span> : null}
    </div>
  );
}
