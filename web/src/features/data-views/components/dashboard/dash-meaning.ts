import type { PopupTileState } from '@mesonet/shared/map/station-popup';

/** Said beside a faded dash, which means nothing on its own. */
export const dashMeaning: Readonly<Record<Exclude<PopupTileState, 'value' | 'upgrade'>, string>> = {
  stale: 'No recent reading',
  missing: 'No reading',
  unsupported: 'Not measured at this station',
  withheld: 'Forecast not better than persistence here',
};
