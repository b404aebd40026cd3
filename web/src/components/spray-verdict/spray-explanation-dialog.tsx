import { sprayExplanation } from '@mesonet/shared/spray/spray-explanation';
import { sprayLegendBands } from '@mesonet/shared/spray/spray-map';
import { useRef, useState, type RefObject } from 'react';
import { LegendBands } from '@/components/legend-bands/legend-bands';
import { ExplanationDialog } from '@/components/metric-explanation/explanation-dialog';
import '@/components/metric-explanation/metric-explanation.css';
import '@/components/ui/button.css';

interface SprayExplanationDialogProps {
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * How a spray verdict is made and its sources: the metric explanation's modal and layout, with the
 * verdict's rules in place of one metric's formula.
 */
export function SprayExplanationDialog(props: SprayExplanationDialogProps) {
  const { title, meaning, rules, window, sources } = sprayExplanation;
  return (
    <ExplanationDialog title={title} meaning={meaning} source={sources} {...props}>
      <h3 className="metric-explanation__heading">How it is worked out</h3>
      <ul className="spray-explanation__rules">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <h3 className="metric-explanation__heading">The next likely window</h3>
      <p>{window}</p>
      <h3 className="metric-explanation__heading">What the colours mean</h3>
      <LegendBands bands={sprayLegendBands} className="metric-explanation__bands" />
    </ExplanationDialog>
  );
}

/** 'About' beside a verdict: opens the explanation; focus comes back here when it closes. */
export function SprayAboutButton({ label = 'About' }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="link-button spray-about"
        aria-haspopup="dialog"
        aria-label={label === 'About' ? 'About spray conditions' : undefined}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open ? <SprayExplanationDialog onClose={() => setOpen(false)} returnFocusRef={buttonRef} /> : null}
    </>
  );
}
