import type { DashboardData, DataViewStationRef } from '@mesonet/shared/contracts/data-views.schema';
import type { ComponentProps, ReactNode } from 'react';
import { useDashboardSlots } from '@/components/dashboard-slots/dashboard-slots';
import { SprayVerdictCard } from '@/components/spray-verdict/spray-verdict-card';
import { NearestFreshStationNote } from '@/components/nearest-fresh-station/nearest-fresh-station-note';
import { useStationsQuery } from '@/lib/stations-query';

interface DashboardFrameProps {
  station: DataViewStationRef;
  dashboard: DashboardData;
  nowMs: number;
  /** For the sites list a stale dashboard finds its nearest reporting station in. */
  userId: number;
  /** Another station's dashboard, in the same place as this one (a page, or the panel over the map). */
  dashboardHref: (stationSlug: string) => string;
  /** How the spray verdict card shows: above the dashboard and above cab mode's numbers alike. */
  verdict: Omit<ComponentProps<typeof SprayVerdictCard>, 'verdict'>;
  /** The dashboard itself. */
  children: ReactNode;
}

/**
 * Around the dashboard: a stale station's nearest reporting neighbour on top, the spray verdict, then cab
 * mode (the CabMode slot the routes fill, features/cab-mode) with the dashboard inside it, or the
 * dashboard alone.
 */
export function DashboardFrame({
  station,
  dashboard,
  nowMs,
  userId,
  dashboardHref,
  verdict,
  children,
}: DashboardFrameProps) {
  const { CabMode } = useDashboardSlots();
  // The sites list the map polls: the same cached query, so a dashboard over the map costs no request.
  const stationsQuery = useStationsQuery('member', userId);
  return (
    <>
      <NearestFreshStationNote
        // The dashboard's own reading time: stale by the same 3.5 h window that fades its tiles.
        station={{ ...station, current_data_last_updated: dashboard.current_data_last_updated }}
        stations={stationsQuery.data}
        nowMs={nowMs}
        context="dashboard"
        target={{ kind: 'href', href: dashboardHref }}
        className="dashboard__nearest"
      />
      <SprayVerdictCard verdict={dashboard.spray_verdict} {...verdict} />
      {CabMode ? (
        <CabMode station={station} dashboard={dashboard} nowMs={nowMs}>
          {children}
        </CabMode>
      ) : (
        children
      )}
    </>
  );
}
