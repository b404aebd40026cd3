import { metricCatalogue, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { useRef, useState } from 'react';
import { MetricExplanationDialog } from './metric-explanation-dialog';
import '@/components/ui/button.css';
import './metric-explanation.css';

export interface MetricExplanationButtonProps {
  metric: MetricKey;
  /** Visible text of the button; an info icon when omitted. */
  children?: React.ReactNode;
  /** The value beside the button is this station's estimate: the panel says so and how. */
  estimated?: boolean;
}

/** Opens what the metric means, how it is worked out, what each of its colours says and its source. */
export function MetricExplanationButton({ metric, children, estimated = false }: MetricExplanationButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const iconOnly = children === undefined;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={iconOnly ? 'metric-explanation-button' : 'link-button'}
        aria-haspopup="dialog"
        aria-label={iconOnly ? `About ${metricCatalogue[metric].label}` : undefined}
        onClick={() => setOpen(true)}
      >
        {iconOnly ? (
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
            <circle cx="8" cy="4.25" r="1.35" fill="currentColor" />
            <path d="M8 7.25v5.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        ) : (
          children
        )}
      </button>
      {open ? (
        <MetricExplanationDialog
          metric={metric}
          estimated={estimated}
          onClose={() => setOpen(false)}
          returnFocusRef={buttonRef}
        />
      ) : null}
    </>
  );
}
