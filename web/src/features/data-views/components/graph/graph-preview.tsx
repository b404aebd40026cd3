import type { DataViewSiteRef } from '@mesonet/shared/contracts/data-views.schema';

export interface GraphPreviewProps {
  site: DataViewSiteRef;
  dataViewSlug: string;
  /** Accessible name of the small chart (the graph's name). */
  title: string;
}

/** Stub until the uPlot graph lands: a small last-48-hours chart for a graph card, loaded when scrolled into view. */
export function GraphPreview({ title }: GraphPreviewProps) {
  return <p>{title}</p>;
}
