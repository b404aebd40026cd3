import type { ComponentProps } from 'react';
import { DashboardSlotsProvider } from '@/components/dashboard-slots/dashboard-slots';
import { DataViewPanel } from '@/features/data-views/components/data-view-panel';
import { dashboardSlots } from './dashboard-slots';

/** The map's data view panel with the dashboard's slots filled; loaded with the panel, not with the map. */
export function DataViewPanelWithSlots(props: ComponentProps<typeof DataViewPanel>) {
  return (
    <DashboardSlotsProvider slots={dashboardSlots}>
      <DataViewPanel {...props} />
    </DashboardSlotsProvider>
  );
}
