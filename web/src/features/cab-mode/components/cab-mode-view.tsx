import { cabModeNumbers, type CabNumber } from '@mesonet/shared/data-views/cab-mode-numbers';
import { updatedAtText } from '@mesonet/shared/data-views/station-time-text';
import type { DashboardSlotProps } from '@/components/dashboard-slots/dashboard-slots';
import type { CSSProperties } from 'react';
import { useScreenWakeLock, type WakeLockStatus } from '../hooks/use-screen-wake-lock';

const wakeLockText: Readonly<Record<WakeLockStatus, string>> = {
  held: 'Screen kept on while cab mode is open.',
  waiting: 'Keeping the screen on…',
  unsupported: 'This browser cannot keep the screen on: it may dim as usual.',
  refused: 'The screen could not be kept on: it may dim as usual.',
};

/**
 * Cab mode (issue 25 part 4), below the spray verdict card: the key numbers in large type on the page's own
 * colours (highest contrast in either theme); each value's band colour is a thick stripe beside it and
 * its band is written out, so colour is never the only carrier. The screen is kept awake while open.
 */
export function CabModeView({ station, dashboard, nowMs }: DashboardSlotProps) {
  const wakeLock = useScreenWakeLock(true);
  const numbers = cabModeNumbers(dashboard, station.aws_type, nowMs);
  return (
    <section className="cab-view" aria-label={`Cab mode: ${dashboard.site_name}`}>
      <p className="cab-view__updated">
        {updatedAtText(dashboard.current_data_last_updated, nowMs, station.timezone_name)}
      </p>
      <ul className="cab-view__numbers" aria-label={`Key numbers at ${dashboard.site_name}`}>
        {numbers.map((number) => (
          <CabNumberTile key={number.metricId} number={number} />
        ))}
      </ul>
      <p className="cab-view__wake" role="status">
        {wakeLockText[wakeLock]}
      </p>
    </section>
  );
}

function CabNumberTile({ number }: { number: CabNumber }) {
  const shown = number.state === 'value';
  const labelId = `cab-number-${number.metricId}`;
  return (
    <li
      className={shown ? 'cab-number' : 'cab-number cab-number--faded'}
      aria-labelledby={labelId}
      style={number.colours ? ({ '--cab-band': number.colours.background } as CSSProperties) : undefined}
    >
      <span className="cab-number__label" id={labelId}>
        {number.label}
        {number.directionLabel ? <span className="cab-number__direction"> from {number.directionLabel}</span> : null}
      </span>
      <span
        className={shown && number.unit === null ? 'cab-number__value cab-number__value--words' : 'cab-number__value'}
      >
        {number.text}
        {number.unit ? <span className="cab-number__unit"> {number.unit}</span> : null}
        {number.estimated ? <span className="cab-number__unit"> est.</span> : null}
      </span>
      {number.statusLabel ? <span className="cab-number__band">{number.statusLabel}</span> : null}
    </li>
  );
}
