import type { SprayVerdictKind, StationSprayVerdict } from '@mesonet/shared/contracts/spray-verdict.schema';
import { canSeeSprayVerdicts, type StationViewer } from '@mesonet/shared/plans/plan-capabilities';
import type { LiveStation } from './live-station';

/**
 * The spray verdict as a viewer may receive it: only on a plan with `sprayVerdicts`, checked here on
 * the server as every metric is, so a visitor's or free member's answer never carries one.
 */

/** The sites lists' state (what markers are coloured by), or undefined outside the plan: the key is left out. */
export function presentSprayVerdictState(entry: LiveStation, viewer: StationViewer): SprayVerdictKind | undefined {
  if (!canSeeSprayVerdicts(viewer)) return undefined;
  return entry.spray?.verdict.verdict ?? 'unknown';
}

const locked: StationSprayVerdict = {
  included_in_feature_set: false,
  verdict: null,
  reasons: [],
  notes: [],
  next_window: null,
  judged_at_ms: null,
};

/** The dashboard's verdict card: state, every reason, notes and the next likely window. */
export function presentStationSprayVerdict(entry: LiveStation, viewer: StationViewer): StationSprayVerdict {
  if (!canSeeSprayVerdicts(viewer)) return locked;
  const spray = entry.spray;
  if (!spray) return { ...locked, included_in_feature_set: true, verdict: 'unknown' };
  const { verdict, window } = spray;
  return {
    included_in_feature_set: true,
    verdict: verdict.verdict,
    reasons: verdict.reasons.map((reason) => ({
      metric_id: reason.metricKey,
      severity: reason.severity,
      text: reason.text,
    })),
    notes: verdict.notes,
    next_window: {
      kind: window.kind,
      at_ms: window.atMs ?? null,
      horizon_ms: window.horizonMs,
      text: spray.windowText,
    },
    judged_at_ms: spray.judgedAtMs,
  };
}
