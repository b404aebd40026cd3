import { metricCatalogue, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { lazy, Suspense, useRef, useState } from 'react';
import { afterFirstLoad } from '@/lib/first-load';
import '@/components/ui/button.css';
import './metric-explanation.css';

const loadDialog = () => import('./metric-explanation-dialog');
// Every metric's explanation is a few pages of text: it is not part of the map's first load, and is
// fetched once the page has loaded and the browser is idle, so an 'i' opens at once even on a slow link.
const MetricExplanationDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.MetricExplanationDialog })),
);
afterFirstLoad(() => void loadDialog());

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
        <Suspense fallback={null}>
          <MetricExplanationDialog
            metric={metric}
            estimated={estimated}
            onClose={() => setOpen(false)}
            returnFocusRef={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
