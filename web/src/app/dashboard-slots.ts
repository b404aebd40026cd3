import type { DashboardSlots } from '@/components/dashboard-slots/dashboard-slots';
import { CabModeDashboard } from '@/features/cab-mode/components/cab-mode-dashboard';

/** What the routes give every station dashboard (components/dashboard-slots): cab mode. */
export const dashboardSlots: DashboardSlots = {
  CabMode: CabModeDashboard,
};
