import type { StationSprayVerdict } from '@mesonet/shared/contracts/spray-verdict.schema';
import { sprayConditionsLabel, sprayVerdictLabels, sprayVerdictStyles } from '@mesonet/shared/spray/spray-map';
import { useId } from 'react';
import { NotInPlanNote } from '@/components/upgrade-required/upgrade-prompt';
import { SprayAboutButton } from './spray-explanation-dialog';
import './spray-verdict.css';

interface SprayVerdictCardProps {
  /** The dashboard's verdict; undefined from a server without verdicts (nothing is drawn). */
  verdict: StationSprayVerdict | undefined;
  /** Whether the station's newest reading is fresh for the dashboard: a stale one is never judged. */
  fresh: boolean;
  onUpgrade: (opener: HTMLElement) => void;
  headingLevel: 2 | 3 | 4;
}

/**
 * The verdict card at the top of a station's dashboard (issue 24): the state large, every reason in
 * words, the next likely window and 'About'; the upgrade state where the plan has no verdicts.
 */
export function SprayVerdictCard({ verdict, fresh, onUpgrade, headingLevel }: SprayVerdictCardProps) {
  const titleId = useId();
  if (!verdict) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="spray-card" aria-labelledby={titleId}>
      <div className="spray-card__head">
        <Heading className="spray-card__title" id={titleId}>
          {sprayConditionsLabel}
        </Heading>
        <SprayAboutButton />
      </div>
      {verdict.included_in_feature_set ? (
        <SprayVerdictBody verdict={verdict} fresh={fresh} />
      ) : (
        <NotInPlanNote what={sprayConditionsLabel.toLowerCase()} className="spray-card__locked" onUpgrade={onUpgrade} />
      )}
    </section>
  );
}

function SprayVerdictBody({ verdict, fresh }: { verdict: StationSprayVerdict; fresh: boolean }) {
  // A verdict judged while the reading was fresh is not shown once it is not: the card says unknown.
  const state = fresh ? (verdict.verdict ?? 'unknown') : 'unknown';
  const style = sprayVerdictStyles[state];
  const reasons = fresh ? verdict.reasons : [];
  return (
    <>
      <p
        className="spray-card__state"
        style={{ backgroundColor: style.backgroundColor, color: style.fontColor }}
        aria-live="polite"
      >
        <span className="spray-card__mark" aria-hidden="true">
          {style.mark}
        </span>
        {sprayVerdictLabels[state]}
      </p>
      {fresh ? null : <p className="spray-card__reason">No recent reading: a verdict is never made from old values.</p>}
      {reasons.length > 0 ? (
        <ul className="spray-card__reasons" aria-label="Reasons">
          {reasons.map((reason) => (
            <li key={reason.text} className={`spray-card__reason spray-card__reason--${reason.severity}`}>
              {reason.text}
            </li>
          ))}
        </ul>
      ) : null}
      {fresh && verdict.notes.length > 0 ? (
        <ul className="spray-card__notes">
          {verdict.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {fresh && verdict.next_window ? (
        <p className="spray-card__window">
          <span className="spray-card__window-label">Next likely window:</span>{' '}
          <span className="spray-card__window-text">{verdict.next_window.text}</span>
        </p>
      ) : null}
    </>
  );
}
