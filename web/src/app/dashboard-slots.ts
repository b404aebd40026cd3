import type { DashboardSlots } from '@/components/dashboard-slots/dashboard-slots';
import { CabModeDashboard } from '@/features/cab-mode/components/cab-mode-dashboard';

/**
 * What the routes give every station dashboard (components/dashboard-slots): cab mode now; the spray
 * verdict card (features/spray) goes in `SprayVerdict` here.
 */
export const dashboardSlots: DashboardSlots = {
  CabMode: CabModeDashboard,
};
