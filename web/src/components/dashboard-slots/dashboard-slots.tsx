import type { DashboardData, DataViewStationRef } from '@mesonet/shared/contracts/data-views.schema';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a dashboard hands the features that dress it: the station, its data and the time it is judged at. */
export interface DashboardSlotProps {
  station: DataViewStationRef;
  dashboard: DashboardData;
  nowMs: number;
}

/**
 * Features that add to the station dashboard without the data-views feature importing them (features
 * never import each other, eslint.config.js): the app's routes provide them, the dashboard renders them.
 */
export interface DashboardSlots {
  /**
   * Wraps the dashboard: shows the 'Cab mode' switch and, while it is on, the cab view instead of the
   * dashboard's own body (`children`).
   */
  CabMode?: ComponentType<DashboardSlotProps & { children: ReactNode }>;
}

const DashboardSlotsContext = createContext<DashboardSlots>({});

export function DashboardSlotsProvider({ slots, children }: { slots: DashboardSlots; children: ReactNode }) {
  return <DashboardSlotsContext.Provider value={slots}>{children}</DashboardSlotsContext.Provider>;
}

export function useDashboardSlots(): DashboardSlots {
  return useContext(DashboardSlotsContext);
}
