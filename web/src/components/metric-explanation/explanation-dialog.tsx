import { useId, type ReactNode, type RefObject } from 'react';
import { Modal } from '@/components/ui/modal';
// Button first: the Close button's padding here overrides the button's.
import '@/components/ui/button.css';
import './metric-explanation.css';

interface ExplanationDialogProps {
  title: ReactNode;
  meaning: string;
  source: string;
  onClose: () => void;
  /** The button that opened it: focus goes back there on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** The sections between 'What it means' and 'Source'. */
  children: ReactNode;
}

/** The explanation modal's frame, one for metrics and spray verdicts: title and Close, what it means, its source. */
export function ExplanationDialog({
  title,
  meaning,
  source,
  onClose,
  returnFocusRef,
  children,
}: ExplanationDialogProps) {
  const titleId = useId();
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
      {children}
      <h3 className="metric-explanation__heading">Source</h3>
      <p className="metric-explanation__source">{source}</p>
    </Modal>
  );
}
