import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { NotInPlanNote } from '@/components/upgrade-required/upgrade-prompt';
import { paths } from '@/config/paths';
import '@/components/ui/button.css';
import './map-legend.css';

/** Phones start with the legend folded to its title: open, it would take much of a small screen. */
function legendStartsOpen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 500px)').matches;
}

interface MapLegendFrameProps {
  /** The heading's words: the metric (with its unit) or 'Spray conditions'. */
  title: ReactNode;
  /** The 'i' beside the heading that explains what the legend shows. */
  explanation: ReactNode;
  /** A line under the heading that stays in view when the legend is folded. */
  notice?: ReactNode;
  /** The bands and what goes with them, folded away with 'Hide'. */
  children: ReactNode;
}

/** The map's legend box: its heading, the 'i', and Show/Hide folding the rest (spec §2 "Legend"). */
export function MapLegendFrame({ title, explanation, notice, children }: MapLegendFrameProps) {
  const [open, setOpen] = useState(legendStartsOpen);
  const bandsId = useId();
  return (
    <section className="map-legend" aria-label="Legend">
      <div className="map-legend__head">
        <h2 className="map-legend__title">{title}</h2>
        {explanation}
        <DisclosureButton
          className="link-toggle map-legend__toggle"
          open={open}
          controls={bandsId}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? 'Hide' : 'Show'}
          <span className="visually-hidden"> legend</span>
        </DisclosureButton>
      </div>
      {notice}
      <div id={bandsId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

interface LockedLegendNoteProps {
  /** Why the markers show nothing for this choice, if that is so. */
  reason: 'log-in' | 'upgrade' | null;
  /** How the members' note begins: 'Delta T is', 'Spray conditions are'. */
  subjectForMembers: string;
  /** What the plan lacks, as it reads mid-sentence: 'Delta T', 'spray conditions'. */
  notInPlan: string;
  onUpgrade: (opener: HTMLElement) => void;
}

/** Under a locked legend: the way to sign in or up for visitors, the way to upgrade for plans without it. */
export function LockedLegendNote({ reason, subjectForMembers, notInPlan, onUpgrade }: LockedLegendNoteProps) {
  if (reason === 'log-in') {
    return (
      <p className="map-legend__note">
        {subjectForMembers} for members. <Link to={paths.login.getHref()}>Log in</Link> or{' '}
        <Link to={paths.signup.getHref()}>Sign up</Link>
      </p>
    );
  }
  if (reason === 'upgrade')
    return <NotInPlanNote what={notInPlan} className="map-legend__note" onUpgrade={onUpgrade} />;
  return null;
}
