import type { DashboardSlotProps } from '@/components/dashboard-slots/dashboard-slots';
import type { ReactNode } from 'react';
import { useCabMode } from '../hooks/use-cab-mode';
import { CabModeView } from './cab-mode-view';
import './cab-mode.css';

/**
 * The dashboard's 'Cab mode' switch and, while it is on, the cab view in place of the dashboard
 * (`children`). Given to the dashboard as its CabMode slot by the app's routes.
 */
export function CabModeDashboard({
  station,
  dashboard,
  nowMs,
  children,
}: DashboardSlotProps & { children: ReactNode }) {
  const [on, setOn] = useCabMode();
  return (
    <div className={on ? 'cab-mode cab-mode--on' : 'cab-mode'}>
      <p className="cab-mode__bar">
        <button type="button" className="cab-mode__switch" aria-pressed={on} onClick={() => setOn(!on)}>
          <span className="cab-mode__switch-track" aria-hidden="true">
            <span className="cab-mode__switch-thumb" />
          </span>
          Cab mode
        </button>
      </p>
      {on ? <CabModeView station={station} dashboard={dashboard} nowMs={nowMs} /> : children}
    </div>
  );
}
