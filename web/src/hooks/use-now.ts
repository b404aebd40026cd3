import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`, so freshness and "Updated … ago" are re-judged as
 * readings age even when no new data arrives (a tab left open through an outage must not show old
 * values as current).
 */
export function useNow(intervalMs = 30_000): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return nowMs;
}
