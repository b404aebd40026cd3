import { Spinner } from '@/components/ui/spinner';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Loading and failure of the stations' readings, said over the map. A failed refresh keeps the last
 * readings on screen (stale ones fade by themselves) and says so; the next poll tries again.
 */
export function MapStationsStatus({ query }: { query: UseQueryResult<StationListItem[]> }) {
  if (query.isPending) {
    return (
      <p className="map-status" role="status">
        <Spinner small />
        Loading stations…
      </p>
    );
  }
  if (query.isError && query.data === undefined) {
    return (
      <div className="map-status map-status--error" role="alert">
        <p>The stations&rsquo; readings could not be loaded.</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (query.isError) {
    return (
      <p className="map-status" role="status">
        Could not refresh the readings: showing the last ones received.
      </p>
    );
  }
  return null;
}
