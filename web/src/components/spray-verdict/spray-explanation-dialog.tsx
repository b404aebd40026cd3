import { sprayExplanation } from '@mesonet/shared/spray/spray-explanation';
import { sprayLegendBands } from '@mesonet/shared/spray/spray-map';
import { useId, useRef, useState, type RefObject } from 'react';
import { LegendBands } from '@/components/legend-bands/legend-bands';
import { Modal } from '@/components/ui/modal';
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
export function SprayExplanationDialog({ onClose, returnFocusRef }: SprayExplanationDialogProps) {
  const titleId = useId();
  const { title, meaning, rules, window, sources } = sprayExplanation;
  return (
    <Modal titleId={titleId} onClose={onClose} returnFocusRef={returnFocusRef} className="metric-explanation">
      <div className="metric-explanation__head">
        <h2 className="metric-explanation__title" id={titleId}>
          {title}
        </h2>
        <button type="button" className="button button--secondary metric-explanation__close" onClick={onClose}>
          Close
        </button>
      </div>
      <h3 className="metric-explanation__heading">What it means</h3>
      <p>{meaning}</p>
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
      <h3 className="metric-explanation__heading">Source</h3>
      <p className="metric-explanation__source">{sources}</p>
    </Modal>
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
