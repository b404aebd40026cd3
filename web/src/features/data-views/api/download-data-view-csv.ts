import { api } from '@/lib/api-client';

export interface DataViewCsvWindow {
  stationSlug: string;
  dataViewSlug: string;
  fromMs: number;
  toMs: number;
}

/**
 * GET …/data_views/{view}/download.csv for a graph's or table's window (spec §9 premium "data download"),
 * through the api client so the session headers go with it, then saved under the server's file name.
 */
export async function downloadDataViewCsv({
  stationSlug,
  dataViewSlug,
  fromMs,
  toMs,
}: DataViewCsvWindow): Promise<void> {
  const path = `/members/sites/${encodeURIComponent(stationSlug)}/data_views/${encodeURIComponent(dataViewSlug)}/download.csv`;
  const file = await api.getFile(path, 'text/csv', {
    query: { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() },
  });
  saveFile(file.blob, file.fileName ?? `${stationSlug}-${dataViewSlug}.csv`);
}

/** A Blob URL and a clicked download link: the file is saved without leaving the page. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL only after the click has returned: let it go a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
