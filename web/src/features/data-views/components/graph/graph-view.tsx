import type { DataViewListItem, DataViewSiteRef } from '@mesonet/shared/contracts/data-views.schema';

export interface GraphViewProps {
  site: DataViewSiteRef;
  /** The graph view (category 'graph') as the list or the dashboard gave it. */
  dataView: DataViewListItem;
  /** Open on the whole history the viewer may see ('Expanded All-History Graph') instead of the last 2 days. */
  initialRange?: 'default' | 'all';
}

/** Stub until the uPlot graph lands: a full graph view with its range selector and CSV download. */
export function GraphView({ dataView }: GraphViewProps) {
  return <p>{dataView.name}</p>;
}
